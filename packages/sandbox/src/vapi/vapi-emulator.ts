import { Hono, type MiddlewareHandler } from 'hono';
import { FaultInjector } from '../faults.ts';
import { assistantRoutes } from './assistant-routes.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { callRoutes } from './call-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { VapiKnowledgeStore } from './knowledge-state.ts';
import { toolRoutes } from './tool-routes.ts';
import { transferDestinationRoutes } from './transfer-admin-routes.ts';
import { phoneNumberRoutes } from './phone-number-routes.ts';
import { vapiError } from './validation.ts';
import { VapiSandboxStore } from './vapi-state.ts';
import { createDelivery } from './webhook-delivery.ts';
import type { BrainFactory } from './brain/brain.ts';
import { createRuleBrain } from './brain/rule-brain.ts';
import { liveCalls } from './live-calls.ts';

export const VAPI_SANDBOX_MOUNT = '/sandbox/vapi';

/** The path below the mount point. */
const localPath = (path: string) =>
  path.startsWith(VAPI_SANDBOX_MOUNT) ? path.slice(VAPI_SANDBOX_MOUNT.length) || '/' : path;

/**
 * Paths that are not Vapi API routes and so carry no bearer token: the developer overview, the
 * sandbox's admin (faults, scripted calls, transfer destinations), and the page a web call's
 * `webCallUrl` opens (a Daily room on the real platform).
 */
const isOpen = (path: string) => path === '/' || path.startsWith('/_admin/') || path.startsWith('/web-call/');

/** Like Vapi: 401 without `Authorization: Bearer <token>`; any non-empty token is accepted. */
const requireBearer: MiddlewareHandler = async (c, next) => {
  const path = localPath(c.req.path);
  if (isOpen(path)) return next();
  const match = /^Bearer\s+(\S.*)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return c.json(vapiError(401, 'Unauthorized'), 401);
  return next();
};

/** The emulator's own base URL as seen by the caller (webCallUrl is built from it). */
const baseUrlOf = (url: string) => `${new URL(url).origin}${VAPI_SANDBOX_MOUNT}`;

export type VapiEmulatorOptions = {
  dataDir?: string;
  webhookUrls?: readonly string[];
  /** What answers for the assistant's model: the offline rule-based engine unless a real model is given. */
  brain?: BrainFactory;
  now?: () => Date;
};

/** The Vapi emulator: /assistant, /phone-number, /file, /tool and /call/web, validated like Vapi (decision 0002). */
export function createVapiEmulator(options: VapiEmulatorOptions = {}) {
  const store = new VapiSandboxStore(options.dataDir);
  const knowledge = new VapiKnowledgeStore(options.dataDir, () => store.orgId);
  const faults = new FaultInjector((status) => vapiError(status, 'Sandbox fault injected'));
  const app = new Hono();
  app.use('*', requireBearer);
  app.use('*', faults.middleware(VAPI_SANDBOX_MOUNT));
  app.route('/_admin/faults', faults.admin());
  app.route('/_admin/transfer-destinations', transferDestinationRoutes(store));

  const overview = () => ({
    vendor: 'vapi',
    sandbox: true,
    orgId: store.orgId,
    counts: { ...store.counts(), ...knowledge.counts() },
  });
  app.get('/', (c) => c.json(overview()));
  app.route('/assistant', assistantRoutes(store));
  app.route('/phone-number', phoneNumberRoutes(store));
  app.route('/file', fileRoutes(knowledge));
  app.route('/tool', toolRoutes(knowledge));
  const deliver = createDelivery(options.webhookUrls ?? []);
  const calls = liveCalls(store, deliver);
  // A call past its maximum duration has ended by the time anyone asks about it, as on Vapi.
  app.get('/call/:id', async (c, next) => {
    await calls.settle(c.req.param('id'));
    return next();
  });
  app.route('/call', callRoutes(store, baseUrlOf));
  app.route(
    '/',
    conversationRoutes(store, deliver, calls, {
      brain: options.brain ?? createRuleBrain,
      now: options.now ?? (() => new Date()),
      knowledgeOf: (assistant) => knowledge.knowledgeOf(assistant),
    }),
  );
  app.get('/web-call/:id', (c) => {
    const call = store.getCall(c.req.param('id'));
    if (!call) return c.json(vapiError(404, 'Not Found'), 404);
    return c.json({
      id: call.id,
      status: call.status,
      note: 'Sandbox web call: the Vapi emulator has no media server, so no audio flows.',
    });
  });

  app.all('*', (c) => {
    const path = localPath(c.req.path);
    // The mount point with a trailing slash is the overview too.
    if (path === '/' && c.req.method === 'GET') return c.json(overview());
    // NestJS's wording for a route that does not exist.
    return c.json(vapiError(404, `Cannot ${c.req.method} ${path}`), 404);
  });
  return { app, store };
}
