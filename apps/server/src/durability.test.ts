import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/net.ts';
import { onPostgres, testDatabaseUrl } from './testing/test-database.ts';

/**
 * The server is killed (SIGKILL, no shutdown at all) in the middle of a stream of card saves and
 * started again: every save it answered 2xx must be in the database and in the assistant on the
 * voice platform (the emulator). On PostgreSQL, as a deployment runs it.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const FIELDS = ['businessName', 'typeOfBusiness', 'description', 'yourProducts', 'yourPrices', 'contactInfo'];
const AGENTS = 4;

describe.runIf(onPostgres)('saves through a server killed mid-load', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let baseUrl: string;
  let server: ChildProcess | undefined;

  async function start() {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    // Up within 30 s, or the test fails.
    for (let tries = 0; tries < 150; tries += 1) {
      if ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not start');
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-durability-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: await testDatabaseUrl(),
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: 'off',
    };
    await start();
  }, 60_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        origin: baseUrl,
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
    });

  async function signedIn(email: string) {
    const password = 'correct-horse-battery';
    await call('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ email, password, name: email }) });
    const mails = (await (await call('/dev/mailbox.json')).json()) as { to: string; text: string }[];
    const link = /https?:\/\/\S+/.exec(mails.find((mail) => mail.to === email)!.text)![0];
    await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl), { redirect: 'manual' });
    const signIn = await call('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
    return signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  it('keeps every acknowledged save, in the database and on the voice platform', async () => {
    const cookie = await signedIn('durable@example.com');
    const agents: { id: string; vapiAgentId: string }[] = [];
    for (let index = 0; index < AGENTS; index += 1) {
      const created = await call('/api/agents', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ agentName: `A${index}` }),
      });
      agents.push(((await created.json()) as { agent: { id: string; vapiAgentId: string } }).agent);
    }
    const saves = agents.flatMap((agent) =>
      FIELDS.map((field) => ({ agent, field, value: `${field} of ${agent.id}` })),
    );
    const acknowledged: typeof saves = [];
    let sent = 0;
    // Four clients save one card after another; the server dies after a third of the saves went out.
    const client = async () => {
      for (let save = saves[sent++]; save; save = saves[sent++]) {
        if (sent === Math.ceil(saves.length / 3)) server?.kill('SIGKILL');
        const response = await call(`/api/agents/${save.agent.id}/sections/${save.field}`, {
          method: 'PATCH',
          cookie,
          body: JSON.stringify({ [save.field]: save.value }),
        }).catch(() => undefined);
        if (response?.ok) acknowledged.push(save);
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(saves.length);

    await start();
    for (const save of acknowledged) {
      const agent = (await (await call(`/api/agents/${save.agent.id}`, { cookie })).json()) as Record<string, unknown>;
      expect([save.field, agent[save.field]]).toEqual([save.field, save.value]);
      const assistant = (await (
        await call(`/sandbox/vapi/assistant/${save.agent.vapiAgentId}`, { headers: { authorization: 'Bearer t' } })
      ).json()) as { model: { messages: { content: string }[] } };
      expect(assistant.model.messages[0]!.content).toContain(save.value);
    }
  }, 120_000);
});
