import { randomBytes, randomUUID } from 'node:crypto';
import { isUuid } from '@portal/shared/api';
import {
  DATA_EXPORT_TEXTS,
  DATA_EXPORTS,
  type DataExport,
  type DataExportStatus,
  type LatestDataExport,
} from '@portal/shared/data-export';
import { scopeOfPermissions } from '../../auth/api-keys.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import type { KeyedLock } from '../../db/keyed-lock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/email/email.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { ownerZone } from '../account/owner-zone.service.ts';
import {
  AGENT_VERSION_COLUMNS,
  agentColumns,
  agentRow,
  agentVersionRow,
  API_KEY_COLUMNS,
  apiKeyRow,
  APPOINTMENT_COLUMNS,
  appointmentRow,
  archiveReadme,
  BLOCKED_CALLER_COLUMNS,
  blockedCallerRow,
  CALL_COLUMNS,
  CALLER_COLUMNS,
  callerRow,
  callRow,
  PROFILE_COLUMNS,
  profileRow,
  shapedTable,
  TEXT_COLUMNS,
  textRow,
  WEBHOOK_ENDPOINT_COLUMNS,
  webhookEndpointRow,
} from './archive-contents.pure.ts';
import { buildArchive, type ArchiveTable } from './archive.pure.ts';
import { exportReadyMail } from './data-export.mail.ts';
import * as repo from './data-export.repo.ts';
import { linkSignedFor, signedDownloadPath, signedPagePath } from './export-link.pure.ts';

export const BUILD_EXPORT_JOB = 'data-export-build';

export type DataExportDeps = {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  /** One start at a time per owner, across servers. */
  lock: KeyedLock;
  /** The server's own secret, which signs the download links. */
  secret: string;
  publicUrl: string;
  jobs?: JobQueue;
};

const HOUR = 60 * 60 * 1000;
const LINK_MS = DATA_EXPORTS.linkHours * HOUR;
/** A build still unfinished after this long was left by a stopped server: it is recorded as failed. */
const STALLED_MS = HOUR;

function toDataExport(row: repo.DataExportRow, now: Date, secret: string): DataExport {
  const lasts = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status as DataExportStatus,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    error: row.status === 'failed' ? (row.error ?? DATA_EXPORT_TEXTS.failed) : null,
    downloadPath: lasts ? signedDownloadPath(row.id, row.expiresAt!, secret) : null,
  };
}

/** The owner's newest archive while it is building, failed or its link lasts; an expired one is no longer shown. */
export async function latestExport(
  deps: DataExportDeps,
  user: { id: string; email: string },
): Promise<LatestDataExport> {
  const row = await repo.findLatestExport(deps.db, user.id);
  const now = deps.now();
  const shown = row && !(row.status === 'ready' && row.expiresAt && row.expiresAt <= now) ? row : null;
  return {
    export: shown && toDataExport(shown, now, deps.secret),
    email: user.email,
    timezone: await ownerZone(deps, user.id),
  };
}

/**
 * Starts building the owner's archive, or answers the one already building: one at a time, and at
 * most DATA_EXPORTS.perDay a day, as each reads the owner's whole account.
 */
export async function startExport(deps: DataExportDeps, userId: string): Promise<DataExport> {
  const now = deps.now();
  const row = await deps.lock(`data-export:${userId}`, async (db) => {
    const building = await repo.findBuildingExport(db, userId);
    if (building) return building;
    if ((await repo.countExportsSince(db, userId, new Date(now.getTime() - 24 * HOUR))) >= DATA_EXPORTS.perDay) {
      throw new AppError('RATE_LIMITED', DATA_EXPORT_TEXTS.limitReached);
    }
    const id = randomUUID();
    // The key carries a random part: stored files are served by key, so it must not be guessable from the id.
    const storageKey = `exports/${id}-${randomBytes(16).toString('hex')}.zip`;
    const created = await repo.insertExport(db, { id, userId, storageKey, createdAt: now });
    return { ...created, fresh: true as const };
  });
  if ('fresh' in row) {
    if (deps.jobs) await deps.jobs.send(BUILD_EXPORT_JOB, { exportId: row.id }, row.id);
    else {
      void buildExport(deps, row.id).catch((error: unknown) =>
        deps.logger.error({ err: error, exportId: row.id }, 'the data export could not be finished'),
      );
    }
  }
  return toDataExport(row, now, deps.secret);
}

/** Every table of the account, read in batches as the archive is written. */
async function accountTables(db: Database, userId: string): Promise<ArchiveTable[]> {
  const profile = await repo.readProfile(db, userId);
  const agents = await repo.readAgents(db, userId);
  const agentsById = new Map(agents.map((agent) => [agent.id, { name: agent.agentName, timezone: agent.timezone }]));
  const once = <T>(rows: T[]) =>
    (async function* () {
      yield rows;
    })();
  return [
    shapedTable('profile', PROFILE_COLUMNS, once(profile ? [profile] : []), profileRow),
    shapedTable('agents', agents[0] ? agentColumns(agents[0]) : ['id', 'agentName'], once(agents), agentRow),
    shapedTable('agent-versions', AGENT_VERSION_COLUMNS, repo.agentVersionBatches(db, userId), agentVersionRow),
    shapedTable('calls', CALL_COLUMNS, repo.callBatches(db, userId), (call) => callRow(call, agentsById)),
    shapedTable('callers', CALLER_COLUMNS, repo.callerBatches(db, userId), callerRow),
    shapedTable('appointments', APPOINTMENT_COLUMNS, repo.appointmentBatches(db, userId), (appointment) =>
      appointmentRow(appointment, agentsById),
    ),
    shapedTable('texts', TEXT_COLUMNS, repo.textBatches(db, userId), textRow),
    shapedTable('blocked-callers', BLOCKED_CALLER_COLUMNS, repo.blockedCallerBatches(db, userId), blockedCallerRow),
    shapedTable(
      'webhook-endpoints',
      WEBHOOK_ENDPOINT_COLUMNS,
      repo.webhookEndpointBatches(db, userId),
      webhookEndpointRow,
    ),
    shapedTable('api-keys', API_KEY_COLUMNS, repo.apiKeyBatches(db, userId), (key) =>
      apiKeyRow(key, scopeOfPermissions(key.permissions)),
    ),
  ];
}

/**
 * Builds one archive (the job): written to storage under its own key, recorded ready with its size
 * and e-mailed. Only a building archive is built, and only the worker that records it ready sends
 * the e-mail. A build that fails is recorded with why, for the page to offer "Try again".
 */
export async function buildExport(deps: DataExportDeps, exportId: string) {
  const row = await repo.findExport(deps.db, exportId);
  if (row?.status !== 'building' || !row.storageKey) return;
  const contact = await repo.findOwnerContact(deps.db, row.userId);
  if (!contact) return;
  let ready: repo.DataExportRow | null;
  try {
    const archive = await buildArchive(
      archiveReadme(contact.email, deps.now()),
      await accountTables(deps.db, row.userId),
    );
    await deps.storage.put(row.storageKey, archive, 'application/zip');
    const readyAt = deps.now();
    ready = await repo.markReady(deps.db, exportId, {
      sizeBytes: archive.byteLength,
      readyAt,
      expiresAt: new Date(readyAt.getTime() + LINK_MS),
    });
  } catch (error) {
    deps.logger.error({ err: error, exportId }, 'the data export could not be built');
    await repo.markFailed(deps.db, exportId, {
      error: DATA_EXPORT_TEXTS.failed,
      expiresAt: new Date(deps.now().getTime() + LINK_MS),
    });
    await deps.storage.delete(row.storageKey).catch(() => undefined);
    return;
  }
  if (!ready?.expiresAt) {
    // Another worker finished it (same key, same file), or the account was closed while it was built.
    if (!(await repo.findExport(deps.db, exportId))) await deps.storage.delete(row.storageKey);
    return;
  }
  const link = `${deps.publicUrl}${signedPagePath(exportId, ready.expiresAt, deps.secret)}`;
  const zone = await ownerZone(deps, row.userId);
  await deps.mailer.send(exportReadyMail(contact.email, { link, expiresAt: ready.expiresAt, zone }));
}

/**
 * The archive behind a download link, for its owner only: someone else's archive is not found, a
 * link not signed by us (or signed for another archive) is refused, and once the link's 24 hours
 * are over it is gone (410), even after the archive itself was deleted.
 */
export async function downloadExport(
  deps: Pick<DataExportDeps, 'db' | 'storage' | 'now' | 'secret'>,
  userId: string,
  exportId: string,
  link: { expires?: string; signature?: string },
) {
  const row = isUuid(exportId) ? await repo.findExport(deps.db, exportId) : null;
  if (row && row.userId !== userId) throw new AppError('NOT_FOUND', DATA_EXPORT_TEXTS.notFound);
  const expiresAt = isUuid(exportId) ? linkSignedFor(exportId, link, deps.secret) : null;
  if (!expiresAt) {
    if (row) throw new AppError('FORBIDDEN', DATA_EXPORT_TEXTS.badLink);
    throw new AppError('NOT_FOUND', DATA_EXPORT_TEXTS.notFound);
  }
  if (deps.now() >= expiresAt) throw new AppError('NOT_FOUND', DATA_EXPORT_TEXTS.expired, 410);
  if (!row) throw new AppError('NOT_FOUND', DATA_EXPORT_TEXTS.notFound);
  if (row.status !== 'ready' || !row.storageKey) throw new AppError('NOT_FOUND', DATA_EXPORT_TEXTS.notReady);
  if (row.expiresAt?.getTime() !== expiresAt.getTime()) throw new AppError('FORBIDDEN', DATA_EXPORT_TEXTS.badLink);
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw new AppError('NOT_FOUND', DATA_EXPORT_TEXTS.expired, 410);
  return { bytes: file.bytes, fileName: `voice-agent-data-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
}

/** Deletes archives whose link has run out (file and row), and records builds a stopped server left as failed. */
export async function cleanUpExports(deps: Pick<DataExportDeps, 'db' | 'storage' | 'now' | 'logger'>) {
  const now = deps.now();
  for (const stalled of await repo.findStalledBuilds(deps.db, new Date(now.getTime() - STALLED_MS))) {
    await repo.markFailed(deps.db, stalled.id, {
      error: DATA_EXPORT_TEXTS.failed,
      expiresAt: new Date(now.getTime() + LINK_MS),
    });
  }
  let deleted = 0;
  for (let expired = await repo.findExpiredExports(deps.db, now); expired.length > 0;) {
    for (const row of expired) {
      if (row.storageKey) await deps.storage.delete(row.storageKey);
      await repo.deleteExport(deps.db, row.id);
      deleted += 1;
    }
    expired = await repo.findExpiredExports(deps.db, now);
  }
  if (deleted > 0) deps.logger.info({ deleted }, 'expired data exports deleted');
}
