import { DATA_EXPORT_TEXTS, type DataExport, type LatestDataExport } from '@portal/shared/data-export';
import { archiveDownloadPath, archiveLinkIn } from '@portal/shared/data-export.plain';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../create-mailer.ts';
import {
  accounts,
  agents,
  apiKeys,
  callers,
  callRecords,
  dataExports,
  users,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { withRecordedJobs } from '../notifications/testing.ts';
import { CLEAN_UP_EXPORTS_JOB } from './data-export.jobs.ts';
import { BUILD_EXPORT_JOB, buildExport, startExport } from './data-export.service.ts';

/**
 * "Download my data" as the app is wired, with its jobs run by the test: one archive at a time,
 * built into storage, e-mailed as a signed link that opens only for its owner, for 24 hours.
 */

const START = new Date('2030-03-12T12:00:00Z');
let clock = START;

/** The download address of the archive the owner's latest e-mail names. */
async function emailedDownload(email: string) {
  const page = await t.latestLink(email);
  return new URL(`/api${archiveDownloadPath(archiveLinkIn(page.searchParams)!)}`, page);
}
const now = () => clock;

let t: TestApp;
let jobs: Awaited<ReturnType<typeof withRecordedJobs>>;
let owner: SignedInUser;
let other: SignedInUser;
let apiKey: string;

/** A request of this owner's browser to the app whose jobs the test runs. */
const asOwner = (user: SignedInUser, path: string, method = 'GET') =>
  jobs.app.request(path, {
    method,
    headers: { cookie: user.cookie, origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' },
  });

async function runQueued() {
  for (let job = jobs.queued.shift(); job; job = jobs.queued.shift()) await jobs.run(job.name, job.data);
}

const latest = async (user: SignedInUser) =>
  readJson<LatestDataExport>(await user.request('/api/account/exports/latest'));

beforeAll(async () => {
  t = await createTestApp({ now });
  jobs = await withRecordedJobs(t, now);
  owner = await signedInUser(t, 'exporter');
  other = await signedInUser(t, 'stranger');
  const [agent] = await t.db
    .insert(agents)
    .values({
      userId: owner.id,
      agentName: 'Front Desk',
      timezone: 'America/Chicago',
      greeting: 'Thanks for calling Bright Smiles, how can I help?',
      yourHours: { monday: [{ open: '08:00', close: '17:00' }] },
      transferDestinations: [{ id: 'front', label: 'Front office', number: '+15125550100' }],
    })
    .returning();
  await t.db.insert(callRecords).values({
    userId: owner.id,
    agentId: agent!.id,
    vapiCallId: 'call-export-1',
    customerNumber: '+15125550123',
    startedAt: new Date('2030-03-11T15:00:00Z'),
    endedAt: new Date('2030-03-11T15:03:00Z'),
    callDurationSeconds: 180,
    cost: '0.4200',
    summary: 'Jane booked a cleaning.',
    transcript: 'AI: Bright Smiles.\nUser: I would like a cleaning, "as soon as possible", please.',
    outcome: { outcome: 'booked', summary: 'Booked a cleaning' } as never,
  });
  await t.db
    .insert(callers)
    .values({ userId: owner.id, number: '+15125550123', name: 'Jane Doe', note: 'Prefers mornings' });
  await t.db.insert(webhookEndpoints).values({
    userId: owner.id,
    url: 'https://hooks.example.com/portal',
    events: ['call.ended'],
    secretEncrypted: 'v1:never-exported',
  });
  const created = await owner.json('/api/api-keys', 'POST', { name: 'Reports script', scope: 'read' });
  apiKey = (await readJson<{ key: string }>(created)).key;
});
afterAll(async () => {
  await t.close();
});

describe('asking for an archive', () => {
  let first: DataExport;

  it('starts one build, and answers the same one while it builds', async () => {
    const started = await asOwner(owner, '/api/account/exports', 'POST');
    expect(started.status).toBe(202);
    first = await readJson<DataExport>(started);
    expect(first).toMatchObject({ status: 'building', readyAt: null, expiresAt: null, downloadPath: null });
    expect(jobs.queued).toEqual([{ name: BUILD_EXPORT_JOB, data: { exportId: first.id }, key: first.id }]);

    const again = await readJson<DataExport>(await asOwner(owner, '/api/account/exports', 'POST'));
    expect(again.id).toBe(first.id);
    expect(jobs.queued).toHaveLength(1);
    expect((await latest(owner)).export).toMatchObject({ id: first.id, status: 'building' });
  });

  it('records it ready with its size, and e-mails the owner a signed link valid 24 hours', async () => {
    await runQueued();
    const view = await latest(owner);
    expect(view.email).toBe(owner.email);
    expect(view.timezone).toBe('America/Chicago');
    expect(view.export).toMatchObject({
      id: first.id,
      status: 'ready',
      readyAt: START.toISOString(),
      expiresAt: '2030-03-13T12:00:00.000Z',
    });
    expect(view.export?.sizeBytes).toBeGreaterThan(500);
    expect(view.export?.downloadPath).toMatch(new RegExp(`^/account/exports/${first.id}/download\\?expires=`));

    const [mail] = await t.mailsTo(owner.email);
    expect(mail?.subject).toBe(DATA_EXPORT_TEXTS.mailSubject);
    expect(mail?.text).toContain('until Wed, Mar 13, 7:00 AM CDT');
    // The e-mail opens Privacy & Data naming the archive (a signed-out owner signs in on the way);
    // its Download is the same signed address the page shows.
    const page = await t.latestLink(owner.email);
    expect(page.pathname).toBe('/account/privacy');
    expect(page.searchParams.get('archive')).toBe(first.id);
    const link = await emailedDownload(owner.email);
    expect(`${link.pathname}${link.search}`).toBe(`/api${view.export?.downloadPath}`);
  });

  it('downloads, for the owner, a zip with every agent, call and record, and no secret', async () => {
    const link = await emailedDownload(owner.email);
    const response = await owner.request(`${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="voice-agent-data-2030-03-12.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const read = (name: string) => strFromU8(files[name]!);
    const json = <T>(name: string) => JSON.parse(read(name)) as T;

    expect(read('README.txt')).toContain('calls            Every call');
    expect(json<{ email: string }[]>('profile.json')[0]?.email).toBe(owner.email);
    const [agent] = json<Record<string, unknown>[]>('agents.json');
    expect(agent).toMatchObject({
      agentName: 'Front Desk',
      greeting: 'Thanks for calling Bright Smiles, how can I help?',
      transferDestinations: [{ id: 'front', label: 'Front office', number: '+15125550100' }],
    });
    const [call] = json<Record<string, unknown>[]>('calls.json');
    expect(call).toMatchObject({
      agentName: 'Front Desk',
      startedAtUtc: '2030-03-11T15:00:00.000Z',
      startedAtLocal: '2030-03-11T10:00:00.000-05:00',
      durationSeconds: 180,
      cost: 0.42,
      outcome: 'booked',
      transcript: 'AI: Bright Smiles.\nUser: I would like a cleaning, "as soon as possible", please.',
    });
    expect(read('calls.csv')).toContain(
      '"AI: Bright Smiles.\nUser: I would like a cleaning, ""as soon as possible"", please."',
    );
    expect(json<unknown[]>('callers.json')).toMatchObject([{ name: 'Jane Doe', note: 'Prefers mornings' }]);
    expect(json<unknown[]>('webhook-endpoints.json')).toMatchObject([{ url: 'https://hooks.example.com/portal' }]);
    expect(json<unknown[]>('api-keys.json')).toMatchObject([{ name: 'Reports script', scope: 'read' }]);

    const everything = Object.keys(files).map(read).join('\n');
    const [keyRow] = await t.db.select({ hash: apiKeys.key }).from(apiKeys).where(eq(apiKeys.referenceId, owner.id));
    expect(everything).not.toContain(keyRow!.hash);
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain('v1:never-exported');
    const [login] = await t.db.select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, owner.id));
    expect(login?.hash).toBeTruthy();
    expect(everything).not.toContain(login!.hash);
  });

  it('is not found for another owner, and asks a signed-out visitor to sign in', async () => {
    const link = await emailedDownload(owner.email);
    const foreign = await other.request(`${link.pathname}${link.search}`);
    expect(foreign.status).toBe(404);
    expect((await readJson<ErrorJson>(foreign)).error.message).toBe(DATA_EXPORT_TEXTS.notFound);
    expect((await t.request(`${link.pathname}${link.search}`)).status).toBe(401);
  });

  it('refuses an API key, even the owner’s', async () => {
    const link = await emailedDownload(owner.email);
    const withKey = await t.request(`${link.pathname}${link.search}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(withKey.status).toBe(403);
    const started = await t.request('/api/account/exports', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(started.status).toBe(403);
  });

  it('refuses a forged signature, a stretched expiry, and a signature moved to another archive', async () => {
    const link = await emailedDownload(owner.email);
    const forged = new URLSearchParams(link.search);
    forged.set('signature', `${forged.get('signature')!.slice(0, -2)}AA`);
    const stretched = new URLSearchParams(link.search);
    stretched.set('expires', String(Number(stretched.get('expires')) + 86_400_000));
    for (const query of [forged, stretched, new URLSearchParams()]) {
      const response = await owner.request(`${link.pathname}?${query.toString()}`);
      expect(response.status).toBe(403);
      expect((await readJson<ErrorJson>(response)).error.message).toBe(DATA_EXPORT_TEXTS.badLink);
    }

    // A second archive of the same owner: the first link's signature does not open it.
    const second = await readJson<DataExport>(await asOwner(owner, '/api/account/exports', 'POST'));
    expect(second.id).not.toBe(first.id);
    await runQueued();
    const moved = await owner.request(`${link.pathname.replace(first.id, second.id)}${link.search}`);
    expect(moved.status).toBe(403);
  });

  it('allows three archives a day, then says when to try again', async () => {
    expect((await asOwner(owner, '/api/account/exports', 'POST')).status).toBe(202);
    await runQueued();
    const refused = await owner.request('/api/account/exports', { method: 'POST' });
    expect(refused.status).toBe(429);
    expect((await readJson<ErrorJson>(refused)).error.message).toBe(DATA_EXPORT_TEXTS.limitReached);
  });

  it('answers 410 once the 24 hours are over, and the hourly cleanup deletes the archives', async () => {
    const link = await emailedDownload(owner.email);
    clock = new Date('2030-03-13T12:00:00Z');
    const gone = await owner.request(`${link.pathname}${link.search}`);
    expect(gone.status).toBe(410);
    expect((await readJson<ErrorJson>(gone)).error.message).toBe(DATA_EXPORT_TEXTS.expired);
    expect((await latest(owner)).export).toBeNull();

    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(rows).toHaveLength(3);
    await jobs.run(CLEAN_UP_EXPORTS_JOB);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.id))).toEqual([]);
    const { createStorage } = await import('../../providers/storage/create-storage.ts');
    const storage = createStorage(t.config);
    for (const row of rows) expect(await storage.get(row.storageKey!)).toBeNull();
    // The link stays gone (not "not found") once its archive is deleted.
    expect((await owner.request(`${link.pathname}${link.search}`)).status).toBe(410);
  });
});

describe('an account closed while its archive is built', () => {
  it('leaves no archive behind in storage', async () => {
    const closing = await signedInUser(t, 'closing');
    const written = new Set<string>();
    const storage: Storage = {
      put: async (key) => {
        written.add(key);
        // The account (and, by cascade, the archive's row) goes while the archive is stored.
        await t.db.delete(users).where(eq(users.id, closing.id));
      },
      get: async () => null,
      delete: async (key) => void written.delete(key),
      publicUrl: (key) => key,
    };
    const deps = {
      db: t.db,
      storage,
      mailer: createMailer(t.config, t.db),
      logger: createLogger('silent'),
      now,
      lock: <T>(_key: string, run: (db: typeof t.db) => Promise<T>) => run(t.db),
      secret: t.config.authSecret,
      publicUrl: t.config.publicUrl,
      jobs: {
        define: () => undefined,
        start: async () => undefined,
        send: async () => undefined,
        stop: async () => undefined,
      },
    };
    const started = await startExport(deps, closing.id);
    await buildExport(deps, started.id);
    expect(written.size).toBe(0);
    expect(await t.mailsTo(closing.email)).toHaveLength(1); // only the sign-up confirmation
  });
});

describe('a build that fails', () => {
  it('is recorded failed with why, shown for "Try again", and a new one can start', async () => {
    const failing: Storage = {
      put: async () => {
        throw new Error('disk full');
      },
      get: async () => null,
      delete: async () => undefined,
      publicUrl: (key) => key,
    };
    const deps = {
      db: t.db,
      storage: failing,
      mailer: createMailer(t.config, t.db),
      logger: createLogger('silent'),
      now,
      lock: <T>(_key: string, run: (db: typeof t.db) => Promise<T>) => run(t.db),
      secret: t.config.authSecret,
      publicUrl: t.config.publicUrl,
      jobs: {
        define: () => undefined,
        start: async () => undefined,
        send: async () => undefined,
        stop: async () => undefined,
      },
    };
    const started = await startExport(deps, other.id);
    await buildExport(deps, started.id);
    const view = await latest(other);
    expect(view.export).toMatchObject({
      id: started.id,
      status: 'failed',
      error: DATA_EXPORT_TEXTS.failed,
      downloadPath: null,
    });
    expect(await t.mailsTo(other.email)).toHaveLength(1); // only the sign-up confirmation
    const again = await startExport(deps, other.id);
    expect(again.id).not.toBe(started.id);
    expect(again.status).toBe('building');
  });
});
