import { Hono, type MiddlewareHandler } from 'hono';
import { FaultInjector } from '../faults.ts';
import { brandRoutes } from './brand-routes.ts';
import { campaignRoutes } from './campaign-routes.ts';
import { createMessageDelivery, type PortalWebhook } from './message-delivery.ts';
import { messageRoutes } from './message-routes.ts';
import { messagingAdminRoutes } from './messaging-admin-routes.ts';
import { messagingProfileRoutes } from './messaging-profile-routes.ts';
import { newMessage } from './messaging-records.ts';
import { TelnyxMessagingStore } from './messaging-state.ts';
import { numberCampaignRoutes } from './number-campaign-routes.ts';
import { numberMessagingRoutes } from './number-messaging-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { phoneNumberRoutes } from './phone-number-routes.ts';
import { sandboxPhoneRoutes } from './sandbox-phone.ts';
import { searchRoutes } from './search-routes.ts';
import { telnyxError } from './telnyx-errors.ts';
import { TelnyxSandboxStore } from './telnyx-state.ts';
import { createWebhookSigner } from './webhook-signing.ts';

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

export type TelnyxEmulatorOptions = {
  dataDir?: string;
  /** PEM of the Ed25519 key webhooks are signed with; a fresh pair is made when absent. */
  signingKey?: string;
  /** The portal's messaging webhook, the only address texts' events are posted to. */
  portalWebhook?: PortalWebhook;
  /** How long brands, campaigns and number assignments wait for the emulated registry. */
  registrationDelayMs?: number;
};

// Who texts a Sole Proprietor its verification PIN, as the sandbox phone shows it.
const REGISTRY_SENDER = 'The Campaign Registry';

/**
 * The Telnyx v2 emulator: number search, orders and owned numbers; messaging profiles, texts and
 * their signed webhooks; 10DLC brands, campaigns and number assignments (docs/vendors.md#telnyx).
 * `phone` is the sandbox phone, the pages of the texts, mounted at SANDBOX_PHONE_MOUNT.
 */
export function createTelnyxEmulator(options: TelnyxEmulatorOptions = {}) {
  const store = new TelnyxSandboxStore(options.dataDir);
  const messaging = new TelnyxMessagingStore(options.dataDir, options.registrationDelayMs);
  const signer = createWebhookSigner(options.signingKey);
  const delivery = createMessageDelivery(messaging, signer, options.portalWebhook);
  const registryTexts = {
    send(to: string, text: string) {
      const now = new Date().toISOString();
      const message = newMessage(
        {
          direction: 'outbound',
          from: REGISTRY_SENDER,
          to,
          text,
          profileId: null,
          webhookUrl: null,
          webhookFailoverUrl: null,
          tcrCampaignId: null,
        },
        now,
      );
      Object.assign(message, { sent_at: now, completed_at: now });
      message.to[0]!.status = 'delivered';
      messaging.saveMessage(message);
    },
  };
  const faults = new FaultInjector((status) => telnyxError(status, 'Sandbox fault injected'));
  const tenDlcCampaigns = campaignRoutes(messaging);

  const app = new Hono();
  app.use('*', requireBearer);
  app.use('*', faults.middleware(TELNYX_SANDBOX_MOUNT));
  app.route('/_admin/faults', faults.admin());
  app.route(
    '/_admin',
    messagingAdminRoutes({ numbers: store, store: messaging, delivery, publicKey: signer.publicKey }),
  );
  app.get('/', (c) => c.json({ vendor: 'telnyx', sandbox: true, counts: store.counts() }));
  app.route('/v2/available_phone_numbers', searchRoutes(store));
  app.route('/v2/number_orders', orderRoutes(store));
  // Before the owned numbers' own routes: `/{id}/messaging` is a path of its own.
  app.route('/v2/phone_numbers', numberMessagingRoutes(store, messaging));
  app.route('/v2/phone_numbers', phoneNumberRoutes(store));
  app.route('/v2/messaging_profiles', messagingProfileRoutes(messaging));
  app.route('/v2/messages', messageRoutes(store, messaging, delivery));
  app.route('/v2/10dlc/brand', brandRoutes(messaging, registryTexts));
  app.route('/v2/10dlc/campaignBuilder', tenDlcCampaigns.builder);
  app.route('/v2/10dlc/campaign', tenDlcCampaigns.campaigns);
  app.route('/v2/10dlc/phone_number_campaigns', numberCampaignRoutes(store, messaging));
  app.all('*', (c) => c.json(telnyxError(404, `No route for ${c.req.method} ${localPath(c.req.path)}`), 404));
  const phone = sandboxPhoneRoutes({ numbers: store, store: messaging, delivery });
  return { app, phone, store, messaging, delivery, publicKey: signer.publicKey };
}
