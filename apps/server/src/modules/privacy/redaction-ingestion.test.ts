import type { CallList } from '@portal/shared/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecordOf } from '../../testing/sandbox-calls.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';

// The end-of-call report as Vapi sends it, with a card and a social security number in it: stored
// masked when the owner asked for it, and as said when not.

let t: TestApp;
let owner: SignedInUser;
let assistantId: string;

const TRANSCRIPT =
  'AI: Bright Smile Dental, how can I help?\n' +
  'User: I want to pay my bill. The card is four two four two, four two four two, four two four two, four two four two.\n' +
  'AI: Thank you. And for the insurance form, your social security number?\n' +
  'User: 123-45-6789. Call me back at 512-555-0142 about the $240 balance.';

async function report(callId: string) {
  const call = vapiCall({ id: callId, assistantId });
  const body = endOfCallReport(
    call,
    {
      transcript: TRANSCRIPT,
      messages: [{ role: 'user', message: 'The card is 4242 4242 4242 4242.', time: 1, secondsFromStart: 4 }],
    },
    { summary: 'The caller paid with card 4242 4242 4242 4242 and gave SSN 123-45-6789.' },
  );
  const response = await t.request('/api/webhooks/vapi', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return callRecordOf(t, callId);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, 'redaction');
  const created = await readJson<{ agent: { vapiAgentId: string } }>(
    await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' }),
  );
  assistantId = created.agent.vapiAgentId;
});
afterAll(() => t?.close());

describe('redaction as a call is stored', () => {
  it('stores the call as said while redaction is off', async () => {
    const stored = await report(crypto.randomUUID());
    expect(stored?.transcript).toBe(TRANSCRIPT);
  });

  it('masks cards and SSNs in the transcript, messages and summary, keeps the rest, and search finds none', async () => {
    await owner.json('/api/account/privacy', 'PATCH', { redactSensitive: true });
    const stored = await report(crypto.randomUUID());
    expect(stored?.transcript).toBe(
      'AI: Bright Smile Dental, how can I help?\n' +
        'User: I want to pay my bill. The card is [card number].\n' +
        'AI: Thank you. And for the insurance form, your social security number?\n' +
        'User: [SSN]. Call me back at 512-555-0142 about the $240 balance.',
    );
    expect(stored?.messages).toEqual([
      { role: 'user', message: 'The card is [card number].', time: 1, secondsFromStart: 4 },
    ]);
    expect(stored?.summary).toBe('The caller paid with card [card number] and gave SSN [SSN].');
    const found = await readJson<CallList>(await owner.request('/api/calls?q=4242'));
    expect(found.calls.map((call) => call.id)).not.toContain(stored?.id);
  });
});
