import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calendarMessages } from '@portal/shared/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, googleCalendarTokens, googleOauthStates, profiles } from '../../db/schema/index.ts';
import { decryptSecret, DecryptionError } from '../../lib/crypto.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { calendarApi } from './testing.ts';

let t: TestApp;
let api: ReturnType<typeof calendarApi>;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = calendarApi(t);
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(() => t.close());

const tokensOf = async (user: SignedInUser) =>
  (await t.db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, user.id)))[0];

describe('connecting a Google Calendar', () => {
  it('sends the browser to consent with offline access, the calendar scopes and a stored state', async () => {
    const url = new URL(await api.start(alice));
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/sandbox/google/o/oauth2/v2/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/google-auth-callback`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.freebusy');
    const [state] = await t.db
      .select()
      .from(googleOauthStates)
      .where(eq(googleOauthStates.state, url.searchParams.get('state')!));
    expect(state?.userId).toBe(alice.id);
    const lifetime = state!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    // PKCE: the URL carries only the S256 hash of the verifier kept with the state.
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(state!.codeVerifier).digest('base64url'),
    );
    expect(url.searchParams.toString()).not.toContain(state!.codeVerifier);
  });

  it('exchanges the code, stores the tokens encrypted for this user only, and marks the profile', async () => {
    expect(await api.status(alice)).toEqual({ connected: false, email: null });
    const connected = await api.connect(alice, 'Alice.Owner@gmail.com');
    expect(connected).toEqual({ status: 200, body: { connected: true, email: 'alice.owner@gmail.com' } });
    expect(await api.status(alice)).toEqual({ connected: true, email: 'alice.owner@gmail.com' });
    const row = await tokensOf(alice);
    expect(row?.refreshTokenEncrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row?.accessTokenEncrypted).toMatch(/^v1:/);
    const key = t.config.encryptionKey;
    expect(decryptSecret(row!.refreshTokenEncrypted, key, `google_refresh_token:${alice.id}`)).toMatch(/^1\/\//);
    expect(() => decryptSecret(row!.refreshTokenEncrypted, key, `google_refresh_token:${bob.id}`)).toThrow(
      DecryptionError,
    );
    expect(await api.status(bob)).toEqual({ connected: false, email: null });
  });

  it('uses a state once only', async () => {
    const { code, state } = await api.consent(alice, 'alice.owner@gmail.com');
    expect((await api.post(alice, 'exchange', { code, state })).status).toBe(200);
    const replay = await api.post(alice, 'exchange', { code, state });
    expect(replay.status).toBe(400);
    expect(replay.body.error?.message).toBe(calendarMessages.invalidState);
  });

  it("refuses another user's state and leaves it usable by its owner", async () => {
    const { code, state } = await api.consent(alice, 'alice.owner@gmail.com');
    const stolen = await api.post(bob, 'exchange', { code, state });
    expect(stolen.status).toBe(400);
    expect(await api.status(bob)).toEqual({ connected: false, email: null });
    expect((await api.post(alice, 'exchange', { code, state })).status).toBe(200);
  });

  it('refuses an expired state', async () => {
    const { code, state } = await api.consent(bob, 'bob@gmail.com');
    await t.db
      .update(googleOauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(googleOauthStates.state, state!));
    const expired = await api.post(bob, 'exchange', { code, state });
    expect(expired.status).toBe(400);
    expect(expired.body.error?.message).toBe(calendarMessages.invalidState);
  });

  it('needs the code, the state and a session', async () => {
    for (const body of [{}, { code: 'x' }, { state: 'y' }, { code: ' ', state: 'y' }]) {
      const answer = await api.post(bob, 'exchange', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe(calendarMessages.missingCodeOrState);
    }
    const anonymous = await t.postJson('/api/calendar/exchange', { code: 'x', state: 'y' });
    expect(anonymous.status).toBe(401);
  });

  it('says so when Google refuses the code', async () => {
    const { state } = await api.consent(bob, 'bob@gmail.com');
    const refused = await api.post(bob, 'exchange', { code: '4/forged', state });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/Google did not accept the authorization/);
    expect(await tokensOf(bob)).toBeUndefined();
  });
});

describe('agents follow the connection', () => {
  it('adds the booking tools on connect and removes them on disconnect', async () => {
    const carol = await signedInUser(t, 'carol');
    const created = await carol.json('/api/agents', 'POST', { agentName: 'Booker' });
    const { agent } = (await created.json()) as { agent: { id: string; vapiAgentId: string } };
    await t.db.update(agents).set({ scheduling: 'Gather Info' }).where(eq(agents.id, agent.id));
    const toolNames = async () => {
      const response = await fetch(`${t.baseUrl}/sandbox/vapi/assistant/${agent.vapiAgentId}`, {
        headers: { authorization: 'Bearer test' },
      });
      const assistant = (await response.json()) as { model: { tools?: { function?: { name: string } }[] } };
      return (assistant.model.tools ?? []).flatMap((tool) => (tool.function ? [tool.function.name] : []));
    };
    await api.connect(carol, 'carol@gmail.com');
    expect(await toolNames()).toEqual(expect.arrayContaining(['check_availability', 'book_appointment']));
    await api.post(carol, 'disconnect');
    expect(await toolNames()).not.toContain('check_availability');
  });
});

describe('disconnecting', () => {
  it('revokes the grant at Google, deletes the tokens and clears the profile', async () => {
    const dan = await signedInUser(t, 'dan');
    await api.connect(dan, 'dan@gmail.com');
    const refreshToken = decryptSecret(
      (await tokensOf(dan))!.refreshTokenEncrypted,
      t.config.encryptionKey,
      `google_refresh_token:${dan.id}`,
    );
    const answer = await api.post(dan, 'disconnect');
    expect(answer).toEqual({ status: 200, body: { connected: false, email: null, warning: null } });
    expect(await tokensOf(dan)).toBeUndefined();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, dan.id));
    expect(profile).toMatchObject({ googleCalendarConnected: false, googleCalendarEmail: null });
    const refresh = await fetch(`${t.baseUrl}/sandbox/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'sandbox-client-id',
        client_secret: 'sandbox-client-secret',
      }),
    });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    // Disconnecting again is harmless.
    expect((await api.post(dan, 'disconnect')).status).toBe(200);
  });
});
