import { Hono } from 'hono';
import { z } from 'zod';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { readJson, respondError, respondInvalidBody } from './telnyx-errors.ts';
import type { TelnyxPhoneNumber, TelnyxSandboxStore } from './telnyx-state.ts';

const NOT_FOUND = 'Phone number not found.';

const changes = z
  .object({
    // null keeps the profile, "" takes the number off it, an id puts it on that profile.
    messaging_profile_id: z.string().nullable().optional(),
    messaging_product: z.string().nullable().optional(),
    tags: z.array(z.string()).optional(),
  })
  .strict();

/** A sandbox number's messaging settings: a US long code able to text, registered for A2P. */
const messagingSettings = (number: TelnyxPhoneNumber) => ({
  record_type: 'messaging_settings',
  id: number.id,
  phone_number: number.phone_number,
  messaging_profile_id: number.messaging_profile_id,
  country_code: 'US',
  type: 'longcode',
  eligible_messaging_products: ['A2P'],
  messaging_product: 'A2P',
  traffic_type: 'A2P',
  features: {
    sms: { domestic_two_way: true, international_inbound: true, international_outbound: true },
    mms: { domestic_two_way: true, international_inbound: false, international_outbound: false },
  },
  tags: number.tags,
  created_at: number.created_at,
  updated_at: number.updated_at,
});

/**
 * `GET|PATCH /v2/phone_numbers/{id}/messaging`: which messaging profile a number is on
 * (docs/vendors.md#telnyx-messaging). `{id}` is the phone-number resource id.
 */
export function numberMessagingRoutes(numbers: TelnyxSandboxStore, messaging: TelnyxMessagingStore) {
  const app = new Hono();

  app.get('/:id/messaging', (c) => {
    const number = numbers.getNumber(c.req.param('id'));
    return number ? c.json({ data: messagingSettings(number) }) : respondError(c, 404, NOT_FOUND);
  });

  app.patch('/:id/messaging', async (c) => {
    const id = c.req.param('id');
    if (!numbers.getNumber(id)) return respondError(c, 404, NOT_FOUND);
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = changes.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const { messaging_profile_id: profileId, tags } = parsed.data;
    if (profileId) {
      const profile = messaging.getProfile(profileId);
      if (!profile) {
        const code = { code: '10017', title: 'Associated resource does not exist' };
        return respondError(c, 422, `Messaging profile ${profileId} does not exist.`, '/messaging_profile_id', code);
      }
      numbers.setMessagingProfile(id, { id: profile.id, name: profile.name });
    } else if (profileId === '') {
      numbers.setMessagingProfile(id, null);
    }
    if (tags) numbers.updateNumber(id, { tags });
    return c.json({ data: messagingSettings(numbers.getNumber(id)!) });
  });

  return app;
}
