import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AppError } from './errors.ts';
import { methodNotAllowed } from './method-not-allowed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('a method the API does not support on a path it has', () => {
  it('answers 405 with the methods it does support, signed in or not', async () => {
    const response = await t.request('/api/health', { method: 'DELETE' });
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect(await errorOf(response)).toBe('METHOD_NOT_ALLOWED');

    const agent = await t.request('/api/agents/3f0c5a0e-8c4b-4a55-9f5e-0b7a4d3c2e1f', { method: 'PUT' });
    expect(agent.status).toBe(405);
    expect(agent.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD']);
  });

  it('covers the document and its reference too, and sends /api/docs/ to /api/docs', async () => {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/assets/swagger-ui.css']) {
      const response = await t.request(path, { method: 'POST' });
      expect([path, response.status, response.headers.get('allow')]).toEqual([path, 405, 'GET, HEAD']);
    }
    const slash = await t.request('/api/docs/');
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/api/docs']);
  });

  it('leaves supported methods and unknown paths as they were', async () => {
    expect((await t.request('/api/health')).status).toBe(200);
    const unknown = await t.request('/api/no-such-thing', { method: 'DELETE' });
    expect([unknown.status, unknown.headers.get('allow')]).toEqual([401, null]);
    expect((await t.request('/api/agents', { method: 'GET' })).status).toBe(401);
  });
});

describe('methodNotAllowed on its own', () => {
  const paths = {
    '/agents': { get: {}, post: {} },
    '/agents/{id}': { get: {}, delete: {} },
    '/{tenant}/reports': { put: {} },
  };
  const app = new Hono();
  app.onError((error, c) => c.json({ error: error.message }, error instanceof AppError ? error.status : 500));
  app.use(
    '*',
    methodNotAllowed(() => paths, '/api'),
  );
  app.all('*', (c) => c.text('passed'));
  const allowOf = async (path: string, method: string) => {
    const response = await app.request(path, { method });
    return [response.status, response.headers.get('allow')];
  };

  it('matches a path only against the paths of its first segment, and those starting with a parameter', async () => {
    expect(await allowOf('/api/agents', 'PUT')).toEqual([405, 'GET, POST, HEAD']);
    expect(await allowOf('/api/agents/a1', 'POST')).toEqual([405, 'GET, DELETE, HEAD']);
    expect(await allowOf('/api/agents/reports', 'GET')).toEqual([200, null]);
    expect(await allowOf('/api/agents/reports', 'PATCH')).toEqual([405, 'GET, DELETE, HEAD, PUT']);
    expect(await allowOf('/api/acme/reports', 'GET')).toEqual([405, 'PUT']);
    expect(await allowOf('/api/agentsx', 'PUT')).toEqual([200, null]);
    expect(await allowOf('/api/agents/', 'HEAD')).toEqual([200, null]);
  });
});
