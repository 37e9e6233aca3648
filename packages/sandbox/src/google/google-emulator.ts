import { Hono } from 'hono';
import { FaultInjector } from '../faults.ts';
import { googleCalendarRoutes } from './calendar-routes.ts';
import { GoogleCalendarStore } from './calendar-state.ts';
import { GoogleSandboxStore, subjectFor } from './google-state.ts';
import { googleOAuthRoutes } from './oauth-routes.ts';

export const GOOGLE_SANDBOX_MOUNT = '/sandbox/google';

const googleApiError = (status: number) => ({
  error: { code: status, message: 'Sandbox fault injected', errors: [{ domain: 'global', reason: 'backendError' }] },
});

/**
 * The Google emulator: OAuth consent, tokens, userinfo, ID-token keys, and the Calendar API, each
 * on Google's own path. It answers wherever it is mounted: under /sandbox/google in the server, or
 * at the root of an origin, which is the only place @googleapis/calendar's `rootUrl` can point
 * (the client keeps the origin of rootUrl and drops any path).
 */
export function createGoogleEmulator(options: {
  dataDir?: string;
  client: { clientId: string; clientSecret: string };
  /** Where the emulator is mounted; '' for the root of an origin. */
  mount?: string;
}) {
  const mount = options.mount ?? GOOGLE_SANDBOX_MOUNT;
  const store = new GoogleSandboxStore(options.dataDir);
  const faults = new FaultInjector(googleApiError);
  const app = new Hono();
  app.use('*', faults.middleware(mount));
  app.route('/_admin/faults', faults.admin());
  app.route('/', googleOAuthRoutes(store, options.client, mount));
  const calendar = new GoogleCalendarStore(options.dataDir);
  app.route('/calendar/v3', googleCalendarRoutes(store, calendar));
  // What a person would see opening the sandbox account's calendar (deleted events are not
  // shown): tests check bookings here without a token (sandbox only; the real Google has no such door).
  app.get('/_admin/calendar', (c) => {
    const email = c.req.query('email')?.trim();
    if (!email) return c.json({ error: { code: 400, message: 'email is required' } }, 400);
    const shown = calendar.events(subjectFor(email)).filter((event) => event.status !== 'cancelled');
    return c.json({ email, items: shown });
  });
  return { app, store, calendar };
}
