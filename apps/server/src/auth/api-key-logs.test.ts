import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from '../create-mailer.ts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { apiKeys, users } from '../db/schema/index.ts';
import { googleEndpoints } from '../providers/google/endpoints.ts';
import { TEST_INDEX_HTML } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { issueApiKey } from './api-key-access.ts';
import { createAuth, type Auth } from './auth.ts';

/**
 * What the logs say of requests made with API keys, read at the most talkative level: the key's
 * id names the caller, and the key itself appears nowhere, whether it was accepted or refused.
 */
describe('the logs of requests made with API keys', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof createApp>>;
  let auth: Auth;
  let database: DatabaseHandle;
  let dataDir: string;
  let userId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-key-logs-'));
    await mkdir(join(dataDir, 'web-dist'));
    await writeFile(join(dataDir, 'web-dist', 'index.html'), TEST_INDEX_HTML);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', DATA_DIR: dataDir });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'debug' }, sink);
    database = await openTestDatabase();
    const mailer = createMailer(config, database.db);
    const google = googleEndpoints(config, `http://127.0.0.1:${config.port}`);
    auth = createAuth({ config, db: database.db, mailer, google, logger });
    app = await createApp({ config, database, auth, mailer, logger, webDist: join(dataDir, 'web-dist') });
    userId = crypto.randomUUID();
    await database.db.insert(users).values({ id: userId, name: 'Logged', email: 'logged@example.com' });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (key: string, method = 'GET') =>
    app.request(
      '/api/agents',
      {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ agentName: 'Logged' }) }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.20' } } },
    );

  it('names the key by its id and never writes the key', async () => {
    const readOnly = await issueApiKey(auth, { userId, name: 'Logged', scope: 'read' });
    const revoked = await issueApiKey(auth, { userId, name: 'Revoked', scope: 'read_write' });
    await database.db.delete(apiKeys).where(eq(apiKeys.id, revoked.id));

    expect((await call(readOnly.key)).status).toBe(200);
    expect((await call(readOnly.key, 'POST')).status).toBe(403);
    expect((await call(revoked.key)).status).toBe(401);
    expect((await call(`${readOnly.key}x`)).status).toBe(401);
    // Pino writes asynchronously to the stream: wait until the last request's line is in.
    await expect.poll(() => lines.filter((line) => line.includes('"msg":"request"')).length).toBe(4);

    const log = lines.join('');
    expect(log).toContain(`"apiKeyId":"${readOnly.id}"`);
    for (const key of [readOnly.key, revoked.key]) {
      expect(log).not.toContain(key);
      // Nor the part after the characters the owner is shown.
      expect(log).not.toContain(key.slice(8));
    }
  });
});
