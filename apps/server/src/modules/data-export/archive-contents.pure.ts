import { DateTime, IANAZone } from 'luxon';
import type { ArchiveRow, ArchiveTable } from './archive.pure.ts';
import type {
  AgentFacts,
  AgentVersionFacts,
  ApiKeyFacts,
  AppointmentFacts,
  BlockedCallerFacts,
  CallerFacts,
  CallFacts,
  ProfileFacts,
  TextFacts,
  WebhookEndpointFacts,
} from './data-export.repo.ts';

/** What the archive's README.txt says: what each file holds, and what is left out on purpose. */
export function archiveReadme(email: string, builtAt: Date) {
  return `Your AI Voice Agent Platform data
Account: ${email}
Built: ${builtAt.toISOString()} (UTC)

Each kind of record is in two files: <name>.json (an array of records) and <name>.csv (one row each,
for spreadsheets; nested values are written as JSON). Times ending in "Utc" are UTC (ISO 8601);
times ending in "Local" are in the agent's time zone, named in "agentTimezone".

profile          Your name, e-mail, phone, time zone, plan, notification and privacy settings.
agents           Every agent, deleted ones too: each card's values (business, hours, closures,
                 greeting, scheduling, transfer destinations, urgent matters, texting, recording
                 and privacy settings) and any unpublished draft.
agent-versions   Each published version of each agent, with the card values it was published with.
calls            Every call: times (UTC and the agent's zone), duration, cost, outcome, summary,
                 transcript and the appointments it booked, moved or cancelled. A call whose
                 recording and transcript were deleted (retention) keeps its times, cost and outcome.
callers          Everyone who called, with your note about them.
appointments     Appointments your agents booked, with their status.
texts            Texts your agents sent or held back, and callers' replies.
blocked-callers  Numbers whose calls are refused, with your note.
webhook-endpoints  Where your events are sent (the signing secrets are not included).
api-keys         Your API keys by name, first characters and scope (the keys themselves are not
                 kept by us, so they are not included).

Not included: your password, sign-in sessions, calendar tokens, webhook secrets and API key hashes.
Recordings are not included: play them from each call's page while they are kept.
`;
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** A moment in the agent's zone, as ISO 8601 with its offset ('2030-03-12T08:00:00.000-04:00'). */
function localIso(value: Date | null | undefined, zone: string | null | undefined) {
  if (!value) return null;
  const usable = zone && IANAZone.isValidZone(zone) ? zone : 'UTC';
  return DateTime.fromJSDate(value, { zone: usable }).toISO();
}

export const PROFILE_COLUMNS = [
  'name',
  'email',
  'fullName',
  'phoneNumber',
  'timezone',
  'plan',
  'subscriptionStatus',
  'googleCalendarEmail',
  'notifyUrgentEmail',
  'dailyDigestEnabled',
  'dailyDigestTime',
  'textAlertsMobile',
  'retentionDays',
  'redactSensitive',
  'createdAtUtc',
] as const;

export const profileRow = ({ createdAt, ...profile }: ProfileFacts): ArchiveRow => ({
  ...profile,
  createdAtUtc: iso(createdAt),
});

export const agentRow = ({ createdAt, updatedAt, ...agent }: AgentFacts): ArchiveRow => ({
  ...(agent as unknown as ArchiveRow),
  createdAtUtc: iso(createdAt),
  updatedAtUtc: iso(updatedAt),
});

export const agentColumns = (sample: AgentFacts) => Object.keys(agentRow(sample));

export const AGENT_VERSION_COLUMNS = ['id', 'agentId', 'number', 'note', 'publishedAtUtc', 'values'] as const;
export const agentVersionRow = ({ publishedAt, ...version }: AgentVersionFacts): ArchiveRow => ({
  ...(version as unknown as ArchiveRow),
  publishedAtUtc: iso(publishedAt),
});

type AgentNames = ReadonlyMap<string, { name: string; timezone: string }>;

export const CALL_COLUMNS = [
  'id',
  'agentId',
  'agentName',
  'agentTimezone',
  'agentVersion',
  'type',
  'customerNumber',
  'startedAtUtc',
  'startedAtLocal',
  'endedAtUtc',
  'endedAtLocal',
  'durationSeconds',
  'cost',
  'status',
  'endedReason',
  'outcome',
  'outcomeDetails',
  'summary',
  'transcript',
  'appointmentChanges',
  'handledAtUtc',
  'recordingAndTranscriptDeletedAtUtc',
] as const;

export function callRow(call: CallFacts, agentsById: AgentNames): ArchiveRow {
  const agent = call.agentId ? agentsById.get(call.agentId) : undefined;
  const zone = agent?.timezone ?? null;
  return {
    id: call.id,
    agentId: call.agentId,
    agentName: agent?.name ?? null,
    agentTimezone: zone,
    agentVersion: call.agentVersion,
    type: call.type,
    customerNumber: call.customerNumber,
    startedAtUtc: iso(call.startedAt),
    startedAtLocal: localIso(call.startedAt, zone),
    endedAtUtc: iso(call.endedAt),
    endedAtLocal: localIso(call.endedAt, zone),
    durationSeconds: call.durationSeconds,
    cost: call.cost === null ? null : Number(call.cost),
    status: call.status,
    endedReason: call.endedReason,
    outcome: call.outcome?.outcome ?? null,
    outcomeDetails: (call.outcome as ArchiveRow | null) ?? null,
    summary: call.summary,
    transcript: call.transcript,
    appointmentChanges: call.appointmentChanges ?? [],
    handledAtUtc: iso(call.handledAt),
    recordingAndTranscriptDeletedAtUtc: iso(call.artifactsDeletedAt),
  };
}

export const CALLER_COLUMNS = ['id', 'number', 'name', 'note', 'lastCallAtUtc', 'createdAtUtc'] as const;
export const callerRow = ({ lastCallAt, createdAt, ...caller }: CallerFacts): ArchiveRow => ({
  ...(caller as ArchiveRow),
  lastCallAtUtc: iso(lastCallAt),
  createdAtUtc: iso(createdAt),
});

export const APPOINTMENT_COLUMNS = [
  'id',
  'agentId',
  'callerName',
  'callerNumber',
  'bookedNumber',
  'summary',
  'startsAtUtc',
  'startsAtLocal',
  'endsAtUtc',
  'endsAtLocal',
  'status',
  'cancelReason',
  'bookedByCall',
  'createdAtUtc',
] as const;
export function appointmentRow(
  { startsAt, endsAt, createdAt, ...appointment }: AppointmentFacts,
  agentsById: AgentNames,
): ArchiveRow {
  const zone = appointment.agentId ? agentsById.get(appointment.agentId)?.timezone : undefined;
  return {
    ...(appointment as ArchiveRow),
    startsAtUtc: iso(startsAt),
    startsAtLocal: localIso(startsAt, zone),
    endsAtUtc: iso(endsAt),
    endsAtLocal: localIso(endsAt, zone),
    createdAtUtc: iso(createdAt),
  };
}

export const TEXT_COLUMNS = [
  'id',
  'agentId',
  'callId',
  'kind',
  'direction',
  'fromNumber',
  'toNumber',
  'body',
  'status',
  'reason',
  'createdAtUtc',
] as const;
export const textRow = ({ createdAt, ...text }: TextFacts): ArchiveRow => ({
  ...(text as ArchiveRow),
  createdAtUtc: iso(createdAt),
});

export const BLOCKED_CALLER_COLUMNS = ['id', 'number', 'note', 'createdAtUtc'] as const;
export const blockedCallerRow = ({ createdAt, ...blocked }: BlockedCallerFacts): ArchiveRow => ({
  ...(blocked as ArchiveRow),
  createdAtUtc: iso(createdAt),
});

export const WEBHOOK_ENDPOINT_COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'disabledReason',
  'createdAtUtc',
] as const;
export const webhookEndpointRow = ({ createdAt, ...endpoint }: WebhookEndpointFacts): ArchiveRow => ({
  ...(endpoint as ArchiveRow),
  createdAtUtc: iso(createdAt),
});

export const API_KEY_COLUMNS = ['id', 'name', 'start', 'scope', 'lastUsedAtUtc', 'createdAtUtc'] as const;
/** `scope` is what the key may do, read from its permissions by the auth library's rules. */
export const apiKeyRow = (key: ApiKeyFacts, scope: string): ArchiveRow => ({
  id: key.id,
  name: key.name,
  start: key.start,
  scope,
  lastUsedAtUtc: iso(key.lastRequest),
  createdAtUtc: iso(key.createdAt),
});

/** A table whose batches are shaped row by row as they are read. */
export function shapedTable<Row>(
  name: string,
  columns: readonly string[],
  batches: AsyncIterable<Row[]>,
  shape: (row: Row) => ArchiveRow,
): ArchiveTable {
  return {
    name,
    columns,
    batches: (async function* () {
      for await (const batch of batches) yield batch.map(shape);
    })(),
  };
}
