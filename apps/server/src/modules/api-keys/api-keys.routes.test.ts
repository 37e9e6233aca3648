import { createHash } from 'node:crypto';
import {
  API_KEY_INVALID,
  API_KEY_LIMIT_REACHED,
  API_KEY_NAME_REQUIRED,
  API_KEY_NAME_TOO_LONG,
  API_KEY_NOT_ALLOWED_HERE,
  API_KEY_NOT_FOUND,
  API_KEY_PREFIX,
  API_KEY_READ_ONLY,
  API_KEYS,
  type ApiKeyList,
  type CreatedApiKey,
} from '@portal/shared/api-keys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, profiles, users } from '../../db/schema/index.ts';
import { openApiConformance, type Conformance, type OpenApiDocument } from '../../testing/openapi-conformance.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * API keys as an owner uses them: created, listed and revoked in the portal, then used by a
 * script (curl: no cookie, no Origin) as `Authorization: Bearer <key>`, acting for the owner with
 * the owner's data only, within the key's scope, and never reaching sign-in or account settings.
 */

let t: TestApp;
let documented: Conformance;
let alice: SignedInUser;
let bob: SignedInUser;
let aliceAgent: string;
let bobAgent: string;

beforeAll(async () => {
  t = await createTestApp();
  documented = openApiConformance((await (await t.request('/api/openapi.json')).json()) as OpenApiDocument);
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
  const agentOf = async (user: SignedInUser, agentName: string) =>
    ((await (await user.json('/api/agents', 'POST', { agentName })).json()) as { agent: { id: string } }).agent.id;
  aliceAgent = await agentOf(alice, 'Alice Desk');
  bobAgent = await agentOf(bob, 'Bob Desk');
});
afterAll(() => t.close());

const create = async (user: SignedInUser, body: unknown) => {
  const response = await user.json('/api/api-keys', 'POST', body);
  return { status: response.status, body: (await response.json()) as CreatedApiKey & ErrorJson };
};
const newKey = async (user: SignedInUser, scope: 'read' | 'read_write', name = `${scope} key`) => {
  const created = await create(user, { name, scope });
  expect(created.status).toBe(201);
  return created.body;
};
const list = async (user: SignedInUser) => readJson<ApiKeyList>(await user.request('/api/api-keys'));
const revoke = (user: SignedInUser, id: string) => user.request(`/api/api-keys/${id}`, { method: 'DELETE' });

/**
 * A request as curl sends it: the key, no cookie and no Origin or Sec-Fetch-Site header. Its
 * answer is held to the API document like every answer of the test app.
 */
async function curl(key: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${key}`);
  const response = await t.app.request(
    path,
    { ...init, headers },
    { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
  );
  const mismatches = await documented.check(init.method ?? 'GET', path, response.clone());
  if (mismatches?.length) throw new Error(`The answer differs from the API document:\n${mismatches.join('\n')}`);
  return response;
}
const curlJson = (key: string, path: string, method: string, body: unknown) =>
  curl(key, path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const errorOf = async (response: Response) => ({
  status: response.status,
  ...(await readJson<ErrorJson>(response)).error,
});

describe('managing keys in the portal', () => {
  it('creates a key shown once, lists the keys newest first without them, and revokes one', async () => {
    const owner = await signedInUser(t, 'keys-owner');
    expect(await list(owner)).toEqual({ apiKeys: [], timezone: 'UTC' });
    const first = await newKey(owner, 'read', '  Zapier  ');
    expect(first.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z]{64}$`));
    expect(first.apiKey).toMatchObject({
      name: 'Zapier',
      scope: 'read',
      start: first.key.slice(0, 8),
      lastUsedAt: null,
    });
    const second = await newKey(owner, 'read_write', 'Reporting script');
    expect(second.key).not.toBe(first.key);

    const listed = await list(owner);
    expect(listed.apiKeys.map((key) => [key.name, key.scope])).toEqual([
      ['Reporting script', 'read_write'],
      ['Zapier', 'read'],
    ]);
    expect(JSON.stringify(listed)).not.toContain(first.key);
    expect(JSON.stringify(listed)).not.toContain(second.key);
    expect(listed.apiKeys[1]).toEqual(first.apiKey);

    const revoked = await revoke(owner, first.apiKey.id);
    expect([revoked.status, await revoked.json()]).toEqual([200, { ok: true }]);
    expect((await list(owner)).apiKeys.map((key) => key.id)).toEqual([second.apiKey.id]);
    expect(await errorOf(await revoke(owner, first.apiKey.id))).toMatchObject({
      status: 404,
      message: API_KEY_NOT_FOUND,
    });
  });

  it("answers another owner's key, or an id that is none, as not found, and leaves the key working", async () => {
    const key = await newKey(bob, 'read', 'Bob script');
    expect(await errorOf(await revoke(alice, key.apiKey.id))).toMatchObject({
      status: 404,
      message: API_KEY_NOT_FOUND,
    });
    expect((await revoke(alice, 'not-a-uuid')).status).toBe(404);
    expect((await curl(key.key, '/api/agents')).status).toBe(200);
    expect((await list(alice)).apiKeys.map((listed) => listed.id)).not.toContain(key.apiKey.id);
  });

  it('shows the list in the owner’s time zone', async () => {
    const owner = await signedInUser(t, 'keys-zone');
    await t.db.update(profiles).set({ timezone: 'America/Chicago' }).where(eq(profiles.id, owner.id));
    expect((await list(owner)).timezone).toBe('America/Chicago');
  });

  it('stores only the hash of a key: the database never holds the key', async () => {
    const { key, apiKey } = await newKey(alice, 'read', 'Hashed');
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.key).toBe(createHash('sha256').update(key).digest('base64url'));
    expect(row).toMatchObject({ referenceId: alice.id, start: key.slice(0, 8), prefix: API_KEY_PREFIX });
    const everything = JSON.stringify(await t.db.select().from(apiKeys));
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(key.slice(8));
  });

  it('allows an owner API_KEYS.max keys', async () => {
    const owner = await signedInUser(t, 'keys-limit');
    for (let index = 0; index < API_KEYS.max; index++) await newKey(owner, 'read', `Key ${index + 1}`);
    const refused = await create(owner, { name: 'One too many', scope: 'read' });
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      409,
      'CONFLICT',
      API_KEY_LIMIT_REACHED,
    ]);
    expect((await list(owner)).apiKeys).toHaveLength(API_KEYS.max);
    await revoke(owner, (await list(owner)).apiKeys[0]!.id);
    expect((await create(owner, { name: 'In its place', scope: 'read' })).status).toBe(201);
  });

  it('says what is wrong with a key it cannot create', async () => {
    const refusal = async (body: unknown) => {
      const { status, body: answer } = await create(alice, body);
      return [status, answer.error.code, answer.error.message];
    };
    expect(await refusal({ name: '   ', scope: 'read' })).toEqual([
      400,
      'VALIDATION_FAILED',
      `name: ${API_KEY_NAME_REQUIRED}`,
    ]);
    expect(await refusal({ name: 'x'.repeat(API_KEYS.name + 1), scope: 'read' })).toEqual([
      400,
      'VALIDATION_FAILED',
      `name: ${API_KEY_NAME_TOO_LONG}`,
    ]);
    expect((await refusal({ name: 'Admin', scope: 'admin' })).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refusal({ name: 'Extra', scope: 'read', expiresIn: 60 })).toEqual([
      400,
      'VALIDATION_FAILED',
      'Unknown field: expiresIn.',
    ]);
    expect((await create(alice, { name: 'x'.repeat(API_KEYS.name), scope: 'read' })).status).toBe(201);
  });

  it('offers no way around the portal’s routes: the auth library’s own key endpoints do not answer', async () => {
    for (const path of ['/api/auth/api-key/create', '/api/auth/api-key/update', '/api/auth/api-key/delete']) {
      expect([path, (await alice.json(path, 'POST', { name: 'Sneaky', keyId: 'x' })).status]).toEqual([path, 404]);
    }
    expect((await alice.request('/api/auth/api-key/list')).status).toBe(404);
  });

  it('deletes an owner’s keys with the owner', async () => {
    const owner = await signedInUser(t, 'keys-leaving');
    await newKey(owner, 'read');
    await t.db.delete(users).where(eq(users.id, owner.id));
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.referenceId, owner.id))).toEqual([]);
  });
});

describe('calling the API with a key', () => {
  it("acts for the key's owner, with the owner's data only", async () => {
    const { key } = await newKey(alice, 'read');
    const agents = await curl(key, '/api/agents');
    expect(agents.status).toBe(200);
    const ids = ((await agents.json()) as { id: string }[]).map((agent) => agent.id);
    expect(ids).toContain(aliceAgent);
    expect(ids).not.toContain(bobAgent);
    expect((await curl(key, `/api/agents/${aliceAgent}`)).status).toBe(200);
    expect((await curl(key, `/api/agents/${bobAgent}`)).status).toBe(404);
  });

  it('records when a key was last used', async () => {
    const { key, apiKey } = await newKey(alice, 'read', 'Used once');
    const before = (await list(alice)).apiKeys.find((listed) => listed.id === apiKey.id);
    expect(before?.lastUsedAt).toBeNull();
    await curl(key, '/api/agents');
    const after = (await list(alice)).apiKeys.find((listed) => listed.id === apiKey.id);
    expect(after?.lastUsedAt).toEqual(expect.any(String));
    expect(Date.parse(after!.lastUsedAt!)).toBeGreaterThanOrEqual(Date.parse(apiKey.createdAt));
  });

  it('lets a read and write key change what the owner can, from a script without an Origin', async () => {
    const { key } = await newKey(alice, 'read_write');
    const created = await curlJson(key, '/api/agents', 'POST', { agentName: 'Made by a script' });
    expect(created.status).toBe(201);
    const { agent } = (await created.json()) as { agent: { id: string } };
    expect((await alice.request(`/api/agents/${agent.id}`)).status).toBe(200);
    expect((await bob.request(`/api/agents/${agent.id}`)).status).toBe(404);
  });

  it('refuses every change made with a read-only key, and lets it read', async () => {
    const { key } = await newKey(alice, 'read');
    expect(await errorOf(await curlJson(key, '/api/agents', 'POST', { agentName: 'Nope' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: API_KEY_READ_ONLY,
    });
    const changes: [string, string][] = [
      ['PATCH', `/api/agents/${aliceAgent}/sections/greeting`],
      ['PUT', `/api/callers/${aliceAgent}/note`],
      ['DELETE', `/api/agents/${aliceAgent}`],
    ];
    for (const [method, path] of changes) {
      const answer = await curlJson(key, path, method, {});
      expect([method, answer.status, (await readJson<ErrorJson>(answer)).error.message]).toEqual([
        method,
        403,
        API_KEY_READ_ONLY,
      ]);
    }
    expect((await curl(key, `/api/agents/${aliceAgent}`)).status).toBe(200);
  });

  it('refuses a browser on another site that sends a key, as it refuses its cookie', async () => {
    const { key } = await newKey(alice, 'read_write');
    const answer = await curlJson(key, '/api/agents', 'POST', { agentName: 'Cross-site' });
    expect(answer.status).toBe(201);
    const crossSite = await curl(key, '/api/agents', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ agentName: 'Cross-site' }),
    });
    expect(await errorOf(crossSite)).toMatchObject({
      status: 403,
      message: 'Requests from other sites are not allowed.',
    });
  });

  it('refuses a wrong, revoked or expired key with 401, never falling back to anything', async () => {
    const { key, apiKey } = await newKey(alice, 'read');
    const expired = await newKey(alice, 'read', 'Expired');
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date('2001-01-01T00:00:00Z') })
      .where(eq(apiKeys.id, expired.apiKey.id));
    expect((await curl(key, '/api/agents')).status).toBe(200);
    await revoke(alice, apiKey.id);
    const wrong = [key, expired.key, `${API_KEY_PREFIX}${'x'.repeat(64)}`, 'not-one-of-ours', `${key}x`, ''];
    for (const attempt of wrong) {
      const answer = await curl(attempt, '/api/agents');
      expect([attempt, answer.status, (await readJson<ErrorJson>(answer)).error.message]).toEqual([
        attempt,
        401,
        API_KEY_INVALID,
      ]);
    }
  });

  it('lets the key win over a session cookie sent with it', async () => {
    const { key } = await newKey(bob, 'read');
    const both = (init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${key}`);
      return alice.request('/api/agents', { ...init, headers });
    };
    const ids = ((await (await both()).json()) as { id: string }[]).map((agent) => agent.id);
    expect(ids).toContain(bobAgent);
    expect(ids).not.toContain(aliceAgent);
    const change = await both({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agentName: 'Under the cookie' }),
    });
    expect((await readJson<ErrorJson>(change)).error.message).toBe(API_KEY_READ_ONLY);
    await revoke(bob, (await list(bob)).apiKeys.find((listed) => listed.start === key.slice(0, 8))!.id);
    expect((await both()).status).toBe(401);
  });

  it('never reaches sign-in, account settings, the keys, billing or webhook endpoints', async () => {
    const { key } = await newKey(alice, 'read_write');
    const refused: [string, string][] = [
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/account/summary'],
      // The same, with a letter escaped: the check reads the path the router reads.
      ['GET', '/api/%61ccount/summary'],
      ['PATCH', '/api/account/profile'],
      ['GET', '/api/account/notifications'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', `/api/api-keys/${(await list(alice)).apiKeys[0]!.id}`],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/webhook-endpoints'],
      ['POST', '/api/webhook-endpoints'],
      ['GET', '/api/webhooks/settings'],
    ];
    for (const [method, path] of refused) {
      const answer = await curlJson(key, path, method, method === 'GET' ? undefined : {});
      expect([method, path, answer.status, (await readJson<ErrorJson>(answer)).error.message]).toEqual([
        method,
        path,
        403,
        API_KEY_NOT_ALLOWED_HERE,
      ]);
    }
    // Still the owner's key, still working where keys may go.
    expect((await curl(key, '/api/subscription/summary')).status).toBe(200);
    expect((await list(alice)).apiKeys.length).toBeGreaterThan(0);
  });
});
