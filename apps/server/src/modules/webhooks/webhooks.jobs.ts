import { recordJob, scheduledJob, type JobDefinition, type JobQueue } from '../../db/job-queue.ts';
import { recordCallEvents } from './webhook-call-events.service.ts';
import {
  attemptDelivery,
  DELIVER_JOB,
  emailEndpointDisabled,
  ENDPOINT_DISABLED_EMAIL_JOB,
  forgetOldDeliveries,
  sweep,
} from './webhook-delivery.service.ts';
import type { WebhooksDeps } from './webhooks.types.ts';

export const CALL_EVENTS_JOB = 'webhook-call-events';

/**
 * The webhooks' background work. A call's events are recorded and fanned out by one job; each
 * delivery is tried by its own (a failed try is not retried by the queue: the delivery keeps its
 * own schedule, and the sweep every minute queues it again when it is due). The log is trimmed
 * to 30 days once a day.
 */
export const webhookJobs = (deps: WebhooksDeps): JobDefinition<object>[] => [
  recordJob(CALL_EVENTS_JOB, 'callId', (callId) => recordCallEvents(deps, callId), {
    retryLimit: 8,
    retryDelaySeconds: 30,
  }),
  recordJob(DELIVER_JOB, 'deliveryId', (deliveryId) => attemptDelivery(deps, deliveryId), { retryLimit: 0 }),
  scheduledJob('webhook-sweep', '* * * * *', () => sweep(deps)),
  // Tried again for about two hours (30 s doubling) when the mail server fails.
  recordJob(ENDPOINT_DISABLED_EMAIL_JOB, 'endpointId', (endpointId) => emailEndpointDisabled(deps, endpointId), {
    retryLimit: 8,
    retryDelaySeconds: 30,
  }),
  scheduledJob('forget-webhook-deliveries', '41 4 * * *', () => forgetOldDeliveries(deps)),
];

/**
 * Queues the webhook events of a call once its end (or later its outcome) is recorded; the call
 * id keeps it single while one waits.
 */
export const queueCallEvents =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (call: { callId: string }): Promise<void> => {
    await jobs.send(CALL_EVENTS_JOB, { callId: call.callId }, call.callId);
  };
