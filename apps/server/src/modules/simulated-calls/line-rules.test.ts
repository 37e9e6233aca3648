import type { SimulatedCall, SandboxTransferList } from '@portal/shared/agents/simulated-calls';
import type { CallDetail } from '@portal/shared/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneApi } from '../phone-numbers/testing.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The walk-through on the emulated platform, through the API an owner uses: the agent's
 * hours, closed dates and transfer destinations decide who a caller reaches, and when, on a fixed
 * clock in the business's zone (Chicago).
 */

const TUESDAY_10AM = new Date('2026-11-24T16:00:00Z');
const TUESDAY_9PM = new Date('2026-11-25T03:00:00Z');
const FRIDAY_AFTER_THANKSGIVING_10AM = new Date('2026-11-27T16:00:00Z');
let clock = TUESDAY_10AM;
let t: TestApp;
let owner: SignedInUser;
let agentId: string;

const HOURS = Object.fromEntries(
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, index) => [
    day,
    index < 5 ? { open: true, start: '09:00', end: '17:00' } : { open: false, start: null, end: null },
  ]),
);
const destination = (id: string, name: string, number: string, reason: string) => ({
  id,
  name,
  countryCode: '+1',
  number,
  reason,
  ringWhen: 'open_hours',
  hours: null,
});

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => clock });
  const phones = phoneApi(t);
  owner = await signedInUser(t, 'line-rules');
  const templates = await readJson<{ id: string; industry: string }[]>(await owner.request('/api/agents/templates'));
  const dental = templates.find((template) => template.industry === 'dental_clinic')!;
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Smile Desk', templateId: dental.id });
  agentId = (await readJson<{ agent: { id: string } }>(created)).agent.id;
  const save = async (key: string, body: unknown) => {
    const response = await owner.json(`/api/agents/${agentId}/sections/${key}`, 'PATCH', body);
    expect(response.status, await response.clone().text()).toBe(200);
  };
  await save('yourHours', {
    yourHours: HOURS,
    timezone: 'America/Chicago',
    closures: [{ id: 'c1', from: '2026-11-27', to: '2026-11-27', note: 'Closed for Thanksgiving' }],
  });
  await save('callForwarding', {
    callForwardingActive: true,
    transferDestinations: [
      destination('front', 'Front desk', '(512) 555-0100', 'Anything the agent cannot help with'),
      destination('billing', 'Billing', '(512) 555-0101', 'Billing questions'),
    ],
  });
  const bought = await phones.buy(owner, await phones.available(owner, '512'), agentId);
  expect(bought.status).toBe(201);
});
afterAll(() => t.close());

const ring = async (callerLines: string[]) => {
  const response = await owner.json(`/api/agents/${agentId}/simulated-calls`, 'POST', { callerLines });
  expect(response.status, await response.clone().text()).toBe(201);
  const call = await readJson<SimulatedCall>(response);
  return readJson<CallDetail>(await owner.request(`/api/calls/${call.callId}`));
};

/** A billing caller who leaves a message when nobody can take the call. */
const BILLING_CALLER = [
  'Hi, I have a question about my bill.',
  'Jane Doe.',
  '512-555-0142.',
  'May 4, 1980.',
  'Existing client.',
  'Delta Dental.',
  'Please call me back about the invoice.',
  'Thanks, bye.',
];

describe('a dental line with a front desk and billing, open 9 to 5 on weekdays, closed the day after Thanksgiving', () => {
  it('warm-transfers a billing question at 10 AM on a weekday to Billing, telling them who is calling and why', async () => {
    clock = TUESDAY_10AM;
    const call = await ring(['Hi, I have a question about my bill.']);
    expect(call.outcomeKind).toBe('transferred');
    expect(call.transcript).toContain(
      'AI: To Billing: A caller is calling from (512) 555-0123 about billing questions.',
    );
  });

  it('takes a message at 9 PM instead, saying when Billing is in', async () => {
    clock = TUESDAY_9PM;
    const call = await ring(BILLING_CALLER);
    expect(call.transcript).toContain('Billing is available from 9:00 AM tomorrow. I can take a message for the team.');
    expect(call.transcript).not.toContain('Please hold');
    expect(call.outcomeKind, call.transcript ?? '').toBe('message_taken');
    expect(call.message).toMatch(/invoice/);
  });

  it('falls back to a message when Billing does not answer (the sandbox setting)', async () => {
    clock = TUESDAY_10AM;
    const listed = await readJson<SandboxTransferList>(await owner.request(`/api/agents/${agentId}/sandbox-transfers`));
    expect(listed.destinations.map(({ name, number, behaviour }) => [name, number, behaviour])).toEqual([
      ['Front desk', '+15125550100', 'answers'],
      ['Billing', '+15125550101', 'answers'],
    ]);
    const set = await owner.json(`/api/agents/${agentId}/sandbox-transfers/billing`, 'PUT', { behaviour: 'no-answer' });
    expect(set.status).toBe(200);
    const call = await ring(BILLING_CALLER);
    expect(call.transcript).toContain('Sorry, nobody could take your call just now. I can take a message');
    expect(call.outcomeKind).toBe('message_taken');
    await owner.json(`/api/agents/${agentId}/sandbox-transfers/billing`, 'PUT', { behaviour: 'answers' });
  });

  it('says it is closed the day after Thanksgiving, when it opens again, and will not book that day', async () => {
    clock = FRIDAY_AFTER_THANKSGIVING_10AM;
    const call = await ring(['Are you open today?', 'Can I book a cleaning for today?']);
    expect(call.transcript).toContain(
      "AI: Today we're closed (Closed for Thanksgiving). We open again on Monday at 9:00 AM.",
    );
    expect(call.transcript).toContain("AI: We're closed on Friday, November 27 (Closed for Thanksgiving).");
    expect(call.appointment).toBeNull();
  });

  it("keeps the sandbox setting to the owner's own destinations", async () => {
    const stranger = await signedInUser(t, 'line-rules-stranger');
    expect((await stranger.request(`/api/agents/${agentId}/sandbox-transfers`)).status).toBe(404);
    const put = await stranger.json(`/api/agents/${agentId}/sandbox-transfers/billing`, 'PUT', { behaviour: 'busy' });
    expect(put.status).toBe(404);
    const unknown = await owner.json(`/api/agents/${agentId}/sandbox-transfers/nowhere`, 'PUT', { behaviour: 'busy' });
    expect(unknown.status).toBe(404);
    const bad = await owner.json(`/api/agents/${agentId}/sandbox-transfers/billing`, 'PUT', { behaviour: 'maybe' });
    expect(bad.status).toBe(400);
  });
});
