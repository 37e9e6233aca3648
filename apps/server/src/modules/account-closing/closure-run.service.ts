import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Billing } from '../../providers/billing/billing.ts';
import { CalendarProviderError, type CalendarProvider } from '../../providers/calendar/calendar.ts';
import type { Mailer } from '../../providers/email/email.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { Messaging } from '../../providers/telephony/messaging.ts';
import type { Telephony } from '../../providers/telephony/telephony.ts';
import type { VoicePlatform } from '../../providers/voice/voice.ts';
import { accountClosedMail } from './account-closed.mail.ts';
import * as repo from './account-closing.repo.ts';
import { CLOSURE_JOB } from './account-closing.service.ts';
import { closedSummary, mayRun, openCalendarToken, type StepDetails, type StepKind } from './closure-steps.pure.ts';

export type ClosureRunDeps = {
  db: Database;
  billing: Pick<Billing, 'cancelSubscription'>;
  voice: Pick<VoicePlatform, 'deleteAssistant' | 'deleteFile' | 'deleteTool' | 'deletePhoneNumber' | 'deleteCall'>;
  telephony: Pick<Telephony, 'releaseNumber' | 'findOwnedNumber'>;
  messaging: Pick<Messaging, 'deactivateCampaign' | 'deleteMessagingProfile'>;
  calendar: Pick<CalendarProvider, 'revokeToken'>;
  storage: Pick<Storage, 'delete'>;
  mailer: Mailer;
  logger: Logger;
  encryptionKey: string;
};

/** After this many failed tries a step is logged as an error each time: someone should look. */
const LOUD_AFTER_ATTEMPTS = 10;

/**
 * Closes one thing at its vendor. Each call is idempotent: a resource the vendor no longer has
 * (404), a subscription already cancelled, a number already released or a token already revoked
 * counts as done, so a retry after a lost answer never fails for having succeeded.
 */
async function closeAtVendor(
  deps: ClosureRunDeps,
  userId: string,
  step: { kind: string; resource: string; details: StepDetails },
) {
  const kind = step.kind as StepKind;
  switch (kind) {
    case 'stripe_subscription':
      return deps.billing.cancelSubscription(step.resource);
    case 'vapi_phone_number':
      return deps.voice.deletePhoneNumber(step.resource);
    case 'telnyx_number': {
      if (!step.details.byNumber) return deps.telephony.releaseNumber(step.resource);
      const owned = await deps.telephony.findOwnedNumber(step.resource);
      return owned ? deps.telephony.releaseNumber(owned.id) : undefined;
    }
    case 'telnyx_campaign':
      return deps.messaging.deactivateCampaign(step.resource);
    case 'telnyx_messaging_profile':
      return deps.messaging.deleteMessagingProfile(step.resource);
    case 'vapi_assistant':
      return deps.voice.deleteAssistant(step.resource);
    case 'vapi_tool':
      return deps.voice.deleteTool(step.resource);
    case 'vapi_file':
      return deps.voice.deleteFile(step.resource);
    case 'vapi_call':
      return deps.voice.deleteCall(step.resource);
    case 'google_token':
      try {
        return await deps.calendar.revokeToken(openCalendarToken(deps.encryptionKey, userId, step.resource));
      } catch (error) {
        // Google answers 400 (invalid_token) for a grant it no longer has: revoked already.
        if (error instanceof CalendarProviderError && error.status === 400) return;
        throw error;
      }
    case 'stored_file':
      return deps.storage.delete(step.resource);
    default:
      throw new Error(`unknown closure step kind ${String(kind)}`);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed';

/**
 * Works through a closure's open steps in rank order, each tried once; a step whose group has a
 * lower-ranked step still open waits for the next run. When a step fails its try and error are
 * recorded and the run throws, so the job is retried with backoff. Once every step is done, the
 * final e-mail goes to the closure's address and the closure is deleted with its steps.
 */
export async function runClosure(deps: ClosureRunDeps, closureId: string, now: () => Date = () => new Date()) {
  const closure = await repo.findClosure(deps.db, closureId);
  if (!closure) return;
  const log = deps.logger.child({ closureId });
  const steps = await repo.listSteps(deps.db, closureId);
  for (const step of steps) {
    if (step.doneAt || !mayRun(step, steps)) continue;
    try {
      await closeAtVendor(deps, closure.userId, step);
      step.doneAt = now();
      await repo.markStepDone(deps.db, step.id, step.doneAt);
    } catch (error) {
      const attempts = step.attempts + 1;
      await repo.markStepFailed(deps.db, step.id, describe(error));
      const facts = { err: error, stepId: step.id, kind: step.kind, attempts };
      if (attempts >= LOUD_AFTER_ATTEMPTS) log.error(facts, 'account closure step keeps failing; it is retried');
      else log.warn(facts, 'account closure step failed; it will be retried');
    }
  }
  const open = steps.filter((step) => !step.doneAt).length;
  if (open) throw new Error(`${open} step(s) of account closure ${closureId} are still open`);
  if (!closure.finalEmailSentAt) {
    await deps.mailer.send(accountClosedMail(closure.email, closure.ownerName, closedSummary(steps)));
    await repo.markFinalEmailSent(deps.db, closureId, now());
  }
  await repo.deleteClosure(deps.db, closureId);
  log.info('account closure finished; final e-mail sent');
}

/**
 * Queues the job of every closure still in the table: a closure whose job was lost (a server
 * stopped before queueing it) or whose retries ran out is taken up again; a closure whose job is
 * waiting or running is not doubled (one job per closure).
 */
export async function sweepClosures(deps: { db: Database; logger: Logger }, jobs: Pick<JobQueue, 'send'>) {
  const ids = await repo.listClosureIds(deps.db);
  for (const closureId of ids) await jobs.send(CLOSURE_JOB, { closureId }, closureId);
  if (ids.length) deps.logger.info({ closures: ids.length }, 'account closures queued again by the sweep');
}
