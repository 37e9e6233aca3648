import { Hono } from 'hono';
import { z } from 'zod';
import type { MessageDelivery } from './message-delivery.ts';
import { newMessage, type MessageError } from './messaging-records.ts';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { blockedError } from './opt-out-blocks.ts';
import { readJson, respondError, respondInvalidBody } from './telnyx-errors.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be in +E.164 format');

/** `POST /v2/messages`: the SDK's MessageSendParams, unknown fields refused. */
const sendBody = z
  .object({
    to: e164,
    from: e164.optional(),
    text: z.string().optional(),
    messaging_profile_id: z.string().optional(),
    media_urls: z.array(z.url()).optional(),
    subject: z.string().optional(),
    type: z.enum(['SMS', 'MMS']).optional(),
    auto_detect: z.boolean().optional(),
    encoding: z.enum(['auto', 'gsm7', 'ucs2']).optional(),
    send_at: z.string().nullable().optional(),
    use_profile_webhooks: z.boolean().optional(),
    webhook_url: z.url().optional(),
    webhook_failover_url: z.url().optional(),
  })
  .strict();

const MISSING = { code: '10004', title: 'Missing required parameter' };

/**
 * Destinations that fail in the sandbox: any number ending in 555-0199 is a phone the carrier
 * will not deliver to (docs/vendors.md#telnyx-messaging).
 */
const FAILING_DESTINATION = /5550199$/;
const UNDELIVERABLE: MessageError = {
  code: '40008',
  title: 'Undeliverable',
  detail: 'The carrier did not accept the message for this destination.',
};
// Telnyx's 10DLC guide: carriers filter or block texts from numbers without an active campaign.
const UNREGISTERED: MessageError = {
  code: '40013',
  title: 'Invalid source number',
  detail: 'The sending number is not assigned to an active 10DLC campaign; carriers block unregistered A2P texts.',
};

/**
 * `POST /v2/messages` (SMS from a sandbox number, answered `queued`, then its webhooks) and
 * `GET /v2/messages/{id}` (docs/vendors.md#telnyx-messaging).
 */
export function messageRoutes(numbers: TelnyxSandboxStore, store: TelnyxMessagingStore, delivery: MessageDelivery) {
  const app = new Hono();

  app.post('/', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = sendBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const body = parsed.data;
    if (body.type === 'MMS' || body.media_urls?.length)
      return respondError(c, 422, 'MMS is not emulated by the sandbox.', '/media_urls');
    if (body.send_at) return respondError(c, 422, 'Scheduled texts are not emulated by the sandbox.', '/send_at');
    if (!body.from)
      return respondError(c, 422, "The 'from' parameter is required to send from a phone number.", '/from', MISSING);
    if (!body.text) return respondError(c, 422, "The 'text' parameter is required for SMS.", '/text', MISSING);
    const sender = numbers.findNumber(body.from);
    if (!sender) return respondError(c, 422, `${body.from} is not a phone number on this account.`, '/from');
    const profile = sender.messaging_profile_id ? store.getProfile(sender.messaging_profile_id) : undefined;
    if (!profile) return respondError(c, 422, `${body.from} is not assigned to a messaging profile.`, '/from');
    if (body.messaging_profile_id && body.messaging_profile_id !== profile.id) {
      return respondError(
        c,
        422,
        `${body.from} is not on messaging profile ${body.messaging_profile_id}.`,
        '/messaging_profile_id',
      );
    }
    const destinations = profile.whitelisted_destinations;
    if (body.to.startsWith('+1') && !destinations.includes('US') && !destinations.includes('*')) {
      return respondError(c, 422, "US is not among the messaging profile's whitelisted_destinations.", '/to');
    }
    if (store.isBlocked(profile.id, body.to)) {
      const blocked = blockedError(body.from, body.to);
      return respondError(c, 400, blocked.detail, '/to', blocked);
    }
    const assignment = store.getAssignment(body.from);
    const registered =
      assignment?.assignmentStatus === 'ASSIGNED' && store.getCampaign(assignment.campaignId)?.status === 'ACTIVE';
    const useProfile = body.use_profile_webhooks !== false;
    const message = newMessage(
      {
        direction: 'outbound',
        from: body.from,
        to: body.to,
        text: body.text,
        profileId: profile.id,
        webhookUrl: body.webhook_url ?? (useProfile ? profile.webhook_url : null),
        webhookFailoverUrl: body.webhook_failover_url ?? (useProfile ? profile.webhook_failover_url : null),
        tcrCampaignId: registered ? assignment.tcrCampaignId : null,
      },
      new Date().toISOString(),
    );
    store.saveMessage(message);
    const failure = FAILING_DESTINATION.test(body.to) ? UNDELIVERABLE : registered ? null : UNREGISTERED;
    const answer = structuredClone(message);
    delivery.outbound(message, failure);
    return c.json({ data: answer });
  });

  app.get('/:id', (c) => {
    const message = store.getMessage(c.req.param('id'));
    return message ? c.json({ data: message }) : respondError(c, 404, 'Message not found.');
  });

  return app;
}
