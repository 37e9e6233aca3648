import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callRecordOf, sandboxVapiPost } from '../../testing/sandbox-calls.ts';
import { signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';

// A reload or a closed tab cuts a browser test call short; the page that loads next tells the
// server, which ends the call in the history.

let t: TestApp;
let owner: SignedInUser;
let assistantId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, 'left-call');
  const created = (await (await owner.json('/api/agents', 'POST', { agentName: 'Reloaded' })).json()) as {
    agent: { vapiAgentId: string };
  };
  assistantId = created.agent.vapiAgentId;
});
afterAll(() => t.close());

/** What the browser does on the sandbox's Vapi: make a web call, join it, maybe leave it. */
const vapi = <T>(path: string, body: unknown = {}) => sandboxVapiPost<T>(t, path, body);

const recordOf = (vapiCallId: string) => callRecordOf(t, vapiCallId);

const endLeft = (user: SignedInUser, callId: string) =>
  user.request(`/api/calls/test-calls/${callId}/end`, { method: 'POST' });

describe('POST /api/calls/test-calls/{callId}/end', () => {
  it('ends a call the page left in progress, as ended by the caller, and says which call it was', async () => {
    const call = await vapi<{ id: string }>('/call/web', { assistantId });
    await vapi(`/web-call/${call.id}/start`);
    await expect.poll(async () => (await recordOf(call.id))?.status).toBe('in-progress');

    const response = await endLeft(owner, call.id);
    expect(response.status).toBe(200);
    const record = await recordOf(call.id);
    expect(await response.json()).toEqual({ id: record!.id, endedReason: 'customer-ended-call' });
    expect(record).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });

    // Asked again (a second reload), nothing changes.
    expect(await (await endLeft(owner, call.id)).json()).toEqual({
      id: record!.id,
      endedReason: 'customer-ended-call',
    });
  });

  it('keeps the end the platform reported when the page had ended the call on its way out', async () => {
    const call = await vapi<{ id: string }>('/call/web', { assistantId });
    await vapi(`/web-call/${call.id}/start`);
    await vapi(`/web-call/${call.id}/end`, { endedReason: 'silence-timed-out' });
    const response = await endLeft(owner, call.id);
    expect(await response.json()).toMatchObject({ endedReason: 'silence-timed-out' });
    expect((await recordOf(call.id))?.endedReason).toBe('silence-timed-out');
  });

  it("finds only the owner's own calls, and no call that never started", async () => {
    const call = await vapi<{ id: string }>('/call/web', { assistantId });
    await vapi(`/web-call/${call.id}/start`);
    const stranger = await signedInUser(t, 'stranger');
    const refused = await endLeft(stranger, call.id);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorJson).error.message).toBe('Call not found.');
    expect((await recordOf(call.id))?.status).toBe('in-progress');

    const queued = await vapi<{ id: string }>('/call/web', { assistantId });
    expect((await endLeft(owner, queued.id)).status).toBe(404);
    expect(await recordOf(queued.id)).toBeUndefined();
    expect((await endLeft(owner, randomUUID())).status).toBe(404);
  });

  it('answers 400 naming the field for an id that is not one', async () => {
    const response = await endLeft(owner, 'not-a-call');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(/^callId: /);
  });
});
