import { Hono, type MiddlewareHandler } from 'hono';
import { FaultInjector } from '../faults.ts';
import { orderRoutes } from './order-routes.ts';
import { phoneNumberRoutes } from './phone-number-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { telnyxError } from './telnyx-errors.ts';
import { TelnyxSandboxStore } from './telnyx-state.ts';

export const TELNYX_SANDBOX_MOUNT = '/sandbox/telnyx';

const localPath = (path: string) =>
  path.startsWith(TELNYX_SANDBOX_MOUNT) ? path.slice(TELNYX_SANDBOX_MOUNT.length) || '/' : path;

/** Like Telnyx: 401 without a bearer token; any non-empty token is accepted, as no real key exists here. */
const requireBearer: MiddlewareHandler = async (c, next) => {
  const path = localPath(c.req.path);
  if (path === '/' || path.startsWith('/_admin/')) return next();
  if (!/^Bearer\s+\S+/i.test(c.req.header('authorization') ?? '')) {
    return c.json(telnyxError(401, 'Could not understand the provided credentials.'), 401);
  }
  return next();
};

/** The Telnyx v2 emulator: number search, number orders, owned numbers (docs/vendors.md#telnyx). */
export function createTelnyxEmulator(options: { dataDir?: string } = {}) {
  const store = new TelnyxSandboxStore(options.dataDir);
  const faults = new FaultInjector((status) => telnyxError(status, 'Sandbox fault injected'));
  const app = new Hono();
  app.use('*', requireBearer);
  app.use('*', faults.middleware(TELNYX_SANDBOX_MOUNT));
  app.route('/_admin/faults', faults.admin());
  app.get('/', (c) => c.json({ vendor: 'telnyx', sandbox: true, counts: store.counts() }));
  app.route('/v2/available_phone_numbers', searchRoutes(store));
  app.route('/v2/number_orders', orderRoutes(store));
  app.route('/v2/phone_numbers', phoneNumberRoutes(store));
  app.all('*', (c) => c.json(telnyxError(404, `No route for ${c.req.method} ${localPath(c.req.path)}`), 404));
  return { app, store };
}
