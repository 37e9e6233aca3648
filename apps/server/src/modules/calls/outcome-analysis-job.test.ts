import { randomUUID } from 'node:crypto';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import type { Llm } from '../../providers/llm/llm.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { EndedCallRecord } from './call-events.service.ts';
import { analyseCallOutcome, queueOutcomeAnalysis } from './outcome-analysis.jobs.ts';

// A call whose end report carried no outcome has its transcript read by the model; these calls
// are written straight into call_records and the model is a stand-in that answers as told.

let t: TestApp;
let owner: SignedInUser;

const TRANSCRIPT =
  'AI: Hello, Pipe Desk.\nUser: My basement is flooding, please send someone!\nAI: I will alert the team.';
const urgent: CallOutcome = {
  outcome: 'urgent',
  urgent: true,
  message: 'Basement flooding',
  unansweredQuestions: [],
  collected: [],
};

const storedCall = async (values: Partial<typeof callRecords.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(callRecords)
    .values({ vapiCallId: randomUUID(), userId: owner.id, type: 'inboundPhoneCall', transcript: TRANSCRIPT, ...values })
    .returning({ id: callRecords.id });
  return row!.id;
};
const outcomeOf = async (id: string) =>
  (await t.db.select({ outcome: callRecords.outcome }).from(callRecords).where(eq(callRecords.id, id)))[0]!.outcome;
const model = (answer: string) => ({
  complete: vi.fn<Llm['complete']>(async () => answer),
  completeJson: vi.fn<Llm['completeJson']>(() => Promise.reject(new Error('the analysis asks for text'))),
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'analysis');
});
afterAll(() => t.close());

describe('analyseCallOutcome', () => {
  it('stores the outcome the model reads from the transcript, and passes an urgent one on', async () => {
    const id = await storedCall();
    const llm = model('```json\n' + JSON.stringify(urgent) + '\n```');
    const found: EndedCallRecord[] = [];
    await analyseCallOutcome({ db: t.db, llm, onOutcomeFound: async (call) => void found.push(call) }, id);
    expect(await outcomeOf(id)).toEqual(urgent);
    expect(llm.complete).toHaveBeenCalledWith(expect.objectContaining({ user: TRANSCRIPT }));
    expect(found).toEqual([expect.objectContaining({ callId: id, userId: owner.id, outcome: urgent })]);
  });

  it('checks the reading against the records: a booking no tool made is not kept as booked', async () => {
    const id = await storedCall();
    await analyseCallOutcome(
      { db: t.db, llm: model(JSON.stringify({ ...urgent, outcome: 'booked', urgent: false, message: undefined })) },
      id,
    );
    expect((await outcomeOf(id))?.outcome).toBe('answered');
  });

  it('keeps nothing from an answer that does not fit the shape', async () => {
    const id = await storedCall();
    await analyseCallOutcome({ db: t.db, llm: model('The caller wanted help.') }, id);
    expect(await outcomeOf(id)).toBeNull();
  });

  it('leaves a call that has an outcome, or no transcript, without asking the model', async () => {
    const reported = await storedCall({ outcome: { ...urgent, outcome: 'message_taken', urgent: false } });
    const silent = await storedCall({ transcript: null });
    const llm = model(JSON.stringify(urgent));
    await analyseCallOutcome({ db: t.db, llm }, reported);
    await analyseCallOutcome({ db: t.db, llm }, silent);
    expect(llm.complete).not.toHaveBeenCalled();
    expect((await outcomeOf(reported))?.outcome).toBe('message_taken');
  });
});

describe('queueOutcomeAnalysis', () => {
  it('queues one analysis per call that ended without an outcome, keyed by the call', async () => {
    const send = vi.fn(async () => undefined);
    const call = { callId: 'c1', userId: owner.id, agentId: null, type: 'inboundPhoneCall' };
    await queueOutcomeAnalysis({ send })({ ...call, outcome: null });
    await queueOutcomeAnalysis({ send })({ ...call, callId: 'c2', outcome: urgent });
    expect(send.mock.calls).toEqual([['analyse-call-outcome', { callId: 'c1' }, 'c1']]);
  });
});
