import { recordJob, scheduledJob, type JobDefinition, type JobQueue } from '../../db/job-queue.ts';
import { textAfterCall } from './call-texts.service.ts';
import { advanceRegistrations, type TextingDeps } from './registration.service.ts';
import { forgetHandledEvents } from './telnyx-webhook.service.ts';
import { SEND_TEXT_JOB, sendText, type TextsDeps } from './texts.service.ts';

export const CALL_TEXTS_JOB = 'send-call-texts';

/**
 * Registrations under review are read again every minute, so texting switches on soon after
 * approval. A call's texts are worked out by one job and each text is sent by its own, retried
 * when the provider cannot be reached and claimed once (texts.service.ts), so a retry or a second
 * server never texts twice.
 */
export const textingJobs = (deps: TextingDeps & TextsDeps & { publicUrl: string }): JobDefinition<object>[] => [
  scheduledJob('texting-registration-advance', '* * * * *', () => advanceRegistrations(deps)),
  recordJob(CALL_TEXTS_JOB, 'callId', (callId) => textAfterCall(deps, callId), {
    retryLimit: 8,
    retryDelaySeconds: 30,
  }),
  // Tried again for about two hours (30 s doubling) while the provider cannot be reached.
  recordJob(SEND_TEXT_JOB, 'textId', (textId) => sendText(deps, textId), { retryLimit: 8, retryDelaySeconds: 30 }),
  scheduledJob('forget-telnyx-events', '17 3 * * *', () => forgetHandledEvents(deps)),
];

/** Queues the texts of a call once its end (or later its outcome) is recorded; the call id keeps it single. */
export const queueCallTexts =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (call: { callId: string; type: string | null }): Promise<void> => {
    if (call.type !== 'webCall') await jobs.send(CALL_TEXTS_JOB, { callId: call.callId }, call.callId);
  };
