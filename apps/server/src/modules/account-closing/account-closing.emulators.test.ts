import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookUrl } from '../../config.ts';
import {
  accountClosureSteps,
  accountClosures,
  agents,
  googleCalendarTokens,
  phoneNumbers,
  profiles,
  textingRegistrations,
} from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createCalendarProvider } from '../../providers/connect-providers.ts';
import { createProviders } from '../../providers/create-providers.ts';
import { createStorage } from '../../providers/storage/create-storage.ts';
import { callRecordOf } from '../../testing/sandbox-calls.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { stripeSandbox } from '../../testing/stripe-sandbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { syncAgent } from '../agents/agent-sync.service.ts';
import { findAgent, updateAgent } from '../agents/agents.repo.ts';
import { websitePage } from '../agents/compile/testing.ts';
import { openRefreshToken } from '../calendar/calendar-tokens.pure.ts';
import { calendarApi } from '../calendar/testing.ts';
import { withRecordedJobs } from '../notifications/testing.ts';
import { phoneApi } from '../phone-numbers/testing.ts';
import { textingOwner } from '../texting/testing.ts';
import { CLOSURE_JOB } from './account-closing.service.ts';

// An owner with everything the portal keeps at the vendors closes the account, as the app is
// wired: a Pro plan paid through the Stripe emulator, a bought number answering an agent, a
// connected Google Calendar, a knowledge file and tool on the voice platform and a stored photo.
// The Telnyx emulator refuses the first release; the job is retried and finishes. Afterwards each
// emulator's own API shows nothing left and the database holds no row of the owner.

const NOW = new Date('2026-03-02T15:00:00Z');
const PASSWORD = 'Correct-Horse-42';

let t: TestApp;
let jobs: Awaited<ReturnType<typeof withRecordedJobs>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  jobs = await withRecordedJobs(t, () => NOW);
});
afterAll(() => t.close());

/** What an emulator answers at `path` (below /sandbox): the status, and the body when it is JSON. */
async function onEmulator(path: string) {
  const response = await fetch(`${t.baseUrl}/sandbox${path}`, { headers: { authorization: 'Bearer test' } });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** The close request, sent to the app that has the job queue. */
const closeAccount = (owner: SignedInUser) =>
  jobs.app.request(
    '/api/account/close',
    {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        origin: t.config.publicUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: owner.email, password: PASSWORD }),
    },
    { incoming: { socket: { remoteAddress: '192.0.2.10' } } },
  );

/** Runs the closure jobs queued so far, as a worker would; answers whether each run threw. */
async function runClosureJobs() {
  const due = jobs.queued.filter((job) => job.name === CLOSURE_JOB);
  jobs.queued.splice(0, jobs.queued.length, ...jobs.queued.filter((job) => job.name !== CLOSURE_JOB));
  const outcomes: ('done' | 'retry')[] = [];
  for (const job of due) {
    outcomes.push(
      await jobs.run(CLOSURE_JOB, job.data).then(
        () => 'done' as const,
        () => 'retry' as const,
      ),
    );
  }
  return outcomes;
}

/** Rows naming the owner, table by table: every table with a user_id (or reference_id) column, and users/profiles by id. */
async function rowsOf(userId: string) {
  const result = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in ('user_id', 'reference_id')`);
  const columns = [
    ...result.rows,
    { table_name: 'users', column_name: 'id' },
    { table_name: 'profiles', column_name: 'id' },
  ];
  expect(columns.length).toBeGreaterThan(20);
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const found = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    const n = Number(found.rows[0]!.n);
    if (n) counts[table] = n;
  }
  return counts;
}

/** An owner with a Pro plan, a number answering an agent with a knowledge file, a calendar and a photo. */
async function fullyEquippedOwner() {
  const owner = await signedInUser(t, 'closer');
  await stripeSandbox(t).subscribe(owner, 'Pro Plan');
  const phone = phoneApi(t);
  const agent = await phone.createAgent(owner, 'Front Desk');
  const number = await phone.available(owner, '512');
  expect((await phone.buy(owner, number, agent.id)).status).toBe(201);
  expect((await calendarApi(t).connect(owner, 'closer.calendar@gmail.com')).status).toBe(200);

  // Website knowledge past the prompt's budget goes up as a file with a query tool over it.
  await updateAgent(t.db, owner.id, agent.id, {
    websiteInfo: [websitePage('filler', 8000), websitePage('big', 4500), websitePage('last', 'Parking is free.')],
  });
  const synced = await syncAgent(
    {
      db: t.db,
      voice: createProviders(t.config).voice,
      logger: createLogger('silent'),
      webhookUrl: webhookUrl(t.config),
      webhookSecret: t.config.vapi.webhookSecret,
    },
    (await findAgent(t.db, owner.id, agent.id))!,
    { queueRetry: false },
  );
  expect(synced.error).toBeNull();

  // A call to the number: its recording and transcript are kept at the voice platform.
  const played = await fetch(`${t.baseUrl}/sandbox/vapi/_admin/simulate-call`, {
    method: 'POST',
    headers: { authorization: 'Bearer test', 'content-type': 'application/json' },
    body: JSON.stringify({
      phoneNumberId: (await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, owner.id)))[0]!
        .vapiPhoneNumberId,
      customerNumber: '+15125550123',
      script: [{ caller: 'Hi' }, { caller: 'What are your hours?' }],
    }),
  });
  const { callId } = (await played.json()) as { callId: string };
  await expect.poll(async () => (await callRecordOf(t, callId))?.userId).toBe(owner.id);

  const storage = createStorage(t.config);
  const photo = `${owner.id}/avatar.png`;
  await storage.put(photo, new Uint8Array([137, 80, 78, 71]), 'image/png');
  await t.db
    .update(profiles)
    .set({ avatarUrl: storage.publicUrl(photo) })
    .where(eq(profiles.id, owner.id));

  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.id));
  const [numberRow] = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, owner.id));
  const [agentRow] = await t.db.select().from(agents).where(eq(agents.id, agent.id));
  const [tokens] = await t.db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, owner.id));
  expect(profile).toMatchObject({ plan: 'Pro Plan', stripeSubscriptionId: expect.stringMatching(/^sub_/) });
  expect(numberRow).toMatchObject({ providerNumberId: expect.any(String), vapiPhoneNumberId: expect.any(String) });
  expect(agentRow).toMatchObject({ vapiKnowledgeFileId: expect.any(String), vapiKnowledgeToolId: expect.any(String) });
  return {
    owner,
    number,
    photo,
    storage,
    subscriptionId: profile!.stripeSubscriptionId!,
    telnyxId: numberRow!.providerNumberId!,
    vapiNumberId: numberRow!.vapiPhoneNumberId!,
    assistants: [agentRow!.vapiAgentId, agentRow!.draftAssistantId].filter((id) => id !== null),
    callId,
    fileId: agentRow!.vapiKnowledgeFileId!,
    toolId: agentRow!.vapiKnowledgeToolId!,
    refreshToken: openRefreshToken(t.config.encryptionKey, owner.id, tokens!.refreshTokenEncrypted),
  };
}

describe('closing an account, with the emulators', () => {
  it('leaves nothing at any vendor and no row of the owner, though Telnyx refused the first release', async () => {
    const held = await fullyEquippedOwner();
    const { owner } = held;
    const phone = phoneApi(t);
    // Twice: the Telnyx client tries a failed request once more before it reports the failure.
    await phone.fault('telnyx', { method: 'DELETE', path: '/v2/phone_numbers/', status: 503, times: 2 });

    expect((await closeAccount(owner)).status).toBe(200);
    // The owner's rows are gone at once; only the closure is left, for the jobs.
    expect(await rowsOf(owner.id)).toEqual({ account_closures: 1 });
    expect((await owner.request('/api/account/profile')).status).toBe(401);

    expect(await runClosureJobs()).toEqual(['retry']);
    const [closure] = await t.db.select().from(accountClosures).where(eq(accountClosures.userId, owner.id));
    const steps = await t.db.select().from(accountClosureSteps).where(eq(accountClosureSteps.closureId, closure!.id));
    const telnyx = steps.find((step) => step.kind === 'telnyx_number')!;
    expect(telnyx).toMatchObject({ doneAt: null, attempts: 1, lastError: expect.stringMatching(/\S/) });
    expect(steps.filter((step) => step.doneAt === null)).toEqual([telnyx]);
    expect(await phone.telnyxOwned(held.number)).toHaveLength(1);
    expect(await t.mailsTo(owner.email).then((mails) => mails.map((mail) => mail.subject))).not.toContain(
      'Your account is closed',
    );

    // The retry (the job's backoff, or the sweep) finishes it.
    await jobs.run('account-closures-sweep');
    expect(await runClosureJobs()).toEqual(['done']);
    expect(await rowsOf(owner.id)).toEqual({});
    expect(await t.db.select().from(accountClosureSteps).where(eq(accountClosureSteps.closureId, closure!.id))).toEqual(
      [],
    );

    const subscription = await stripeSandbox(t).client().subscriptions.retrieve(held.subscriptionId);
    expect(subscription.status).toBe('canceled');
    expect(await phone.telnyxOwned(held.number)).toEqual([]);
    expect((await onEmulator(`/telnyx/v2/phone_numbers/${held.telnyxId}`)).status).toBe(404);
    expect((await onEmulator(`/vapi/phone-number/${held.vapiNumberId}`)).status).toBe(404);
    expect(held.assistants.length).toBeGreaterThan(0);
    for (const assistant of held.assistants)
      expect((await onEmulator(`/vapi/assistant/${assistant}`)).status).toBe(404);
    expect((await onEmulator(`/vapi/tool/${held.toolId}`)).status).toBe(404);
    expect((await onEmulator(`/vapi/file/${held.fileId}`)).status).toBe(404);
    expect((await onEmulator(`/vapi/call/${held.callId}`)).status).toBe(404);
    await expect(createCalendarProvider(t.config).refreshAccessToken(held.refreshToken)).rejects.toMatchObject({
      status: 400,
    });
    expect(await held.storage.get(held.photo)).toBeNull();

    const [mail] = await t.mailsTo(owner.email);
    expect(mail!.subject).toBe('Your account is closed');
    expect(mail!.text).toContain('Your Pro Plan subscription was cancelled');
    expect(mail!.text).toContain(`Your phone number (512) 555-${held.number.slice(-4)} was released.`);
    expect(mail!.text).toContain('1 agent was removed from the voice platform.');
    expect(mail!.text).toContain("1 call's recording and transcript were deleted at the voice platform.");
    expect(mail!.text).toContain('Your Google Calendar was disconnected.');
    expect(mail!.text).toContain('1 stored file (photos, documents, exports) was deleted.');
  });

  it("closes the owner's texting registration at Telnyx once the number is released", async () => {
    const owner = await signedInUser(t, 'texter');
    const { number } = await textingOwner(t, owner);
    const [registration] = await t.db
      .select()
      .from(textingRegistrations)
      .where(eq(textingRegistrations.userId, owner.id));
    expect(registration).toMatchObject({ campaignStatus: 'approved', messagingProfileId: expect.any(String) });
    const campaignId = registration!.campaignId!;
    const profileId = registration!.messagingProfileId!;
    const campaignAt = `/telnyx/v2/10dlc/campaign/${campaignId}`;
    expect((await onEmulator(campaignAt)).body).toMatchObject({ status: 'ACTIVE', campaignStatus: 'MNO_PROVISIONED' });
    const phone = phoneApi(t);
    await phone.fault('telnyx', { method: 'DELETE', path: '/v2/phone_numbers/', status: 503, times: 2 });

    expect((await closeAccount(owner)).status).toBe(200);
    expect(await rowsOf(owner.id)).toEqual({ account_closures: 1 });
    // The release failed: the campaign and the profile wait for it.
    expect(await runClosureJobs()).toEqual(['retry']);
    expect(await phone.telnyxOwned(number)).toHaveLength(1);
    expect((await onEmulator(campaignAt)).body).toMatchObject({ status: 'ACTIVE' });
    expect((await onEmulator(`/telnyx/v2/messaging_profiles/${profileId}`)).status).toBe(200);

    await jobs.run('account-closures-sweep');
    expect(await runClosureJobs()).toEqual(['done']);
    expect(await rowsOf(owner.id)).toEqual({});
    expect(await phone.telnyxOwned(number)).toEqual([]);
    // Telnyx keeps a deactivated campaign readable, EXPIRED; the profile is gone.
    expect((await onEmulator(campaignAt)).body).toMatchObject({ campaignId, status: 'EXPIRED' });
    expect((await onEmulator(`/telnyx/v2/messaging_profiles/${profileId}`)).status).toBe(404);
    const [mail] = await t.mailsTo(owner.email);
    expect(mail!.text).toContain('- Your texting registration was closed at Telnyx.');
  });

  it('picks up a closure whose job was lost', async () => {
    const owner = await signedInUser(t, 'lost-job');
    await phoneApi(t).createAgent(owner, 'Reception');
    expect((await closeAccount(owner)).status).toBe(200);
    // The queued job is lost (a server stopped before a worker took it).
    jobs.queued.splice(0, jobs.queued.length);
    await jobs.run('account-closures-sweep');
    expect(await runClosureJobs()).toEqual(['done']);
    expect(await rowsOf(owner.id)).toEqual({});
    expect((await t.mailsTo(owner.email))[0]!.subject).toBe('Your account is closed');
  });
});
