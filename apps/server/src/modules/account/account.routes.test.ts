import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { agents, phoneNumbers, profiles, users } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createStorage } from '../../providers/storage/create-storage.ts';
import type { AccountDetail, Profile } from '@portal/shared/account';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { accountDetail } from './account.service.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(() => t.close());

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('account endpoints need a session', () => {
  it.each([
    ['GET', '/api/account/summary'],
    ['GET', '/api/account/profile'],
    ['PATCH', '/api/account/profile'],
  ])('%s %s answers 401 without one', async (method, path) => {
    const response = await t.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Session not found.' } });
  });
});

describe('GET /api/account/summary', () => {
  it('shows the name, e-mail and plan of the signed-in user only', async () => {
    await t.db.update(profiles).set({ fullName: 'Alice Doe', plan: 'Pro Plan' }).where(eq(profiles.id, alice.id));
    expect(await (await alice.request('/api/account/summary')).json()).toEqual({
      fullName: 'Alice Doe',
      email: alice.email,
      plan: 'Pro Plan',
    });
    // Bob's profile has the name he signed up with (signedInUser signs up as 'Test User').
    expect(await (await bob.request('/api/account/summary')).json()).toEqual({
      fullName: 'Test User',
      email: bob.email,
      plan: 'Free',
    });
  });

  it('without a Full Name, shows the name signed up with, unless it is only the address before the @', async () => {
    /** The summary of an account signed up with `name` whose profile has no Full Name (an older account). */
    const summaryNameOf = async (email: string, name: string) => {
      const cookie = await t.signUpAndVerify(email, 'Correct-Horse-42', name);
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await t.db.update(profiles).set({ fullName: null }).where(eq(profiles.id, user!.id));
      const response = await t.request('/api/account/summary', {
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      return ((await response.json()) as { fullName: string | null }).fullName;
    };
    expect(await summaryNameOf('dora@example.com', 'Dora Maar')).toBe('Dora Maar');
    // Before the sign-up form asked for a name, it sent the address's local part as the name.
    expect(await summaryNameOf('old.owner@example.com', 'old.owner')).toBeNull();
    expect(await summaryNameOf('unnamed@example.com', '  ')).toBeNull();
  });
});

describe('GET /api/account/profile', () => {
  it('lists the caller’s agents, counts those answering calls, and counts the phone numbers', async () => {
    // Reception answers on a number the voice platform has; After hours has a number the platform
    // lacks, and Bob's agent none: by the go-live rule neither answers calls.
    const [reception, afterHours] = await t.db
      .insert(agents)
      .values([
        // Listed oldest first; one insert gives every row the same time, so each is set.
        {
          userId: alice.id,
          agentName: 'Reception',
          vapiAgentId: 'assistant-reception',
          createdAt: new Date('2026-01-01T09:00:00Z'),
        },
        {
          userId: alice.id,
          agentName: 'After hours',
          vapiAgentId: 'assistant-after-hours',
          createdAt: new Date('2026-01-02T09:00:00Z'),
        },
        { userId: alice.id, agentName: 'Old one', isDeleted: true, vapiAgentId: 'assistant-old' },
        { userId: bob.id, agentName: 'Bob’s agent', vapiAgentId: 'assistant-bob' },
      ])
      .returning({ id: agents.id });
    await t.db.insert(phoneNumbers).values([
      { userId: alice.id, phoneNumber: '+15125550101', assignedAgentId: reception!.id, vapiPhoneNumberId: 'pn-1' },
      { userId: alice.id, phoneNumber: '+15125550102', assignedAgentId: afterHours!.id },
    ]);

    const body = await readJson<AccountDetail>(await alice.request('/api/account/profile'));
    expect(body.email).toBe(alice.email);
    expect(body.profile).toMatchObject({ id: alice.id, fullName: 'Alice Doe', plan: 'Pro Plan', avatarUrl: null });
    expect(body.agents?.activeCount).toBe(1);
    expect(body.agents?.items.map(({ agentName, state }) => [agentName, state])).toEqual([
      ['Reception', 'answering'],
      ['After hours', 'off'],
    ]);
    expect(body.phoneNumbers).toEqual({ count: 2 });

    const other = await readJson<AccountDetail>(await bob.request('/api/account/profile'));
    expect(other.profile?.id).toBe(bob.id);
    expect(other.agents).toMatchObject({ activeCount: 0, items: [{ agentName: 'Bob’s agent' }] });
    expect(other.phoneNumbers).toEqual({ count: 0 });
    expect(JSON.stringify(other)).not.toContain('Alice');
  });

  it('is not an error without a profile row: the profile is null and the summary uses defaults', async () => {
    const carol = await signedInUser(t, 'carol');
    await t.db.delete(profiles).where(eq(profiles.id, carol.id));
    const detail = await carol.request('/api/account/profile');
    expect(detail.status).toBe(200);
    expect((await readJson<AccountDetail>(detail)).profile).toBeNull();
    expect(await (await carol.request('/api/account/summary')).json()).toMatchObject({
      plan: 'Free',
      fullName: 'Test User',
    });

    // Saving creates the missing row with the defaults.
    const saved = await carol.json('/api/account/profile', 'PATCH', { fullName: 'Carol' });
    expect(saved.status).toBe(200);
    expect(await profileOf(carol.id)).toMatchObject({ fullName: 'Carol', plan: 'Free' });
  });
});

describe('PATCH /api/account/profile', () => {
  it('saves trimmed values, stores blanks as null and returns the row', async () => {
    const response = await alice.json('/api/account/profile', 'PATCH', { fullName: '  Alice Smith ', phoneNumber: '' });
    expect(response.status).toBe(200);
    const body = await readJson<Profile>(response);
    expect(body).toMatchObject({ id: alice.id, fullName: 'Alice Smith', phoneNumber: null, plan: 'Pro Plan' });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await profileOf(alice.id)).toMatchObject({ fullName: 'Alice Smith', phoneNumber: null });

    expect(body.phoneNumberDisplay).toBeNull();

    const withPhone = await alice.json('/api/account/profile', 'PATCH', { phoneNumber: '+1 512 555 0100' });
    // Sent also as people write it: the page shows that without the phone number library.
    expect(await readJson<Profile>(withPhone)).toMatchObject({
      phoneNumber: '+15125550100',
      phoneNumberDisplay: '(512) 555-0100',
    });
    await alice.json('/api/account/profile', 'PATCH', { fullName: '   ' });
    // The phone number is stored in E.164.
    expect(await profileOf(alice.id)).toMatchObject({ fullName: null, phoneNumber: '+15125550100' });
    const abroad = await alice.json('/api/account/profile', 'PATCH', { phoneNumber: '+44 20 7946 0000' });
    expect(await readJson<Profile>(abroad)).toMatchObject({
      phoneNumber: '+442079460000',
      phoneNumberDisplay: '+44 20 7946 0000',
    });
  });

  it.each([
    [{ plan: 'Premium Plan' }, 'plan'],
    [{ fullName: 'Alice', subscriptionStatus: 'active' }, 'subscriptionStatus'],
    [{ avatarUrl: '/files/someone/avatar.png' }, 'avatarUrl'],
    [{ id: 'someone-else' }, 'id'],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const before = await profileOf(alice.id);
    const response = await alice.json('/api/account/profile', 'PATCH', body);
    expect(response.status).toBe(400);
    const { error } = await readJson<ErrorJson>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain(field);
    expect(await profileOf(alice.id)).toEqual(before);
  });

  it('names the field and the limit of a name that is too long', async () => {
    const response = await alice.json('/api/account/profile', 'PATCH', { fullName: 'x'.repeat(500) });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorJson>(response)).error.message).toBe(
      'fullName: Full Name must be at most 100 characters.',
    );
  });

  it('refuses a phone number that is not one, and keeps the one saved', async () => {
    await alice.json('/api/account/profile', 'PATCH', { phoneNumber: '(512) 555-0100' });
    const response = await alice.json('/api/account/profile', 'PATCH', { phoneNumber: 'call me maybe' });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorJson>(response)).error.message).toBe(
      'phoneNumber: Phone Number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
    );
    expect((await profileOf(alice.id))?.phoneNumber).toBe('+15125550100');
  });

  it('changes only the caller’s own profile', async () => {
    await bob.json('/api/account/profile', 'PATCH', { fullName: 'Bob' });
    expect((await profileOf(alice.id))?.fullName).not.toBe('Bob');
    expect((await profileOf(bob.id))?.fullName).toBe('Bob');
  });

  it('refuses a text/plain body (cross-site form) with 415', async () => {
    const response = await alice.request('/api/account/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'text/plain', 'content-length': '20' },
      body: '{"fullName":"Mallory"}',
    });
    expect(response.status).toBe(415);
  });
});

describe('accountDetail when only the agents and phone count cannot be read', () => {
  it('still returns the profile, with those parts null', async () => {
    let reads = 0;
    // The real database for the first read (the profile); every later read fails, as a lost
    // connection would.
    const db = Object.assign(Object.create(t.db) as Database, {
      select: (...args: Parameters<Database['select']>) => {
        if (reads++ > 0) throw new Error('connection lost');
        return t.db.select(...args);
      },
    });
    const detail = await accountDetail({ db, storage: createStorage(t.config) }, alice, createLogger('silent'));
    expect(detail.profile?.id).toBe(alice.id);
    expect(detail.agents).toBeNull();
    expect(detail.phoneNumbers).toBeNull();
  });
});
