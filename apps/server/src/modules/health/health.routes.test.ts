import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the server and database status, without a session', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 degraded when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const response = await broken.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded', database: 'unreachable' });
    } finally {
      broken.database.close = async () => undefined;
      await broken.close();
    }
  });
});
