import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHours } from '@portal/shared/agents/hours';
import { ACCENTS, VIBES } from '@portal/shared/agents/personality.plain';
import { eq } from 'drizzle-orm';
import {
  FORWARDING_NUMBER_INVALID,
  FORWARDING_NUMBER_REQUIRED,
  FORWARDING_OWN_NUMBER,
} from '@portal/shared/agents/forwarding.plain';
import { phoneNumbers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';

type Saved = {
  agent: Record<string, unknown> & { vapiAgentId: string; userSavedSections: string[] };
  syncError: string | null;
};
type Assistant = { firstMessage: string; model: { messages: { content: string }[]; tools: { type: string }[] } };

let t: TestApp;
let user: SignedInUser;
let agentId: string;

const vapi = async (path: string, init: RequestInit = {}) =>
  fetch(`${t.baseUrl}/sandbox/vapi${path}`, {
    ...init,
    headers: { authorization: 'Bearer t', 'content-type': 'application/json', ...init.headers },
  });
const save = (key: string, body: unknown) => user.json(`/api/agents/${agentId}/sections/${key}`, 'PATCH', body);
const assistantOf = async (saved: Saved) =>
  (await (await vapi(`/assistant/${saved.agent.vapiAgentId}`)).json()) as Assistant;
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  user = await signedInUser(t, 'sections');
});
afterAll(() => t.close());

// Every test edits an agent of its own, so none depends on what another saved.
beforeEach(async () => {
  agentId = ((await (await user.json('/api/agents', 'POST', { agentName: 'Sam' })).json()) as { agent: { id: string } })
    .agent.id;
});
afterEach(async () => {
  await vapi('/_admin/faults', { method: 'DELETE' });
  expect((await user.request(`/api/agents/${agentId}`, { method: 'DELETE' })).status).toBe(200);
});

describe('saving configuration sections', () => {
  it('refuses a blank Business Name with the reason, keeping the saved one', async () => {
    expect((await save('businessName', { businessName: 'Sam & Co' })).status).toBe(200);
    const blank = await save('businessName', { businessName: '   ' });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe(
      'businessName: Enter your business name: your agent answers the phone with it, and your agent cannot go live without it.',
    );
    const agent = (await (await user.request(`/api/agents/${agentId}`)).json()) as { businessName: string };
    expect(agent.businessName).toBe('Sam & Co');
  });

  it('refuses a task switched on with its text empty, naming what it needs, and switches it off with null', async () => {
    expect((await save('makeASale', { makeASale: 'Offer the yearly plan.' })).status).toBe(200);
    for (const empty of ['', '  \n ']) {
      const refused = await save('makeASale', { makeASale: empty });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe('makeASale: Describe what the agent should offer.');
    }
    const agent = (await (await user.request(`/api/agents/${agentId}`)).json()) as { makeASale: string | null };
    expect(agent.makeASale).toBe('Offer the yearly plan.');
    const off = (await (await save('makeASale', { makeASale: null })).json()) as Saved;
    expect(off.agent.makeASale).toBeNull();
  });

  it('saves a text card, marks it user-saved and pushes it to the assistant', async () => {
    const response = await save('greeting', { greeting: '  Hi, Acme Dental here!  ' });
    const saved = (await response.json()) as Saved;
    expect(response.status).toBe(200);
    expect(saved.agent.greeting).toBe('Hi, Acme Dental here!');
    expect(saved.agent.userSavedSections).toContain('greeting');
    // After the recording notice callers hear first (the Recording & Privacy card's default).
    expect((await assistantOf(saved)).firstMessage).toBe('This call is recorded. Hi, Acme Dental here!');
  });

  it('suggests what to say on a test call from what the agent now knows: a saved price list asks its price', async () => {
    const before = (await (await user.request(`/api/agents/${agentId}`)).json()) as { tryPrompts: string[] };
    expect(before.tryPrompts).not.toContain('How much is whitening?');
    const saved = (await (await save('yourPrices', { yourPrices: 'Whitening: $250\nCleaning: $120' })).json()) as Saved;
    expect(saved.agent.tryPrompts).toContain('How much is whitening?');
  });

  it('puts hours in the system prompt and validates their shape', async () => {
    const hours = { ...defaultHours(), Sat: { open: true, start: '10:00', end: '14:00' } };
    const saved = (await (await save('yourHours', { yourHours: hours, timezone: 'Europe/London' })).json()) as Saved;
    expect((await assistantOf(saved)).model.messages[0]!.content).toContain(
      'Opening hours (Europe/London): Mon-Fri 09:00-17:00; Sat 10:00-14:00; Sun closed',
    );
    const bad = await save('yourHours', {
      yourHours: { ...hours, Mon: { open: true, start: '18:00', end: '09:00' } },
      timezone: 'UTC',
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/closing time must be after/);
  });

  it('keeps closed dates with the hours, says them in the prompt, and keeps them when a save leaves them out', async () => {
    const hours = defaultHours();
    const closures = [
      { id: 'c2', from: '2026-12-25', to: '2026-12-25', note: null },
      { id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' },
    ];
    const saved = (await (
      await save('yourHours', { yourHours: hours, timezone: 'America/New_York', closures })
    ).json()) as Saved;
    expect((saved.agent.closures as { id: string }[]).map((closure) => closure.id)).toEqual(['c1', 'c2']);
    expect((await assistantOf(saved)).model.messages[0]!.content).toContain(
      'Closed all day on: Nov 26, 2026 to Nov 27, 2026 (Thanksgiving); Dec 25, 2026.',
    );
    const older = (await (await save('yourHours', { yourHours: hours, timezone: 'America/New_York' })).json()) as Saved;
    expect((older.agent.closures as unknown[]).length).toBe(2);
    const backwards = await save('yourHours', {
      yourHours: hours,
      timezone: 'America/New_York',
      closures: [{ id: 'c3', from: '2026-12-31', to: '2026-12-01', note: null }],
    });
    expect([backwards.status, await errorOf(backwards)]).toEqual([
      400,
      'closures.0.to: The last closed day cannot be before the first.',
    ]);
  });

  it('applies the call forwarding rules and adds the transfer tool, warm, to each destination', async () => {
    const destination = (number: string, countryCode = '+1', id = 'd1') => ({
      id,
      name: 'Front desk',
      countryCode,
      number,
      reason: 'Billing questions',
      ringWhen: 'open_hours',
      hours: null,
    });
    const forward = (...transferDestinations: unknown[]) =>
      save('callForwarding', { callForwardingActive: true, transferDestinations });
    expect(await errorOf(await forward(destination('')))).toBe(
      `transferDestinations.0.number: ${FORWARDING_NUMBER_REQUIRED}`,
    );
    const short = await forward(destination('12-34', '+44'));
    expect([short.status, await errorOf(short)]).toEqual([
      400,
      `transferDestinations.0.number: ${FORWARDING_NUMBER_INVALID}`,
    ]);
    const saved = (await (
      await forward(destination('(512) 555-0100'), destination('020 7946 0000', '+44', 'd2'))
    ).json()) as Saved;
    // Stored in E.164, whatever way it was typed, and sent also as people write it (the pages show that).
    const destinations = saved.agent.transferDestinations as { number: string; display: string }[];
    expect(destinations.map(({ number, display }) => [number, display])).toEqual([
      ['+15125550100', '(512) 555-0100'],
      ['+442079460000', '+44 20 7946 0000'],
    ]);
    const transfer = (await assistantOf(saved)).model.tools.find((tool) => tool.type === 'transferCall') as unknown as {
      destinations: { number: string; description: string; transferPlan: { mode: string; timeout: number } }[];
    };
    expect(transfer.destinations.map(({ number, description }) => [number, description])).toEqual([
      ['+15125550100', 'Front desk: Billing questions'],
      ['+442079460000', 'Front desk: Billing questions'],
    ]);
    expect(transfer.destinations[0]!.transferPlan).toMatchObject({
      mode: 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
      timeout: 20,
    });

    // Switched off, the destinations stay for next time, and the agent transfers nowhere.
    const off = (await (
      await save('callForwarding', { callForwardingActive: false, transferDestinations: destinations.slice(0, 1) })
    ).json()) as Saved;
    expect([off.agent.callForwardingActive, (off.agent.transferDestinations as unknown[]).length]).toEqual([false, 1]);
    expect((await assistantOf(off)).model.tools.map((tool) => tool.type)).not.toContain('transferCall');
  });

  it('takes a save in the shape of the single number, as one destination ringing at any hour', async () => {
    const legacy = (callForwardingNumber: string) =>
      save('callForwarding', {
        callForwardingActive: true,
        callForwardingCountryCode: '+1',
        callForwardingNumber,
        callForwardingInstructions: 'Billing questions',
      });
    expect(await errorOf(await legacy(''))).toContain('Phone number is required when forwarding is enabled.');
    const saved = (await (await legacy('(512) 555-0100')).json()) as Saved;
    expect(saved.agent.transferDestinations).toEqual([
      {
        id: 'd1',
        name: 'Staff line',
        countryCode: '+1',
        number: '+15125550100',
        reason: 'Billing questions',
        ringWhen: 'always',
        hours: null,
        display: '(512) 555-0100',
      },
    ]);
  });

  it("refuses to forward calls to one of the agent's own numbers, naming the reason", async () => {
    await t.db.insert(phoneNumbers).values([
      { userId: user.id, phoneNumber: '+15125550177', assignedAgentId: agentId },
      { userId: user.id, phoneNumber: '+15125550178', assignedAgentId: null },
    ]);
    const forwardTo = (number: string) =>
      save('callForwarding', {
        callForwardingActive: true,
        transferDestinations: [
          {
            id: 'd1',
            name: 'Front desk',
            countryCode: '+1',
            number,
            reason: 'Anyone',
            ringWhen: 'always',
            hours: null,
          },
        ],
      });
    const own = await forwardTo('(512) 555-0177');
    expect([own.status, await errorOf(own)]).toEqual([400, `transferDestinations.0.number: ${FORWARDING_OWN_NUMBER}`]);
    const agent = (await (await user.request(`/api/agents/${agentId}`)).json()) as Saved['agent'];
    expect([agent.callForwardingActive, agent.transferDestinations]).toEqual([false, []]);
    // A number the owner has that rings no agent, or another one, is a place to forward to.
    expect((await forwardTo('512-555-0178')).status).toBe(200);
    await t.db.delete(phoneNumbers).where(eq(phoneNumbers.userId, user.id));
  });

  it('forwards urgent calls to the destination chosen for them, or the first when it is gone', async () => {
    await save('callForwarding', {
      callForwardingActive: true,
      transferDestinations: [
        {
          id: 'd1',
          name: 'Front desk',
          countryCode: '+1',
          number: '5125550100',
          reason: 'Billing',
          ringWhen: 'open_hours',
          hours: null,
        },
        {
          id: 'd2',
          name: 'Dr. Lee',
          countryCode: '+1',
          number: '5125550111',
          reason: 'Emergencies',
          ringWhen: 'always',
          hours: null,
        },
      ],
    });
    const urgent = (urgentMattersDestinationId: string) =>
      save('urgentMatters', {
        urgentMattersEnabled: true,
        urgentMattersSituations: 'Severe pain',
        urgentMattersAction: 'forward_call',
        urgentMattersInfoToCollect: [],
        urgentMattersInfoToCollectOther: null,
        urgentMattersDestinationId,
      });
    const chosen = (await (await urgent('d2')).json()) as Saved;
    expect(chosen.agent.urgentMattersDestinationId).toBe('d2');
    const prompt = (await assistantOf(chosen)).model.messages[0]!.content;
    expect(prompt).toContain(
      'Then transfer the call right away with the transferCall tool, to Dr. Lee, which may ring any time',
    );
    const gone = (await (await urgent('d9')).json()) as Saved;
    expect(gone.agent.urgentMattersDestinationId).toBeNull();
  });

  it('holds Business Name to one line of 100 characters, naming the field and the limit', async () => {
    const long = await save('businessName', { businessName: 'x'.repeat(5000) });
    expect([long.status, await errorOf(long)]).toEqual([
      400,
      'businessName: Business Name must be at most 100 characters.',
    ]);
    const twoLines = await save('businessName', { businessName: 'Bright\nSmile' });
    expect(await errorOf(twoLines)).toBe('businessName: Business Name must be one line, without line breaks.');
    const saved = (await (await save('businessName', { businessName: ` ${'x'.repeat(100)} ` })).json()) as Saved;
    expect(saved.agent.businessName).toBe('x'.repeat(100));
    const name = await save('agentName', { agentName: 'x'.repeat(81) });
    expect(await errorOf(name)).toBe('agentName: Agent name must be at most 80 characters.');
  });

  it('rebuilds speaking_style when vibe or accent changes', async () => {
    const saved = (await (await save('vibeAndAccent', { vibe: 'luxury_elegant', accent: 'british' })).json()) as Saved;
    const british = ACCENTS.find((a) => a.id === 'british')!.instruction;
    const luxury = VIBES.find((v) => v.id === 'luxury_elegant')!.instruction;
    expect(saved.agent.speakingStyle).toBe(`${british} ${luxury}`);
  });

  it('parses urgent info given as a JSON string and drops Other text when Other is unticked', async () => {
    const saved = (await (
      await save('urgentMatters', {
        urgentMattersEnabled: true,
        urgentMattersSituations: 'Flooding',
        urgentMattersAction: 'take_message',
        urgentMattersInfoToCollect: '["Full Name","Phone"]',
        urgentMattersInfoToCollectOther: 'Valve location',
      })
    ).json()) as Saved;
    expect(saved.agent.urgentMattersInfoToCollect).toEqual(['Full Name', 'Phone']);
    expect(saved.agent.urgentMattersInfoToCollectOther).toBeNull();
  });

  it('refuses unknown fields and unknown sections without touching the agent', async () => {
    expect((await save('greeting', { greeting: 'Hi, Acme Dental here!' })).status).toBe(200);
    const sneaky = await save('greeting', { greeting: 'x', userId: 'someone-else' });
    expect(sneaky.status).toBe(400);
    expect(await errorOf(sneaky)).toMatch(/userId/);
    expect((await save('isDeleted', { isDeleted: true })).status).toBe(404);
    const agent = (await (await user.request(`/api/agents/${agentId}`)).json()) as {
      greeting: string;
      isDeleted: boolean;
    };
    expect([agent.greeting, agent.isDeleted]).toEqual(['Hi, Acme Dental here!', false]);
  });

  it('says in plain words when the voice platform refuses the assistant, keeping its details out', async () => {
    await vapi('/_admin/faults', { method: 'POST', body: JSON.stringify({ path: '/assistant', status: 400 }) });
    const saved = (await (await save('endOfCall', { endOfCall: 'Bye!' })).json()) as Saved;
    expect(saved.agent.endOfCall).toBe('Bye!');
    expect(saved.syncError).toBe(
      'Your changes are saved, but the voice platform did not accept the updated assistant. It will be tried again automatically; if this message stays, contact support.',
    );
  });

  it('keeps the edit when the voice platform fails, reports it, and catches up on retry', async () => {
    await vapi('/_admin/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/assistant', status: 500, times: 10 }),
    });
    const response = await save('endOfCall', { endOfCall: 'Bye for now!' });
    const saved = (await response.json()) as Saved;
    expect(response.status).toBe(200);
    expect(saved.agent.endOfCall).toBe('Bye for now!');
    // What failed, that the edit is safe, and what happens next; no vendor paths or ids.
    expect(saved.syncError).toBe(
      'Your changes are saved, but the voice platform could not be reached to update the assistant. It will be tried again automatically.',
    );
    expect(saved.agent.syncError).toBe(saved.syncError);
    await vapi('/_admin/faults', { method: 'DELETE' });
    const retried = (await (await user.request(`/api/agents/${agentId}/sync`, { method: 'POST' })).json()) as {
      error: string | null;
      agent: { syncError: string | null };
    };
    expect([retried.error, retried.agent.syncError]).toEqual([null, null]);
  });
});

describe('background retry', () => {
  it('pushes agents whose last sync failed', async () => {
    const { retryFailedSyncs } = await import('./sync-retry.service.ts');
    const { createProviders } = await import('../../providers/create-providers.ts');
    await vapi('/_admin/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/assistant', status: 500, times: 10 }),
    });
    const failed = (await (await save('specialOffers', { specialOffers: '10% off' })).json()) as Saved;
    expect(failed.syncError).not.toBeNull();
    await vapi('/_admin/faults', { method: 'DELETE' });
    const { voice } = createProviders(t.config);
    const logger = (await import('../../lib/logger.ts')).createLogger('silent');
    const result = await retryFailedSyncs({
      db: t.db,
      voice,
      logger,
      webhookUrl: 'http://x/api/webhooks/vapi',
      webhookSecret: 's',
    });
    expect(result.fixed).toBeGreaterThanOrEqual(1);
    const agent = (await (await user.request(`/api/agents/${agentId}`)).json()) as { syncError: string | null };
    expect(agent.syncError).toBeNull();
  });
});

describe('keeping the suggestions', () => {
  const keep = (id: string) => user.json(`/api/agents/${id}/keep-suggestions`, 'POST', {});

  it("accepts every suggested card at once, after which callers are told the template's facts", async () => {
    const templates = (await (await user.request('/api/agents/templates')).json()) as {
      id: string;
      industry: string;
    }[];
    const dental = templates.find((template) => template.industry === 'dental_clinic')!;
    const created = (await (
      await user.json('/api/agents', 'POST', { agentName: 'Smile', templateId: dental.id })
    ).json()) as Saved;
    const before = await assistantOf(created);
    expect(before.model.messages[0]!.content).toContain('Opening hours: the business has not given them.');

    const response = await keep(created.agent.id as string);
    expect(response.status).toBe(200);
    const kept = (await response.json()) as Saved;
    expect(kept.agent.userSavedSections).toEqual(expect.arrayContaining(['yourHours', 'greeting', 'voice']));
    expect((await assistantOf(kept)).model.messages[0]!.content).toMatch(/Opening hours \(America\/\w+\): Mon/);
    // A second time keeps nothing more and changes nothing.
    const again = (await (await keep(created.agent.id as string)).json()) as Saved;
    expect(again.agent.userSavedSections).toEqual(kept.agent.userSavedSections);
  });

  it('leaves a card the owner already changed as it is, and refuses another owner', async () => {
    expect((await save('businessName', { businessName: 'Sam & Co' })).status).toBe(200);
    const kept = (await (await keep(agentId)).json()) as Saved;
    expect(kept.agent.businessName).toBe('Sam & Co');
    const stranger = await signedInUser(t, 'keep-stranger');
    expect((await stranger.json(`/api/agents/${agentId}/keep-suggestions`, 'POST', {})).status).toBe(404);
  });
});
