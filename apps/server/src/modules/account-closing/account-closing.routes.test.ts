import { and, eq } from 'drizzle-orm';
import { ACCOUNT_CLOSING_ERRORS, CLOSE_PASSWORD_LIMIT } from '@portal/shared/account-closing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClosures, accounts, agents, sessions, users } from '../../db/schema/index.ts';
import { signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PASSWORD = 'Correct-Horse-42';
const NOW = new Date('2026-03-02T15:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const close = (user: SignedInUser, body: Record<string, unknown>) => user.json('/api/account/close', 'POST', body);
const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

async function newAgent(user: SignedInUser, agentName: string) {
  const response = await user.json('/api/agents', 'POST', { agentName });
  expect(response.status).toBe(201);
  return ((await response.json()) as { agent: { id: string } }).agent.id;
}

/** An owner who signed up with Google: no password, and a session that began `minutes` ago. */
async function googleOwner(tag: string, minutes: number) {
  const owner = await signedInUser(t, tag);
  await t.db.delete(accounts).where(and(eq(accounts.userId, owner.id), eq(accounts.providerId, 'credential')));
  await t.db
    .update(sessions)
    .set({ createdAt: minutesBefore(minutes) })
    .where(eq(sessions.userId, owner.id));
  return owner;
}

describe('POST /api/account/close', () => {
  it('closes the account with the e-mail (any case) and password: the session ends at once, another owner is untouched', async () => {
    const alice = await signedInUser(t, 'alice');
    const bob = await signedInUser(t, 'bob');
    await newAgent(alice, 'Front Desk');
    const bobsAgent = await newAgent(bob, 'Reception');

    const answer = await close(alice, { email: `  ${alice.email.toUpperCase()} `, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ closed: true });

    expect(await t.db.select().from(users).where(eq(users.id, alice.id))).toEqual([]);
    expect(await t.db.select().from(agents).where(eq(agents.userId, alice.id))).toEqual([]);
    expect((await alice.request('/api/account/profile')).status).toBe(401);
    // The closure waits for its job with the steps at the vendors (the assistant).
    const [closure] = await t.db.select().from(accountClosures).where(eq(accountClosures.userId, alice.id));
    expect(closure).toMatchObject({ email: alice.email, finalEmailSentAt: null });

    expect((await bob.request(`/api/agents/${bobsAgent}`)).status).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, bob.id))).toHaveLength(1);
  });

  it('refuses another e-mail, keeping the account', async () => {
    const carol = await signedInUser(t, 'carol');
    const refused = await close(carol, { email: 'someone-else@example.com', password: PASSWORD });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toEqual({ code: 'BAD_REQUEST', message: ACCOUNT_CLOSING_ERRORS.wrongEmail });
    expect((await carol.request('/api/account/profile')).status).toBe(200);
  });

  it('refuses a missing or wrong password, and pauses after repeated wrong ones', async () => {
    const dave = await signedInUser(t, 'dave');
    const missing = await close(dave, { email: dave.email });
    expect(await errorOf(missing)).toEqual({ code: 'BAD_REQUEST', message: ACCOUNT_CLOSING_ERRORS.passwordRequired });
    for (let attempt = 0; attempt < CLOSE_PASSWORD_LIMIT.failures; attempt++) {
      const wrong = await close(dave, { email: dave.email, password: 'Wrong-Horse-42' });
      expect(wrong.status).toBe(400);
      expect((await errorOf(wrong)).message).toBe(ACCOUNT_CLOSING_ERRORS.wrongPassword);
    }
    // Even the right password waits now: the guesses are spent.
    const paused = await close(dave, { email: dave.email, password: PASSWORD });
    expect(paused.status).toBe(429);
    expect((await errorOf(paused)).message).toBe(ACCOUNT_CLOSING_ERRORS.tooManyAttempts(CLOSE_PASSWORD_LIMIT.minutes));
    expect((await dave.request('/api/account/profile')).status).toBe(200);
  });

  it('refuses an API key, whatever its scope', async () => {
    const erin = await signedInUser(t, 'erin');
    const created = await erin.json('/api/api-keys', 'POST', { name: 'script', scope: 'read_write' });
    const { key } = (await created.json()) as { key: string };
    const withKey = await t.request('/api/account/close', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: erin.email, password: PASSWORD }),
    });
    expect(withKey.status).toBe(403);
    expect((await erin.request('/api/account/profile')).status).toBe(200);
  });

  it('asks an owner without a password to sign in with Google again, unless the sign-in is recent', async () => {
    const stale = await googleOwner('google-stale', 11);
    expect(await (await stale.request('/api/account/close')).json()).toEqual({
      email: stale.email,
      proof: 'google',
      freshSignIn: false,
    });
    const refused = await close(stale, { email: stale.email });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_CLOSING_ERRORS.reauthRequired });
    expect((await stale.request('/api/account/profile')).status).toBe(200);

    const fresh = await googleOwner('google-fresh', 9);
    expect(await (await fresh.request('/api/account/close')).json()).toEqual({
      email: fresh.email,
      proof: 'google',
      freshSignIn: true,
    });
    expect((await close(fresh, { email: fresh.email })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, fresh.id))).toEqual([]);
  });

  it('tells an owner with a password to confirm with it', async () => {
    const frank = await signedInUser(t, 'frank');
    expect(await (await frank.request('/api/account/close')).json()).toMatchObject({
      email: frank.email,
      proof: 'password',
    });
  });
});
