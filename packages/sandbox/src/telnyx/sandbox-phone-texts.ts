import type { MessageDelivery } from './message-delivery.ts';
import { newMessage, type TelnyxMessage } from './messaging-records.ts';
import { blockChange } from './opt-out-blocks.ts';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

type PhoneText = { from: string; to: string; text: string };

type Received = { message: TelnyxMessage } | { error: string; status: 404 | 422 };

/**
 * A text from a sandbox phone to a number of the account: kept, then posted to the number's
 * messaging profile webhook as `message.received`, as Telnyx does. Refused, with the reason, when
 * the number is not the account's or is on no messaging profile. STOP and START change the
 * sender's block on the profile, as Telnyx's default opt-out handling does.
 */
export function receiveText(
  { numbers, store, delivery }: { numbers: TelnyxSandboxStore; store: TelnyxMessagingStore; delivery: MessageDelivery },
  { from, to, text }: PhoneText,
): Received {
  const number = numbers.findNumber(to);
  if (!number) return { error: `${to} is not a number of this sandbox account.`, status: 404 };
  const profile = number.messaging_profile_id ? store.getProfile(number.messaging_profile_id) : undefined;
  if (!profile) return { error: `${to} is not on a messaging profile, so Telnyx has nowhere to send it.`, status: 422 };
  const message = newMessage(
    {
      direction: 'inbound',
      from,
      to,
      text,
      profileId: profile.id,
      webhookUrl: profile.webhook_url,
      webhookFailoverUrl: profile.webhook_failover_url,
      tcrCampaignId: null,
    },
    new Date().toISOString(),
  );
  store.saveMessage(message);
  // Telnyx blocks (or unblocks) the sender on the profile before the portal hears of it.
  const change = blockChange(text);
  if (change) store.setBlocked(profile.id, from, change === 'block');
  delivery.inbound(message);
  return { message };
}

/** One line of a number's conversation, with what became of its webhooks. */
export const textLogEntry = (message: TelnyxMessage, delivery: MessageDelivery) => ({
  id: message.id,
  direction: message.direction,
  from: message.from.phone_number,
  to: message.to[0]!.phone_number,
  text: message.text,
  status: message.to[0]!.status,
  error: message.errors[0] ?? null,
  at: message.received_at,
  webhooks: delivery.attemptsOf(message.id),
});

export type TextLogEntry = ReturnType<typeof textLogEntry>;
