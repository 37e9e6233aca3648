import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sandboxedVendors, stripeWebhookUrl, telnyxWebhookUrl, webhookUrl, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RequestVariables } from './lib/request-context.ts';
import { mailboxRoutes } from './dev-mailbox/mailbox.routes.ts';
import { OPENAI_API } from './providers/create-providers.ts';
import { SANDBOX_GOOGLE_CLIENT } from './providers/google/endpoints.ts';
import { speakOffline } from './providers/voice-samples/offline-speech.ts';
import type { SandboxTransfers } from './modules/simulated-calls/sandbox-transfers.service.ts';
import type { SimulateInboundCall } from './modules/simulated-calls/simulated-calls.service.ts';

type Emulated = { mount: string; app: Hono };

export type Sandbox = {
  /** Places an inbound call on the emulated voice platform (when Vapi is emulated). */
  simulateInboundCall?: SimulateInboundCall;
  /** How each transfer destination takes a call on the emulated voice platform. */
  sandboxTransfers?: SandboxTransfers;
  /** Mounts every emulator and the mailbox, reachable from this machine only unless opened. */
  mount(app: Hono<{ Variables: RequestVariables }>): void;
};

type Vendors = Omit<ReturnType<typeof sandboxedVendors>, 'mail'>;

/**
 * The emulators of the vendors without a key, loaded only then: with every vendor real, none of
 * their code is imported (the mailbox is the server's own). They reach the portal only as the
 * vendors do, over HTTP (webhooks to the public URL, Stripe's events to this process on loopback),
 * and the provider clients reach them at /sandbox/<vendor> like the real APIs.
 */
export async function loadSandbox(
  config: Config,
  db: Database,
  now: () => Date,
  webDist?: string,
): Promise<Sandbox | undefined> {
  const { mail, ...vendors } = sandboxedVendors(config);
  const emulatesVendor = Object.values(vendors).some(Boolean);
  if (!emulatesVendor && !mail) return undefined;
  const { emulated, simulateInboundCall, sandboxTransfers }: Awaited<ReturnType<typeof emulateVendors>> = emulatesVendor
    ? await emulateVendors(config, vendors, now)
    : { emulated: [], simulateInboundCall: undefined, sandboxTransfers: undefined };
  if (mail) emulated.push({ mount: '/dev', app: mailboxRoutes({ db, webDist }) });

  return {
    simulateInboundCall,
    sandboxTransfers,
    mount(app) {
      // The emulators trust whoever calls them (any token, fault injection, a readable mailbox), so
      // they answer this machine only unless the operator opens them on purpose. A request a proxy
      // on this host relays comes from loopback too, so one carrying forwarding headers that no
      // trusted proxy vouches for is someone else's (lib/client-ip.ts).
      if (!config.sandbox.public) {
        const loopbackOnly = createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
          if (c.var.fromThisMachine) return next();
          return c.text('The sandbox answers this machine only (SANDBOX_PUBLIC=1 opens it to others).', 404);
        });
        for (const { mount } of emulated) {
          app.use(mount, loopbackOnly);
          app.use(`${mount}/*`, loopbackOnly);
        }
      }
      for (const { mount, app: emulator } of emulated) app.route(mount, emulator);
    },
  };
}

async function emulateVendors(config: Config, vendors: Vendors, now: () => Date) {
  const emulators = await import('@portal/sandbox').catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    const missing = Object.keys(vendors).filter((vendor) => vendors[vendor as keyof Vendors]);
    throw new Error(
      `No key is set for ${missing.join(', ')}, so they would be emulated, but this install left the emulators (@portal/sandbox) out. Set their keys (README, Configuration) or install the package.`,
    );
  });
  const emulated: Emulated[] = [];
  let simulateInboundCall: SimulateInboundCall | undefined;
  let sandboxTransfers: SandboxTransfers | undefined;

  if (vendors.google) {
    const { app } = emulators.createGoogleEmulator({ dataDir: config.dataDir, client: SANDBOX_GOOGLE_CLIENT });
    emulated.push({ mount: emulators.GOOGLE_SANDBOX_MOUNT, app });
  }
  if (vendors.vapi) {
    const { app } = emulators.createVapiEmulator({
      dataDir: config.dataDir,
      // Server messages go to the portal's own webhook only.
      webhookUrls: [webhookUrl(config)],
      // Calls are answered by the real model the agent will use when an OpenAI key is set.
      ...(config.openai.apiKey
        ? { brain: emulators.createModelBrain({ apiKey: config.openai.apiKey, baseURL: OPENAI_API }) }
        : {}),
      now,
    });
    emulated.push({ mount: emulators.VAPI_SANDBOX_MOUNT, app });
    simulateInboundCall = emulators.inboundCallSimulator(app);
    sandboxTransfers = emulators.transferBehaviourAdmin(app);
  }
  if (vendors.telnyx) {
    const { app, phone } = emulators.createTelnyxEmulator({
      dataDir: config.dataDir,
      signingKey: config.telnyx.sandboxSigningKey,
      // Events of texts go to the portal's own webhook only, posted on loopback whatever PUBLIC_URL is.
      portalWebhook: { url: telnyxWebhookUrl(config), deliverTo: telnyxWebhookUrl(config, config.internalOrigin) },
    });
    emulated.push({ mount: emulators.TELNYX_SANDBOX_MOUNT, app }, { mount: emulators.SANDBOX_PHONE_MOUNT, app: phone });
  }
  if (vendors.openai) {
    const { app } = emulators.createOpenAiEmulator({ speak: speakOffline });
    emulated.push({ mount: emulators.OPENAI_SANDBOX_MOUNT, app });
  }
  if (vendors.stripe) {
    const { app } = emulators.createStripeEmulator({
      dataDir: config.dataDir,
      publicBaseUrl: `${config.publicUrl}${emulators.STRIPE_SANDBOX_MOUNT}`,
      // In this process: events reach the server on loopback, whatever PUBLIC_URL is.
      webhook: { url: stripeWebhookUrl(config, config.internalOrigin), secret: config.stripe.webhookSecret },
    });
    emulated.push({ mount: emulators.STRIPE_SANDBOX_MOUNT, app });
  }
  return { emulated, simulateInboundCall, sandboxTransfers };
}
