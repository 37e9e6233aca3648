import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './net.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The real server as its own process (main.ts), for what only a process shows: being killed,
 * stopping on SIGTERM. Each gets a fresh DATA_DIR; the environment adds to it.
 */
export async function serverProcess(extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: 'off',
    ...extraEnv,
  };
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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

  /** A confirmed, signed-in user: its cookie header. */
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

  /** Resolves with the exit code once the process is gone. */
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(child?.exitCode ?? null);
      child.once('exit', (code) => resolve(code));
    });

  return {
    baseUrl,
    start,
    call,
    signedIn,
    exited,
    kill: (signal: NodeJS.Signals) => child?.kill(signal),
    async close() {
      child?.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
