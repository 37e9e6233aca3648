import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './testing/net.ts';

// What an operator sees on `npm start`: the last line the server prints once it is up says where the
// portal is, after the structured lines for log tools, and the server listens only where HOST (or
// the sandbox default) says. 127.0.0.2 is loopback too on Linux, so two addresses of this machine
// tell the bind address apart.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const started: { child: ChildProcess; dataDir: string }[] = [];

afterEach(async () => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});

const SENTENCE = 'AI Voice Agent Platform is running at ';

/**
 * Starts main.ts in sandbox mode and resolves with the sentence saying where the portal is and the
 * lines printed before it.
 */
async function start(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-start-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      // Blank values keep every vendor emulated whatever the developer's shell sets.
      HOST: '',
      VAPI_API_KEY: '',
      TELNYX_API_KEY: '',
      GOOGLE_CLIENT_ID: '',
      OPENAI_API_KEY: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      DATABASE_URL: '',
      SANDBOX_PUBLIC: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push({ child, dataDir });
  const before: string[] = [];
  const sentence = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(SENTENCE)) resolve(line);
      else before.push(line);
    });
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the server exited with ${String(code)} before saying where the portal is`);
  });
  return { port, address: await Promise.race([sentence, exited]), before };
}

/** Whether the server answers on one address of this machine. */
const answersOn = (address: string, port: number) =>
  fetch(`http://${address}:${port}/api/health`).then(
    (response) => response.status === 200,
    () => false,
  );

describe('server start', () => {
  it('prints a plain sentence with the address and the sandbox mailbox last, and listens on 127.0.0.1 only', async () => {
    const { port, address, before } = await start();
    // The structured line for log tools comes first, so the sentence is what stays in view.
    expect(before.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['server started']);
    expect(address).toBe(
      `AI Voice Agent Platform is running at http://localhost:${port} (listening on 127.0.0.1) in sandbox mode: ` +
        `Vapi, Telnyx, Google, OpenAI and Stripe are emulated, e-mail goes to the sandbox mailbox at http://localhost:${port}/dev/mailbox and texts go to the sandbox phone at http://localhost:${port}/dev/phone.`,
    );
    expect(await answersOn('127.0.0.1', port)).toBe(true);
    expect(await answersOn('127.0.0.2', port)).toBe(false);
  }, 90_000);

  it('listens where HOST says', async () => {
    const { port, address } = await start({ HOST: '127.0.0.2' });
    expect(address).toContain('(listening on 127.0.0.2)');
    expect(await answersOn('127.0.0.2', port)).toBe(true);
    expect(await answersOn('127.0.0.1', port)).toBe(false);
  }, 90_000);
});
