import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullAssistantBody, mountedVapi } from './testing.ts';

/**
 * The sandbox's setting of how each transfer destination takes a call, and what a call meets
 * when its assistant transfers to one set busy or not to answer.
 */

const ADMIN = '/_admin/transfer-destinations';

describe('Vapi emulator: /_admin/transfer-destinations', () => {
  it('sets a number busy or unanswered, lists it, and back to answering takes it off the list', async () => {
    const vapi = mountedVapi();
    expect((await vapi.call('GET', ADMIN)).body).toEqual([]);
    const busy = await vapi.call('PUT', `${ADMIN}/+15125550100`, { behaviour: 'busy' });
    expect(busy).toEqual({ status: 200, body: { number: '+15125550100', behaviour: 'busy' } });
    await vapi.call('PUT', `${ADMIN}/%2B15125550101`, { behaviour: 'no-answer' });
    expect((await vapi.call('GET', ADMIN)).body).toEqual([
      { number: '+15125550100', behaviour: 'busy' },
      { number: '+15125550101', behaviour: 'no-answer' },
    ]);
    await vapi.call('PUT', `${ADMIN}/+15125550100`, { behaviour: 'answers' });
    expect((await vapi.call('GET', ADMIN)).body).toEqual([{ number: '+15125550101', behaviour: 'no-answer' }]);
    expect(vapi.store.transferBehaviour('+15125550100')).toBe('answers');
  });

  it('needs no bearer token, like the other admin routes, and refuses what it cannot set', async () => {
    const vapi = mountedVapi();
    expect((await vapi.call('GET', ADMIN, undefined, null)).status).toBe(200);
    const notANumber = await vapi.call('PUT', `${ADMIN}/front-desk`, { behaviour: 'busy' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.message).toEqual(['number must be an E.164 phone number, like +15125550100']);
    const unknown = await vapi.call('PUT', `${ADMIN}/+15125550100`, { behaviour: 'voicemail' });
    expect(unknown.status).toBe(400);
    const extra = await vapi.call('PUT', `${ADMIN}/+15125550100`, { behaviour: 'busy', ringSeconds: 5 });
    expect(extra.body.message).toEqual(['property ringSeconds should not exist']);
  });

  it('keeps the settings in the sandbox’s state across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vapi-transfers-'));
    try {
      await mountedVapi(dataDir).call('PUT', `${ADMIN}/+15125550100`, { behaviour: 'no-answer' });
      expect(mountedVapi(dataDir).store.transferBehaviour('+15125550100')).toBe('no-answer');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a transfer to a destination that does not answer', () => {
  it('ends the call as Vapi does when the destination has no fallback plan', async () => {
    const vapi = mountedVapi();
    const assistant = (await vapi.call('POST', '/assistant', fullAssistantBody())).body;
    await vapi.call('PUT', `${ADMIN}/+15125550100`, { behaviour: 'busy' });
    const call = (await vapi.call('POST', '/call/web', { assistantId: assistant.id })).body;
    const said = await vapi.call('POST', `/web-call/${call.id}/messages`, { text: 'Can I speak to a person?' });
    expect(said.body).toMatchObject({
      reply: 'Connecting you now.',
      ended: { reason: 'call.forwarding.operator-busy' },
    });
    expect((await vapi.call('GET', `/call/${call.id}`)).body).toMatchObject({
      status: 'ended',
      endedReason: 'call.forwarding.operator-busy',
    });
  });
});
