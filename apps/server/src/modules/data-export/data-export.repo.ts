import { and, asc, count, desc, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client.ts';
import {
  agents,
  agentVersions,
  apiKeys,
  appointments,
  blockedCallers,
  callers,
  callRecords,
  dataExports,
  profiles,
  texts,
  users,
  webhookEndpoints,
} from '../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Rows read at a time from a large table. */
export const BATCH_SIZE = 500;

export async function findExport(db: Queryable, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function findLatestExport(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findBuildingExport(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')))
    .limit(1);
  return row ?? null;
}

export async function countExportsSince(db: Queryable, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertExport(
  db: Queryable,
  values: { id: string; userId: string; storageKey: string; createdAt: Date },
) {
  const [row] = await db.insert(dataExports).values(values).returning();
  return row!;
}

/** Marks a building archive ready; null when another worker already finished it. */
export async function markReady(
  db: Database,
  id: string,
  values: { sizeBytes: number; readyAt: Date; expiresAt: Date },
) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', error: null, ...values })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
    .returning();
  return row ?? null;
}

export async function markFailed(db: Database, id: string, values: { error: string; expiresAt: Date }) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'failed', storageKey: null, ...values })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
    .returning();
  return row ?? null;
}

/** Archives whose link has run out, and builds a stopped server left unfinished before `stalledBefore`. */
export async function findExpiredExports(db: Database, now: Date) {
  return db.select().from(dataExports).where(lte(dataExports.expiresAt, now)).limit(BATCH_SIZE);
}

export async function findStalledBuilds(db: Database, stalledBefore: Date) {
  return db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'building'), lt(dataExports.createdAt, stalledBefore)));
}

export async function deleteExport(db: Database, id: string) {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

// --- What goes into the archive ---------------------------------------------------------------

/** The row a selection of columns reads: null only where the column allows it. */
type Facts<Columns extends Record<string, AnyPgColumn>> = {
  [K in keyof Columns]: Columns[K]['_']['notNull'] extends true
    ? Columns[K]['_']['data']
    : Columns[K]['_']['data'] | null;
};

/** The owner's profile: who they are and their settings, never a password, token or secret. */
export async function readProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      fullName: profiles.fullName,
      phoneNumber: profiles.phoneNumber,
      timezone: profiles.timezone,
      plan: profiles.plan,
      subscriptionStatus: profiles.subscriptionStatus,
      googleCalendarEmail: profiles.googleCalendarEmail,
      notifyUrgentEmail: profiles.notifyUrgentEmail,
      dailyDigestEnabled: profiles.dailyDigestEnabled,
      dailyDigestTime: profiles.dailyDigestTime,
      textAlertsMobile: profiles.textAlertsMobile,
      retentionDays: profiles.retentionDays,
      redactSensitive: profiles.redactSensitive,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type ProfileFacts = NonNullable<Awaited<ReturnType<typeof readProfile>>>;

/** Where the ready e-mail goes. */
export async function findOwnerContact(db: Queryable, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The agent's card values and settings: not its links to the voice platform or its internal bookkeeping. */
const agentColumns = {
  id: agents.id,
  agentName: agents.agentName,
  deleted: agents.isDeleted,
  timezone: agents.timezone,
  businessType: agents.businessType,
  gender: agents.gender,
  attitude: agents.attitude,
  voice: agents.voice,
  vibe: agents.vibe,
  accent: agents.accent,
  speakingStyle: agents.speakingStyle,
  coreInstructions: agents.coreInstructions,
  businessName: agents.businessName,
  typeOfBusiness: agents.typeOfBusiness,
  description: agents.description,
  yourProducts: agents.yourProducts,
  yourPrices: agents.yourPrices,
  yourHours: agents.yourHours,
  closures: agents.closures,
  contactInfo: agents.contactInfo,
  faqAndPolicies: agents.faqAndPolicies,
  aboutUs: agents.aboutUs,
  topicsToAvoid: agents.topicsToAvoid,
  additionalInfo: agents.additionalInfo,
  websiteInfo: agents.websiteInfo,
  greeting: agents.greeting,
  endOfCall: agents.endOfCall,
  specialOffers: agents.specialOffers,
  callForwarding: agents.callForwarding,
  callForwardingActive: agents.callForwardingActive,
  transferDestinations: agents.transferDestinations,
  transferMode: agents.transferMode,
  transferNoAnswerSeconds: agents.transferNoAnswerSeconds,
  scheduling: agents.scheduling,
  schedulingConfig: agents.schedulingConfig,
  schedulingInstructionsText: agents.schedulingInstructionsText,
  infoToCollect: agents.infoToCollect,
  makeASale: agents.makeASale,
  additionalTasks: agents.additionalTasks,
  givingQuotes: agents.givingQuotes,
  rememberCallers: agents.rememberCallers,
  urgentMattersEnabled: agents.urgentMattersEnabled,
  urgentMattersSituations: agents.urgentMattersSituations,
  urgentMattersAction: agents.urgentMattersAction,
  urgentMattersInfoToCollect: agents.urgentMattersInfoToCollect,
  urgentMattersInfoToCollectOther: agents.urgentMattersInfoToCollectOther,
  textingSettings: agents.textingSettings,
  privacySettings: agents.privacySettings,
  draftValues: agents.draftValues,
  publishedVersion: agents.publishedVersion,
  createdAt: agents.createdAt,
  updatedAt: agents.updatedAt,
};

/** Every agent of the owner, deleted ones too (their rows are still kept). An owner has a handful. */
export const readAgents = (db: Database, userId: string) =>
  db.select(agentColumns).from(agents).where(eq(agents.userId, userId)).orderBy(asc(agents.createdAt), asc(agents.id));

export type AgentFacts = Awaited<ReturnType<typeof readAgents>>[number];

/**
 * A table's rows of one owner, BATCH_SIZE at a time, in the order of `key` (a unique column): each
 * batch starts after the last one's final key, so no batch reads the table again from the start.
 */
async function* inBatches<Row extends Record<string, unknown>>(
  read: (after: SQL | undefined) => Promise<Row[]>,
  key: AnyPgColumn,
  keyOf: (row: Row) => string,
): AsyncGenerator<Row[]> {
  let last: string | undefined;
  for (;;) {
    const rows = await read(last === undefined ? undefined : gt(key, last));
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_SIZE) return;
    last = keyOf(rows.at(-1)!);
  }
}

function batchesOf<Row extends Record<string, unknown> & { id: string }>(
  db: Database,
  table: PgTable,
  columns: Record<string, AnyPgColumn>,
  owner: SQL,
  id: AnyPgColumn,
) {
  return inBatches(
    (after) =>
      db.select(columns).from(table).where(and(owner, after)).orderBy(asc(id)).limit(BATCH_SIZE) as unknown as Promise<
        Row[]
      >,
    id,
    (row) => row.id,
  );
}

const versionColumns = {
  id: agentVersions.id,
  agentId: agentVersions.agentId,
  number: agentVersions.number,
  note: agentVersions.note,
  publishedAt: agentVersions.publishedAt,
  values: agentVersions.values,
};
export type AgentVersionFacts = Facts<typeof versionColumns>;
export const agentVersionBatches = (db: Database, userId: string) =>
  batchesOf<AgentVersionFacts>(db, agentVersions, versionColumns, eq(agentVersions.userId, userId), agentVersions.id);

const callColumns = {
  id: callRecords.id,
  agentId: callRecords.agentId,
  agentVersion: callRecords.agentVersion,
  type: callRecords.type,
  status: callRecords.status,
  customerNumber: callRecords.customerNumber,
  startedAt: callRecords.startedAt,
  endedAt: callRecords.endedAt,
  durationSeconds: callRecords.callDurationSeconds,
  endedReason: callRecords.endedReason,
  cost: callRecords.cost,
  outcome: callRecords.outcome,
  summary: callRecords.summary,
  transcript: callRecords.transcript,
  appointmentChanges: callRecords.appointmentChanges,
  handledAt: callRecords.handledAt,
  artifactsDeletedAt: callRecords.artifactsDeletedAt,
  createdAt: callRecords.createdAt,
};
export type CallFacts = Facts<typeof callColumns>;
export const callBatches = (db: Database, userId: string) =>
  batchesOf<CallFacts>(db, callRecords, callColumns, eq(callRecords.userId, userId), callRecords.id);

const callerColumns = {
  id: callers.id,
  number: callers.number,
  name: callers.name,
  note: callers.note,
  lastCallAt: callers.lastCallAt,
  createdAt: callers.createdAt,
};
export type CallerFacts = Facts<typeof callerColumns>;
export const callerBatches = (db: Database, userId: string) =>
  batchesOf<CallerFacts>(db, callers, callerColumns, eq(callers.userId, userId), callers.id);

const appointmentColumns = {
  id: appointments.id,
  agentId: appointments.agentId,
  callerName: appointments.callerName,
  callerNumber: appointments.callerNumber,
  bookedNumber: appointments.bookedNumber,
  summary: appointments.summary,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  cancelReason: appointments.cancelReason,
  bookedByCall: appointments.bookedByCall,
  createdAt: appointments.createdAt,
};
export type AppointmentFacts = Facts<typeof appointmentColumns>;
export const appointmentBatches = (db: Database, userId: string) =>
  batchesOf<AppointmentFacts>(db, appointments, appointmentColumns, eq(appointments.userId, userId), appointments.id);

const textColumns = {
  id: texts.id,
  agentId: texts.agentId,
  callId: texts.callId,
  kind: texts.kind,
  direction: texts.direction,
  fromNumber: texts.fromNumber,
  toNumber: texts.toNumber,
  body: texts.body,
  status: texts.status,
  reason: texts.reason,
  createdAt: texts.createdAt,
};
export type TextFacts = Facts<typeof textColumns>;
export const textBatches = (db: Database, userId: string) =>
  batchesOf<TextFacts>(db, texts, textColumns, eq(texts.userId, userId), texts.id);

const blockedColumns = {
  id: blockedCallers.id,
  number: blockedCallers.number,
  note: blockedCallers.note,
  createdAt: blockedCallers.createdAt,
};
export type BlockedCallerFacts = Facts<typeof blockedColumns>;
export const blockedCallerBatches = (db: Database, userId: string) =>
  batchesOf<BlockedCallerFacts>(
    db,
    blockedCallers,
    blockedColumns,
    eq(blockedCallers.userId, userId),
    blockedCallers.id,
  );

/** Webhook endpoints without their signing secret. */
const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  createdAt: webhookEndpoints.createdAt,
};
export type WebhookEndpointFacts = Facts<typeof endpointColumns>;
export const webhookEndpointBatches = (db: Database, userId: string) =>
  batchesOf<WebhookEndpointFacts>(
    db,
    webhookEndpoints,
    endpointColumns,
    eq(webhookEndpoints.userId, userId),
    webhookEndpoints.id,
  );

/** API keys by name, first characters and scope: never the key's hash. */
const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  start: apiKeys.start,
  permissions: apiKeys.permissions,
  lastRequest: apiKeys.lastRequest,
  createdAt: apiKeys.createdAt,
};
export type ApiKeyFacts = Facts<typeof apiKeyColumns>;
export const apiKeyBatches = (db: Database, userId: string) =>
  batchesOf<ApiKeyFacts>(db, apiKeys, apiKeyColumns, eq(apiKeys.referenceId, userId), apiKeys.id);
