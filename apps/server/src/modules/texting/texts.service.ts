import type { TextList } from '@portal/shared/texts';
import { NOT_SENT_REASONS, type TextKind } from '@portal/shared/texts.plain';
import { CALLER_NOT_FOUND } from '@portal/shared/callers.plain';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { MessagingError, type Messaging } from '../../providers/telephony/messaging.ts';
import * as repo from './texts.repo.ts';

export const SEND_TEXT_JOB = 'send-text';

export type TextsDeps = {
  db: Database;
  messaging: Messaging;
  logger: Logger;
  now: () => Date;
  /** Where queued texts go to be sent; without one (some tests) they stay queued. */
  jobs?: Pick<JobQueue, 'send'>;
  /** Told of each text handed to the carrier, so the owner's allowance is checked (the 80 % and 100 % e-mails). */
  onTextSent?: (text: { userId: string }) => Promise<void>;
};

/** A text the portal means to send; `to` is E.164. */
export type TextToSend = {
  userId: string;
  agentId: string | null;
  callId: string | null;
  kind: TextKind;
  from: string | null;
  to: string;
  body: string;
  /** To a caller (the law's rules apply) or to the owner's own mobile. */
  toCaller: boolean;
  /** One text per thing it is about: the same key is never texted twice. */
  dedupeKey: string;
  /** A reason to hold it back, found by the caller of this function (no consent, no mobile). */
  heldBack?: string;
};

/** Whether a number texted STOP to the owner (and has not texted START since): it is never texted. */
export const optedOutOfTexts = (deps: Pick<TextsDeps, 'db'>, userId: string, number: string) =>
  repo.isOptedOut(deps.db, userId, number);

/**
 * Why this text may not go now, or the messaging profile it goes through when it may: checked as
 * it is recorded and again just before it is sent.
 */
async function holdBack(deps: TextsDeps, text: TextToSend): Promise<{ reason: string } | { profileId: string }> {
  // A caller who texted STOP is told of first: it is why the agent never asked them for consent.
  if (text.toCaller && (await repo.isOptedOut(deps.db, text.userId, text.to)))
    return { reason: NOT_SENT_REASONS.optedOut };
  if (text.heldBack) return { reason: text.heldBack };
  if (!text.from) return { reason: NOT_SENT_REASONS.noNumber };
  const line = await repo.textingLine(deps.db, text.userId);
  if (!line?.messagingProfileId || line.campaignStatus !== 'approved')
    return { reason: NOT_SENT_REASONS.notRegistered };
  if (line.numbers[text.from]?.status !== 'assigned') return { reason: NOT_SENT_REASONS.noNumber };
  if (text.toCaller) {
    // An answer to a keyword goes to whoever texted it; the portal's own texts only to callers.
    const answersTheirText = text.kind === 'keyword_reply';
    if (!answersTheirText && !(await repo.hasCalled(deps.db, text.userId, text.to)))
      return { reason: NOT_SENT_REASONS.neverCalled };
  }
  return { profileId: line.messagingProfileId };
}

/**
 * Records a text and queues it for sending, or records it as not sent with the reason, so the
 * owner sees on the call why a caller got nothing. A text whose key is recorded already is left
 * as it is (a call's texts are worked out again when its outcome changes).
 */
export async function createText(deps: TextsDeps, text: TextToSend) {
  const verdict = await holdBack(deps, text);
  const reason = 'reason' in verdict ? verdict.reason : null;
  const row = await repo.insertText(deps.db, {
    userId: text.userId,
    agentId: text.agentId,
    callId: text.callId,
    kind: text.kind,
    direction: 'outbound',
    fromNumber: text.from ?? '',
    toNumber: text.to,
    callerNumber: text.toCaller ? text.to : null,
    body: text.body,
    status: reason ? 'not_sent' : 'queued',
    reason,
    dedupeKey: text.dedupeKey,
  });
  if (row && !reason) await deps.jobs?.send(SEND_TEXT_JOB, { textId: row.id }, row.id);
  return row;
}

/** Records a text a caller sent to one of the owner's numbers. */
export async function recordReceivedText(
  deps: Pick<TextsDeps, 'db'>,
  text: { userId: string; agentId: string | null; from: string; to: string; body: string; providerId: string },
) {
  return repo.insertText(deps.db, {
    userId: text.userId,
    agentId: text.agentId,
    callId: await repo.latestCallFrom(deps.db, text.userId, text.from),
    kind: 'reply',
    direction: 'inbound',
    fromNumber: text.from,
    toNumber: text.to,
    callerNumber: text.from,
    body: text.body,
    status: 'received',
    providerId: text.providerId,
    dedupeKey: `received:${text.providerId}`,
  });
}

/**
 * Sends one queued text, once: it is claimed first, so a retry or a second server finds it taken;
 * the rules are checked again (a STOP may have come in since it was queued). The provider refusing
 * it is final (the reason is shown); the provider unreachable gives the claim back and throws, so
 * the job is retried. The one gap left is a send the provider accepted whose answer was lost: the
 * claim is then held until its lease runs out, and the retry after it may send a second copy.
 */
export async function sendText(deps: TextsDeps, textId: string) {
  const text = await repo.claimText(deps.db, textId);
  if (!text) return 'already handled' as const;
  const toCaller = text.callerNumber !== null;
  const verdict = await holdBack(deps, { ...text, from: text.fromNumber, to: text.toNumber, toCaller, dedupeKey: '' });
  if ('reason' in verdict) {
    await repo.updateText(deps.db, text.id, { status: 'not_sent', reason: verdict.reason });
    return 'held back' as const;
  }
  try {
    const sent = await deps.messaging.sendText({
      from: text.fromNumber,
      to: text.toNumber,
      text: text.body,
      messagingProfileId: verdict.profileId,
    });
    await repo.updateText(deps.db, text.id, { providerId: sent.id });
    await deps.onTextSent?.({ userId: text.userId }).catch((error: unknown) => {
      deps.logger.warn({ err: error, textId }, 'the allowance check after a text could not be queued');
    });
    return 'sent' as const;
  } catch (error) {
    if (error instanceof MessagingError && error.status >= 400 && error.status < 500) {
      await repo.updateText(deps.db, text.id, { status: 'failed', reason: error.detail });
      return 'refused' as const;
    }
    await repo.updateText(deps.db, text.id, { status: 'queued', claimedAt: null });
    throw error;
  }
}

const toView = (row: Awaited<ReturnType<typeof repo.textsOfCall>>[number]) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The texts of one of the owner's calls, oldest first; another owner's call has none. */
export async function textsOfCall(deps: Pick<TextsDeps, 'db'>, userId: string, callId: string): Promise<TextList> {
  return { texts: (await repo.textsOfCall(deps.db, userId, callId)).map(toView) };
}

/** Every text with one of the owner's callers, oldest first. */
export async function textsWithCaller(
  deps: Pick<TextsDeps, 'db'>,
  userId: string,
  callerId: string,
): Promise<TextList> {
  const number = await repo.callerNumber(deps.db, userId, callerId);
  if (!number) throw new AppError('NOT_FOUND', CALLER_NOT_FOUND);
  return { texts: (await repo.textsWithNumber(deps.db, userId, number)).map(toView) };
}
