import { DEFAULT_TEXTING_SETTINGS, TEXTING_WAITS, type TextingSettings } from '@portal/shared/texts.plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { textingOwner } from './testing.ts';

// The Texts card saves like every card, and its switches wait for the business's registration.

let t: TestApp;
let waiting: SignedInUser;
let approved: SignedInUser;
let waitingAgent: string;
let approvedAgent: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  waiting = await signedInUser(t, 'waiting');
  approved = await signedInUser(t, 'approved');
  waitingAgent = (await phoneApi(t).createAgent(waiting)).id;
  approvedAgent = (await textingOwner(t, approved)).agentId;
});
afterAll(() => t.close());

const save = async (user: SignedInUser, agentId: string, textingSettings: Partial<TextingSettings>) => {
  const response = await user.json(`/api/agents/${agentId}/sections/texts`, 'PATCH', {
    textingSettings: { ...DEFAULT_TEXTING_SETTINGS, ...textingSettings },
  });
  return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
};
const settingsOf = async (user: SignedInUser, agentId: string) =>
  ((await (await user.request(`/api/agents/${agentId}`)).json()) as { textingSettings: TextingSettings })
    .textingSettings;

describe('the Texts card', () => {
  it('reads every text as off, with the default templates, until the owner saves it', async () => {
    expect(await settingsOf(waiting, waitingAgent)).toEqual(DEFAULT_TEXTING_SETTINGS);
  });

  it('refuses to switch a text on before the business is approved, and says why', async () => {
    const refused = await save(waiting, waitingAgent, {
      booking: { on: true, template: DEFAULT_TEXTING_SETTINGS.booking.template },
    });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: TEXTING_WAITS } } });
    expect((await settingsOf(waiting, waitingAgent)).booking.on).toBe(false);
  });

  it('keeps an edited template while its text is off', async () => {
    const template = '{business}: see you soon for {service} on {when}.';
    expect((await save(waiting, waitingAgent, { booking: { on: false, template } })).status).toBe(200);
    expect((await settingsOf(waiting, waitingAgent)).booking).toEqual({ on: false, template });
  });

  it('says what is wrong with a template, and keeps the saved one', async () => {
    const noName = await save(approved, approvedAgent, { missedCall: { on: true, template: 'Sorry we missed you!' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error!.message).toContain('keep {business} in the text');
    const unknown = await save(approved, approvedAgent, { booking: { on: true, template: '{business}: hi {name}' } });
    expect(unknown.body.error!.message).toContain('{name} is not something the text can fill in');
    expect((await settingsOf(approved, approvedAgent)).missedCall.on).toBe(false);
  });

  it('switches texts on once the business is approved', async () => {
    const on = { on: true, template: DEFAULT_TEXTING_SETTINGS.missedCall.template };
    expect((await save(approved, approvedAgent, { missedCall: on })).status).toBe(200);
    expect((await settingsOf(approved, approvedAgent)).missedCall).toEqual(on);
  });
});
