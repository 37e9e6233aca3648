import { expect, test } from './support/fixtures.ts';

// The API surface of the foundation, through Playwright's request fixture.

test('GET /api/health answers 200 with the database checked', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('API routes other than auth and health answer 401 without a session', async ({ request }) => {
  const calls = [
    request.get('/api/agents'),
    request.get('/api/account'),
    request.get('/api/phone-numbers'),
    request.post('/api/agents', { data: { name: 'x' } }),
    request.delete('/api/agents/abc'),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('UNAUTHORIZED');
  }
});

test('the auth routes stay public: no session reads as null, not 401', async ({ request }) => {
  const response = await request.get('/api/auth/get-session');
  expect(response.status()).toBe(200);
  expect(await response.json()).toBeNull();
});
