import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  // Saturday 28 November 2026, 23:00 in New York: already Sunday in UTC.
  t = await createTestApp({ now: () => new Date('2026-11-29T04:00:00Z') });
  owner = await signedInUser(t, 'holidays');
  other = await signedInUser(t, 'holidays-other');
});
afterAll(() => t.close());

describe('coming US federal holidays', () => {
  it("lists the next twelve months from today in the agent's zone, as observed", async () => {
    const agent = (await (await owner.json('/api/agents', 'POST', { agentName: 'Sam' })).json()) as {
      agent: { id: string };
    };
    const { holidays } = (await (await owner.request(`/api/agents/${agent.agent.id}/us-holidays`)).json()) as {
      holidays: { date: string; name: string }[];
    };
    expect(holidays[0]).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
    // New Year's Day 2027 is a Friday; Independence Day 2027 is a Sunday, observed on Monday 5 July.
    expect(holidays.map((holiday) => holiday.date)).toContain('2027-01-01');
    expect(holidays.find((holiday) => holiday.name === 'Independence Day')?.date).toBe('2027-07-05');
    expect(holidays.at(-1)).toEqual({ date: '2027-11-25', name: 'Thanksgiving Day' });
    expect(holidays).toHaveLength(11);
    expect((await other.request(`/api/agents/${agent.agent.id}/us-holidays`)).status).toBe(404);
  });
});
