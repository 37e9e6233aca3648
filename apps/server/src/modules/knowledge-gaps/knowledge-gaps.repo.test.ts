import { randomUUID } from 'node:crypto';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { questionKey } from '@portal/shared/knowledge-gaps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../db/schema/index.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listKnowledgeGaps, resolveKnowledgeGap } from './knowledge-gaps.repo.ts';

// The grouping runs in SQL: these calls are written straight into call_records, at fixed times.
const NOW = new Date('2026-05-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

let t: TestApp;
let owner: SignedInUser;
let agentId: string;
let otherAgentId: string;

const outcome = (unansweredQuestions: unknown): CallOutcome =>
  ({ outcome: 'question_unanswered', unansweredQuestions, urgent: false, collected: [] }) as CallOutcome;
const call = (startedAt: Date | null, questions: unknown, agent = agentId) => ({
  vapiCallId: randomUUID(),
  userId: owner.id,
  agentId: agent,
  type: 'inboundPhoneCall',
  startedAt,
  createdAt: startedAt ?? daysAgo(1),
  outcome: outcome(questions),
});
const createAgent = async (agentName: string) =>
  (await readJson<{ agent: { id: string } }>(await owner.json('/api/agents', 'POST', { agentName }))).agent.id;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'gaps-repo');
  agentId = await createAgent('Desk');
  otherAgentId = await createAgent('Other Desk');
});
afterAll(() => t.close());

describe('listKnowledgeGaps', () => {
  it('groups by the same key as the shared questionKey, most asked first, then most recent', async () => {
    const tricky = '  ¿Do you “TAKE” Medicaid…?\n\tOr—not? ';
    await t.db
      .insert(callRecords)
      .values([
        call(daysAgo(3), ['Do you take Medicaid?', 'Can I bring my dog?']),
        call(daysAgo(2), [tricky]),
        call(daysAgo(1), ['Is there parking?']),
        call(daysAgo(40), ['Do you take Medicaid?', 'An old question?']),
        call(null, ['Can I bring my dog?']),
        call(daysAgo(1), ['Do you take Medicaid?'], otherAgentId),
        call(daysAgo(1), 'not a list'),
        call(daysAgo(1), ['', '?!']),
      ]);
    const gaps = await listKnowledgeGaps(t.db, owner.id, agentId, NOW);
    expect(gaps.map(({ key, question, count }) => ({ key, question, count }))).toEqual([
      { key: 'can i bring my dog', question: 'Can I bring my dog?', count: 2 },
      { key: 'is there parking', question: 'Is there parking?', count: 1 },
      { key: questionKey(tricky), question: tricky, count: 1 },
      { key: 'do you take medicaid', question: 'Do you take Medicaid?', count: 1 },
    ]);
    expect(gaps[1]!.lastAskedAt).toEqual(daysAgo(1));
  });

  it('leaves out a question resolved after it was last asked, and lists it again once asked after', async () => {
    await resolveKnowledgeGap(t.db, owner.id, agentId, 'is there parking');
    expect((await listKnowledgeGaps(t.db, owner.id, agentId, NOW)).map((gap) => gap.key)).not.toContain(
      'is there parking',
    );
    // Resolving is "now" in the database's clock: a call recorded later brings it back.
    await t.db.insert(callRecords).values(call(new Date(Date.now() + 60_000), ['Is there parking?']));
    const later = new Date(Date.now() + 120_000);
    expect((await listKnowledgeGaps(t.db, owner.id, agentId, later)).map((gap) => gap.key)).toContain(
      'is there parking',
    );
  });

  it('lists at most 20', async () => {
    await t.db.insert(callRecords).values(
      call(
        daysAgo(1),
        Array.from({ length: 25 }, (_, index) => `Question number ${index}?`),
      ),
    );
    expect(await listKnowledgeGaps(t.db, owner.id, agentId, NOW)).toHaveLength(20);
  });
});
