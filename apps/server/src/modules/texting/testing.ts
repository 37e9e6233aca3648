import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppointmentChange } from '@portal/shared/callers.plain';
import { SAMPLE_BUSINESS } from '@portal/shared/testing/texting-business';
import { DEFAULT_TEXTING_SETTINGS, type TextingSettings } from '@portal/shared/texts.plain';
import { telnyxWebhookUrl } from '../../config.ts';
import { agents, callers, callRecords, profiles } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createProviders } from '../../providers/create-providers.ts';
import type { SignedInUser } from '../../testing/signed-in-user.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { advanceRegistrations } from './registration.service.ts';
import type { TextsDeps } from './texts.service.ts';

/** The texting service's parts against the test app's emulators, with the jobs it queues recorded. */
export function textsTestDeps(t: TestApp) {
  const queued: { name: string; data: object }[] = [];
  const { messaging } = createProviders(t.config);
  const deps: TextsDeps & { publicUrl: string; webhookUrl: string } = {
    db: t.db,
    messaging,
    logger: createLogger('silent'),
    now: () => new Date(),
    jobs: { send: async (name, data) => void queued.push({ name, data }) },
    publicUrl: t.config.publicUrl,
    webhookUrl: telnyxWebhookUrl(t.config),
  };
  return { deps, queued };
}

/**
 * An owner whose business is registered and approved for texting, with an agent on a number
 * assigned to the campaign: the Texts card's switches set as given.
 */
export async function textingOwner(t: TestApp, user: SignedInUser, settings: Partial<TextingSettings> = {}) {
  const api = phoneApi(t);
  await api.setPlan(user, 'Premium Plan');
  const agent = await api.createAgent(user);
  const bought = await api.buy(user, await api.available(user, '512'), agent.id);
  if (bought.status !== 201) throw new Error(`no number: ${bought.status}`);
  await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationDelayMs: 0 }),
  });
  const submitted = await user.json('/api/texting/registration', 'POST', SAMPLE_BUSINESS);
  if (submitted.status !== 200) throw new Error(`not registered: ${submitted.status}`);
  const { deps } = textsTestDeps(t);
  for (let step = 0; step < 3; step += 1) await advanceRegistrations(deps, new Date(Date.now() + 60_000));
  await t.db
    .update(agents)
    .set({ textingSettings: { ...DEFAULT_TEXTING_SETTINGS, ...settings }, businessName: 'Bright Smile Dental' })
    .where(eq(agents.id, agent.id));
  return { agentId: agent.id, number: bought.body.phoneNumber.phoneNumber, phoneNumberId: bought.body.phoneNumber.id };
}

export const switchedOn = (...kinds: (keyof TextingSettings)[]): Partial<TextingSettings> =>
  Object.fromEntries(kinds.map((kind) => [kind, { ...DEFAULT_TEXTING_SETTINGS[kind], on: true }]));

export async function setOwnerMobile(t: TestApp, userId: string, mobile: string | null) {
  await t.db.update(profiles).set({ textAlertsMobile: mobile }).where(eq(profiles.id, userId));
}

/** An ended phone call to the owner's agent, recorded as the voice platform's report would leave it. */
export async function endedCall(
  t: TestApp,
  owner: { userId: string; agentId: string; phoneNumberId: string },
  call: {
    from: string;
    type?: string;
    seconds?: number;
    callerSpoke?: boolean;
    outcome?: Record<string, unknown> | null;
    changes?: AppointmentChange[];
    at?: Date;
  },
) {
  const at = call.at ?? new Date();
  const [row] = await t.db
    .insert(callRecords)
    .values({
      vapiCallId: `call-${randomUUID()}`,
      userId: owner.userId,
      agentId: owner.agentId,
      phoneNumberId: owner.phoneNumberId,
      type: call.type ?? 'inboundPhoneCall',
      status: 'ended',
      customerNumber: call.from,
      startedAt: at,
      endedAt: new Date(at.getTime() + (call.seconds ?? 60) * 1000),
      callDurationSeconds: call.seconds ?? 60,
      messages: call.callerSpoke === false ? [] : [{ role: 'user', message: 'Hi, I would like to book a cleaning.' }],
      outcome: (call.outcome ?? null) as never,
      appointmentChanges: call.changes ?? [],
      createdAt: at,
    })
    .returning({ id: callRecords.id });
  await t.db
    .insert(callers)
    .values({ userId: owner.userId, number: call.from, name: 'Jane Doe', lastCallAt: at })
    .onConflictDoNothing();
  return row!.id;
}

export const booked = (textConsent: boolean | undefined): AppointmentChange => ({
  kind: 'booked',
  appointmentId: randomUUID(),
  summary: 'Routine cleaning',
  start: '2026-12-01T15:00:00.000Z',
  ...(textConsent === undefined ? {} : { textConsent }),
});

/** Texts the sandbox phone `from` sends to one of the portal's numbers (the emulator signs and posts the webhook). */
export async function textFromPhone(t: TestApp, from: string, to: string, text: string) {
  const response = await fetch(`${t.baseUrl}/sandbox/telnyx/_admin/inbound-text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, to, text }),
  });
  if (response.status !== 202) throw new Error(`the sandbox phone could not text: ${response.status}`);
}
