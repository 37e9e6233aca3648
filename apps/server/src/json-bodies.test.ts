import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from './lib/json-body-guard.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from './testing/signed-in-user.ts';
import { createTestApp, nextClientIp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'bodies');
});
afterAll(() => t.close());

/** Arrays nested `levels` deep, as JSON text. */
const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

const TOO_DEEP = {
  error: { code: 'BAD_REQUEST', message: `The request is nested too deeply (more than ${JSON_MAX_DEPTH} levels).` },
};

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return t.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body },
    { ip: nextClientIp() },
  );
}

/** A voice-platform message of a type the portal only acknowledges, carrying `extra` arrays nested `levels` deep. */
const acknowledgedMessage = (levels: number) => `{"message":{"type":"speech-update","extra":${arrays(levels)}}}`;

describe('JSON request bodies', () => {
  it('refuses a body nested 4,000 deep with 400 and the reason, before the webhooks, the sign-in or a session', async () => {
    for (const path of ['/api/webhooks/vapi', '/api/webhooks/stripe', '/api/auth/sign-in/email', '/api/agents']) {
      const response = await post(path, arrays(4000));
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual(TOO_DEEP);
    }
    const signedIn = await owner.request('/api/agents', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: arrays(4000),
    });
    expect(await signedIn.json()).toEqual(TOO_DEEP);
  });

  it(`accepts a voice-platform message nested ${JSON_MAX_DEPTH} deep and refuses one level more`, async () => {
    const secret = { 'x-vapi-secret': t.config.vapi.webhookSecret };
    // The envelope and the message are two levels of their own.
    const deepest = await post('/api/webhooks/vapi', acknowledgedMessage(JSON_MAX_DEPTH - 2), secret);
    expect(deepest.status).toBe(200);
    expect(await deepest.json()).toEqual({});
    const deeper = await post('/api/webhooks/vapi', acknowledgedMessage(JSON_MAX_DEPTH - 1), secret);
    expect(deeper.status).toBe(400);
    expect(await deeper.json()).toEqual(TOO_DEEP);
  });

  it('checks every JSON media type the sign-in library reads, whatever its case', async () => {
    for (const type of ['Application/JSON; charset=UTF-8', 'application/vnd.api+json']) {
      const response = await post(
        '/api/auth/sign-up/email',
        JSON.stringify({ email: 'nul@example.com', password: 'x\u0000yyyyyyyy', name: 'n' }),
        { 'content-type': type },
      );
      expect(response.status, type).toBe(400);
      expect((await readJson<ErrorJson>(response)).error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'password: must not contain NUL characters.',
      });
    }
  });

  it('refuses JSON over 1 MB at an upload route, which skips the API’s body limit, before reading it', async () => {
    const response = await owner.request('/api/account/avatar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('hands the body read at the door to the sign-in library and to the routes unchanged', async () => {
    const email = `once-${Date.now()}@example.com`;
    const signUp = await post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email, password: 'Correct-Horse-42', name: 'Once' }),
    );
    expect(signUp.status).toBe(200);
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Read once' });
    expect(created.status).toBe(201);
    expect((await readJson<{ agent: { agentName: string } }>(created)).agent.agentName).toBe('Read once');
  });
});
