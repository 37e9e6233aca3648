import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../db/job-queue.ts';
import { callRecords } from '../../db/schema/index.ts';
import type { Llm } from '../../providers/llm/llm.ts';
import type { EndedCallRecord } from './call-events.service.ts';
import { analyseTranscript } from './outcome-analysis.pure.ts';
import { settledOutcome } from './settled-outcome.pure.ts';

export const ANALYSE_OUTCOME_JOB = 'analyse-call-outcome';

export type OutcomeAnalysisDeps = {
  db: Database;
  llm: Llm;
  /** Told of an outcome found this way, as the end of the call was (the owner's urgent e-mail). */
  onOutcomeFound?: (call: EndedCallRecord) => Promise<void>;
};

async function callToAnalyse(db: Database, callId: string) {
  const [row] = await db
    .select({
      userId: callRecords.userId,
      agentId: callRecords.agentId,
      type: callRecords.type,
      transcript: callRecords.transcript,
      appointment: callRecords.appointment,
      appointmentChanges: callRecords.appointmentChanges,
      endedReason: callRecords.endedReason,
      outcome: callRecords.outcome,
    })
    .from(callRecords)
    .where(eq(callRecords.id, callId));
  return row;
}

/**
 * Reads the transcript of an ended call that has no outcome and stores what it shows, checked
 * against the portal's own records like a reported one. A call that got an outcome meanwhile
 * (a late report) is left as it is.
 */
export async function analyseCallOutcome(deps: OutcomeAnalysisDeps, callId: string) {
  const call = await callToAnalyse(deps.db, callId);
  if (!call?.transcript || call.outcome) return;
  const outcome = settledOutcome(await analyseTranscript(deps.llm, call.transcript), call);
  if (!outcome) return;
  const stored = await deps.db
    .update(callRecords)
    .set({ outcome, updatedAt: new Date() })
    .where(and(eq(callRecords.id, callId), isNull(callRecords.outcome)))
    .returning({ id: callRecords.id });
  if (stored.length === 0) return;
  await deps.onOutcomeFound?.({ callId, userId: call.userId, agentId: call.agentId, type: call.type, outcome });
}

/** One analysis per call, tried again a few times when the model is unavailable. */
export const outcomeAnalysisJob = (deps: OutcomeAnalysisDeps): JobDefinition<{ callId?: unknown }> => ({
  name: ANALYSE_OUTCOME_JOB,
  retryLimit: 3,
  retryDelaySeconds: 60,
  oneAtATimeByKey: true,
  async handler({ callId }) {
    if (typeof callId === 'string') await analyseCallOutcome(deps, callId);
  },
});

/** Queues the transcript's analysis for a call that ended without an outcome. */
export const queueOutcomeAnalysis =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (call: EndedCallRecord): Promise<void> => {
    if (!call.outcome) await jobs.send(ANALYSE_OUTCOME_JOB, { callId: call.callId }, call.callId);
  };
