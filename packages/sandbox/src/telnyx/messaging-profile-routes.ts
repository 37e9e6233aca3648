import { Hono } from 'hono';
import { z } from 'zod';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { onePage, readPage } from './pages.ts';
import { readJson, respondError, respondInvalidBody } from './telnyx-errors.ts';

const NOT_FOUND = 'Messaging profile not found.';

const webhookUrl = z.url({ error: 'must be a valid URL' }).max(2000).nullable();
const destinations = z.array(z.string().regex(/^([A-Z]{2}|\*)$/, 'must be ISO 3166-1 alpha-2 country codes, or ["*"]'));

/** What the SDK may send about a profile; settings the sandbox does not emulate are taken and dropped. */
const settings = {
  enabled: z.boolean(),
  webhook_url: webhookUrl,
  webhook_failover_url: webhookUrl,
  webhook_api_version: z.enum(['1', '2', '2010-04-01']),
  alpha_sender: z.string().nullable(),
  daily_spend_limit: z.string().regex(/^\d+(\.\d{1,2})?$/, 'must be an amount in USD'),
  daily_spend_limit_enabled: z.boolean(),
  mms_fall_back_to_sms: z.boolean(),
  mms_transcoding: z.boolean(),
  mobile_only: z.boolean(),
  smart_encoding: z.boolean(),
};
const notEmulated = {
  ai_assistant_id: z.string().nullable(),
  features: z.record(z.string(), z.unknown()).nullable(),
  health_webhook_url: z.string().nullable(),
  number_pool_settings: z.record(z.string(), z.unknown()).nullable(),
  url_shortener_settings: z.record(z.string(), z.unknown()).nullable(),
  resource_group_id: z.string().nullable(),
  redaction_enabled: z.boolean(),
  redaction_level: z.number().int(),
};

const optional = z.object({ ...settings, ...notEmulated }).partial();
const name = z.string().min(1, 'is required').max(255);
const created = optional.extend({ name, whitelisted_destinations: destinations }).strict();
const changes = optional.extend({ name: name.optional(), whitelisted_destinations: destinations.optional() }).strict();

/** The settings the sandbox keeps: those it does not emulate are dropped. */
const kept = <T extends object>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !(key in notEmulated))) as Omit<
    T,
    keyof typeof notEmulated
  >;

/**
 * `POST|GET /v2/messaging_profiles` and `GET|PATCH|DELETE /v2/messaging_profiles/{id}`, in the
 * `data` envelope (docs/vendors.md#telnyx-messaging).
 */
export function messagingProfileRoutes(store: TelnyxMessagingStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = created.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const { name: profileName, ...rest } = parsed.data;
    return c.json({ data: store.createProfile({ ...kept(rest), name: profileName }) });
  });

  app.get('/', (c) => {
    const page = readPage(c.req.query());
    if ('error' in page) return respondError(c, 400, page.error, page.pointer);
    return c.json(onePage(store.listProfiles(), page));
  });

  app.get('/:id', (c) => {
    const profile = store.getProfile(c.req.param('id'));
    return profile ? c.json({ data: profile }) : respondError(c, 404, NOT_FOUND);
  });

  app.patch('/:id', async (c) => {
    if (!store.getProfile(c.req.param('id'))) return respondError(c, 404, NOT_FOUND);
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = changes.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    return c.json({ data: store.updateProfile(c.req.param('id'), kept(parsed.data)) });
  });

  app.delete('/:id', (c) => {
    const profile = store.deleteProfile(c.req.param('id'));
    return profile ? c.json({ data: profile }) : respondError(c, 404, NOT_FOUND);
  });

  return app;
}
