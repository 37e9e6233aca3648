import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { solidImage } from './testing/images.ts';
import { serverProcess } from './testing/server-process.ts';
import { onPostgres, testDatabaseUrl } from './testing/test-database.ts';

const FIELDS = ['businessName', 'typeOfBusiness', 'description', 'yourProducts', 'yourPrices', 'contactInfo'];
const AGENTS = 4;

/**
 * The server is killed (SIGKILL, no shutdown at all) in the middle of a stream of card saves and
 * started again: every save it answered 2xx must be in the database and in the assistant on the
 * voice platform (the emulator). On PostgreSQL, as a deployment runs it.
 */
describe.runIf(onPostgres)('saves through a server killed mid-load', () => {
  let server: Awaited<ReturnType<typeof serverProcess>>;
  beforeAll(async () => {
    server = await serverProcess({ DATABASE_URL: await testDatabaseUrl() });
    await server.start();
  }, 60_000);
  afterAll(() => server.close());

  it('keeps every acknowledged save, in the database and on the voice platform', async () => {
    const { call } = server;
    const cookie = await server.signedIn('durable@example.com');
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
        if (sent === Math.ceil(saves.length / 3)) server.kill('SIGKILL');
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

    await server.start();
    for (const save of acknowledged) {
      const agent = (await (await call(`/api/agents/${save.agent.id}`, { cookie })).json()) as Record<string, unknown>;
      expect([save.field, agent[save.field]]).toEqual([save.field, save.value]);
      // A push that failed while the server was up is retried by its job (30 s later at first).
      const assistantPrompt = async () =>
        (
          (await (
            await call(`/sandbox/vapi/assistant/${save.agent.vapiAgentId}`, { headers: { authorization: 'Bearer t' } })
          ).json()) as { model: { messages: { content: string }[] } }
        ).model.messages[0]!.content;
      await expect.poll(assistantPrompt, { timeout: 45_000 }).toContain(save.value);
    }
  }, 180_000);
});

describe('a server told to stop (SIGTERM)', () => {
  let server: Awaited<ReturnType<typeof serverProcess>>;
  beforeAll(async () => {
    server = await serverProcess();
    await server.start();
  }, 60_000);
  afterAll(() => server.close());

  it('finishes the upload in flight, takes no new request, and is gone within 10 s', async () => {
    const cookie = await server.signedIn('stopping@example.com');
    const picture = await solidImage('png', 32, 32);
    const boundary = 'portal-shutdown-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, picture, tail]);
    // An upload whose body is still on its way when the server is told to stop.
    const upload = request(`${server.baseUrl}/api/account/avatar`, {
      method: 'POST',
      headers: {
        cookie,
        origin: server.baseUrl,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    const answer = new Promise<number>((resolve, reject) => {
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.on('error', reject);
    });
    upload.write(body.subarray(0, 40));
    await new Promise((resolve) => upload.once('socket', resolve));
    const stopped = server.exited();
    server.kill('SIGTERM');
    // Within the 10 s a process manager waits; on a loaded machine the signal can take over a second.
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/api/health`).catch(() => undefined))?.status, {
        timeout: 5_000,
      })
      .toBeUndefined();
    upload.end(body.subarray(40));
    expect(await answer).toBe(200);
    expect(await stopped).toBe(0);
  }, 60_000);
});
