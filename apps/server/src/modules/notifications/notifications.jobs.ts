import { isUuid } from '@portal/shared/api';
import type { JobDefinition, JobQueue } from '../../db/job-queue.ts';
import { sendAllowanceEmails } from './allowance-email.service.ts';
import { sendDailyDigests } from './digest.service.ts';
import { sendTextReplyEmail } from './text-reply.service.ts';
import { isUrgentCall, type EndedCall } from './urgent-calls.pure.ts';
import { sendUrgentCallEmail, type NotificationDeps } from './urgent-call.service.ts';

export const URGENT_CALL_EMAIL_JOB = 'send-urgent-call-email';
export const DAILY_DIGESTS_JOB = 'send-daily-digests';
export const ALLOWANCE_EMAIL_JOB = 'send-allowance-emails';
export const TEXT_REPLY_EMAIL_JOB = 'send-text-reply-email';

/**
 * The owner's e-mails are sent by jobs, never by the request that records a call: the queue keeps
 * them through a restart and gives each to one worker, and deliverOnce keeps a retry or a second
 * server from sending one twice.
 */
export const notificationJobs = (deps: NotificationDeps): JobDefinition<object>[] => [
  {
    name: URGENT_CALL_EMAIL_JOB,
    // Tried again for about two hours (30 s doubling) when the mail server fails.
    retryLimit: 8,
    retryDelaySeconds: 30,
    oneAtATimeByKey: true,
    async handler(data) {
      const { callId } = data as { callId?: unknown };
      if (typeof callId === 'string' && isUuid(callId)) await sendUrgentCallEmail(deps, callId);
    },
  },
  {
    name: ALLOWANCE_EMAIL_JOB,
    // Tried again like the urgent e-mail; a check that waits meanwhile reads the usage afresh anyway.
    retryLimit: 8,
    retryDelaySeconds: 30,
    oneAtATimeByKey: true,
    async handler(data) {
      const { userId } = data as { userId?: unknown };
      if (typeof userId === 'string' && userId) await sendAllowanceEmails(deps, userId);
    },
  },
  {
    name: TEXT_REPLY_EMAIL_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    oneAtATimeByKey: true,
    async handler(data) {
      const { textId } = data as { textId?: unknown };
      if (typeof textId === 'string' && isUuid(textId)) await sendTextReplyEmail(deps, textId);
    },
  },
  {
    name: DAILY_DIGESTS_JOB,
    // Its own schedule is the retry: an owner whose summary failed is tried on the next run.
    retryLimit: 0,
    cron: '*/5 * * * *',
    runAfterStartSeconds: 60,
    async handler() {
      await sendDailyDigests(deps);
    },
  },
];

/** Queues the urgent e-mail for a call once its end is recorded; the call id keeps it single. */
export const queueUrgentCallEmail =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (call: EndedCall & { callId: string }): Promise<void> => {
    if (isUrgentCall(call)) await jobs.send(URGENT_CALL_EMAIL_JOB, { callId: call.callId }, call.callId);
  };

/**
 * Queues a check of the owner's allowance once a call's end is recorded (any call, test calls too:
 * they count toward usage). Keyed by the owner, so a burst of calls waits as one check.
 */
export const queueAllowanceCheck =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (call: { userId: string }): Promise<void> => {
    await jobs.send(ALLOWANCE_EMAIL_JOB, { userId: call.userId }, call.userId);
  };

/** Queues the e-mail about a caller's text; the text's id keeps it single. */
export const queueTextReplyEmail =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (textId: string): Promise<void> => {
    await jobs.send(TEXT_REPLY_EMAIL_JOB, { textId }, textId);
  };
