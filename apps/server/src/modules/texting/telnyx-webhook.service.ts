import type { TextStatus } from '@portal/shared/texts.plain';
import { formatPhone } from '@portal/shared/phone.plain';
import type { TextEvent, TextPayload } from '../../providers/telephony/messaging.ts';
import { keywordOf } from './keywords.pure.ts';
import * as repo from './texts.repo.ts';
import { createText, recordReceivedText, type TextsDeps } from './texts.service.ts';

export type TelnyxWebhookDeps = TextsDeps & {
  /** Told of each reply a caller texted (not a keyword), so the owner is e-mailed it. */
  onReply?: (textId: string) => Promise<void>;
};

/** The carrier's status of a text in ours; the in-between ones (queued, sending) change nothing. */
function statusOf(payload: TextPayload): { status: TextStatus; reason: string | null } | null {
  if (payload.status === 'sent') return { status: 'sent', reason: null };
  if (payload.status === 'delivered') return { status: 'delivered', reason: null };
  if (/failed|unconfirmed/.test(payload.status)) {
    const error = payload.error;
    const reason = error ? [error.title, error.detail].filter(Boolean).join(': ') : 'The carrier did not deliver it.';
    return { status: 'failed', reason };
  }
  return null;
}

/**
 * One verified Telnyx event, handled once by its id: a replay or a retry of an event already
 * handled changes nothing. A failure forgets the id again, so Telnyx's retry is handled afresh.
 */
export async function handleTextEvent(deps: TelnyxWebhookDeps, event: TextEvent) {
  if (!(await repo.recordEvent(deps.db, event.id))) return 'already handled' as const;
  try {
    await handle(deps, event);
  } catch (error) {
    await repo.forgetEvent(deps.db, event.id).catch(() => undefined);
    throw error;
  }
  return 'handled' as const;
}

async function handle(deps: TelnyxWebhookDeps, event: TextEvent) {
  const payload = event.payload;
  if (!payload) return;
  if (payload.direction === 'outbound') {
    const status = statusOf(payload);
    if (status) await repo.updateByProviderId(deps.db, payload.id, status.status, status.reason);
    return;
  }
  if (event.type === 'message.received') await received(deps, payload);
}

/**
 * A caller's text to one of the owner's numbers: kept in their history; STOP and its synonyms
 * stop every text from this owner to them, START resumes them, HELP is answered with the
 * business's name and number; anything else is a reply the owner is e-mailed.
 */
async function received(deps: TelnyxWebhookDeps, payload: TextPayload) {
  const owner = await repo.numberOwner(deps.db, payload.to);
  if (!owner) {
    deps.logger.warn({ to: payload.to }, 'a text to a number nobody owns was ignored');
    return;
  }
  const text = await recordReceivedText(deps, {
    userId: owner.userId,
    agentId: owner.agentId,
    from: payload.from,
    to: payload.to,
    body: payload.text,
    providerId: payload.id,
  });
  if (!text) return;
  const keyword = keywordOf(payload.text);
  const business = owner.businessName?.trim() || 'This business';
  const reply = (body: string) =>
    createText(deps, {
      userId: owner.userId,
      agentId: owner.agentId,
      callId: text.callId,
      kind: 'keyword_reply',
      from: payload.to,
      to: payload.from,
      body,
      toCaller: true,
      dedupeKey: `keyword:${payload.id}`,
    });
  if (keyword === 'stop') {
    await repo.optOut(deps.db, owner.userId, payload.from, payload.text.trim().toUpperCase().slice(0, 20));
  } else if (keyword === 'start') {
    await repo.optIn(deps.db, owner.userId, payload.from);
    await reply(`${business}: you will get texts from us again. Reply STOP to opt out.`);
  } else if (keyword === 'help') {
    await reply(`${business}: for help, call us at ${formatPhone(payload.to)}. Reply STOP to opt out.`);
  } else {
    await deps.onReply?.(text.id);
  }
}

/** Handled events are kept a week: Telnyx retries an event for minutes, a replay older than that is refused by its timestamp. */
export async function forgetHandledEvents(deps: Pick<TextsDeps, 'db' | 'now'>) {
  await repo.forgetEvents(deps.db, new Date(deps.now().getTime() - 7 * 24 * 60 * 60 * 1000));
}
