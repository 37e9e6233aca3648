import { AGENT_NOT_FOUND } from '@portal/shared/agents/agent';
import {
  CARD_CHANGED_ELSEWHERE,
  describeChanges,
  versionValues,
  type AgentDraft,
  type VersionValues,
} from '@portal/shared/agents/versions';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentsDeps } from './agent-access.service.ts';
import { syncAgent } from './agent-sync.service.ts';
import { agentPhoneNumbers, toAgent, updateAgent, type AgentRow, type AgentUpdate } from './agents.repo.ts';
import { countSaves, draftChanges, draftToStore, editingRow, liveValues } from './draft-values.pure.ts';
import * as versions from './versions.repo.ts';

/** The saves a card request makes: which cards, and the save count the page read for each. */
export type CardSave = { keys: readonly string[]; expectedRevision?: number };

/** A live agent (it answers a number) or one with a draft already: its saves go to the draft. */
async function editsGoToDraft(db: Queryable, row: AgentRow) {
  return row.draftValues !== null || (await agentPhoneNumbers(db, row.userId, row.id)).length > 0;
}

async function lockEditable(tx: Queryable, userId: string, id: string) {
  const row = await versions.lockAgent(tx, userId, id);
  if (!row) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  if (row.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  return row;
}

/** A save from a page that read an older count of the card's saves is refused, never applied. */
function checkRevision(row: AgentRow, save: CardSave) {
  if (save.expectedRevision === undefined) return;
  for (const key of save.keys) {
    if ((row.cardRevisions[key] ?? 0) !== save.expectedRevision) throw new AppError('CONFLICT', CARD_CHANGED_ELSEWHERE);
  }
}

/**
 * Before the first draft, what callers hear becomes version 1, so the owner can always come back
 * to it. Dated from when it reached the voice platform.
 */
async function ensureFirstVersion(tx: Queryable, row: AgentRow): Promise<AgentRow> {
  if (row.publishedVersion !== null) return row;
  const number = await versions.nextVersionNumber(tx, row.id);
  await versions.insertVersion(tx, {
    agentId: row.id,
    userId: row.userId,
    number,
    values: liveValues(row),
    publishedBy: await versions.publisherName(tx, row.userId),
    publishedAt: row.syncedAt ?? row.updatedAt,
  });
  return (await versions.setPublishedVersion(tx, row.userId, row.id, number))!;
}

/**
 * The version a real call is answered by: version 1 is recorded at the agent's first call, when
 * there is none yet, so every call names the configuration that answered it.
 */
export async function versionAnsweringCalls(db: Database, userId: string, agentId: string) {
  return db.transaction(async (tx) => {
    const row = await versions.lockAgent(tx, userId, agentId);
    if (!row) return null;
    return (await ensureFirstVersion(tx, row)).publishedVersion;
  });
}

/** The cards whose values differ between two configurations: their pages must read them again. */
const changedCards = (before: VersionValues, after: VersionValues) =>
  describeChanges(before, after).map((change) => change.key);

/**
 * Stores a card save. Before the agent is live it changes what callers hear and is pushed at once,
 * as it always was; once live it changes the draft only (nothing is pushed). Either way under the
 * agent's row lock, with the card's save count checked and counted up.
 */
export async function storeCardSave(
  deps: AgentsDeps,
  userId: string,
  id: string,
  save: CardSave,
  build: (editing: AgentRow) => AgentUpdate,
) {
  const stored = await deps.db.transaction(async (tx) => {
    const locked = await lockEditable(tx, userId, id);
    checkRevision(locked, save);
    const cardRevisions = countSaves(locked.cardRevisions, save.keys);
    if (!(await editsGoToDraft(tx, locked))) {
      const change = build(locked);
      return { row: await updateAgent(tx, userId, id, { ...change, cardRevisions }), push: true };
    }
    const row = await ensureFirstVersion(tx, locked);
    const editing = editingRow(row);
    const draft = versionValues({ ...editing, ...build(editing) });
    return {
      row: await versions.writeDraft(tx, userId, id, { values: draftToStore(row, draft), cardRevisions }),
      push: false,
    };
  });
  if (!stored.row) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  if (!stored.push) return { agent: toAgent(stored.row), syncError: stored.row.syncError };
  const synced = await syncAgent(deps, stored.row);
  return { agent: toAgent(synced.row), syncError: synced.error };
}

/** The draft against what callers hear, card by card. */
export async function readDraft(deps: Pick<AgentsDeps, 'db'>, row: AgentRow): Promise<AgentDraft> {
  return {
    editsGoToDraft: await editsGoToDraft(deps.db, row),
    liveVersion: row.publishedVersion,
    changes: draftChanges(row),
    updatedAt: row.draftValues ? (row.draftUpdatedAt?.toISOString() ?? null) : null,
  };
}

/**
 * Makes `values` what callers hear: a new version (numbered after the newest), the agent's
 * columns updated and pushed (a failed push is kept and retried, like any edit), the draft gone.
 */
async function publishValues(
  deps: AgentsDeps,
  userId: string,
  id: string,
  values: (row: AgentRow) => { values: VersionValues; note: string | null; promoteResults: boolean },
) {
  const published = await deps.db.transaction(async (tx) => {
    const locked = await ensureFirstVersion(tx, await lockEditable(tx, userId, id));
    const next = values(locked);
    const number = await versions.nextVersionNumber(tx, id);
    await versions.insertVersion(tx, {
      agentId: id,
      userId,
      number,
      values: next.values,
      note: next.note,
      publishedBy: await versions.publisherName(tx, userId),
    });
    if (next.promoteResults) await versions.promoteDraftResults(tx, id);
    else await versions.clearDraftResults(tx, id);
    const cardRevisions = countSaves(
      locked.cardRevisions,
      changedCards(versionValues(editingRow(locked)), next.values),
    );
    const row = await updateAgent(tx, userId, id, {
      ...(next.values as AgentUpdate),
      draftValues: null,
      draftUpdatedAt: null,
      publishedVersion: number,
      cardRevisions,
    });
    return { row: row!, number, routingChanged: locked.rememberCallers !== row!.rememberCallers };
  });
  const synced = await syncAgent(deps, published.row);
  // Its numbers hold the assistant, or ask the portal who answers (to say who calls), as it now asks.
  if (published.routingChanged) {
    await deps.routeOwnerNumbers?.(userId).catch((error: unknown) => {
      deps.logger.warn({ err: error, agentId: id }, 'number routing not updated; the sweep tries again');
    });
  }
  return { agent: toAgent(synced.row), version: published.number, syncError: synced.error };
}

export const NOTHING_TO_PUBLISH = 'There are no changes to publish: the draft matches what callers hear.';

/** Publishes the draft: callers hear it from the next call. */
export function publishDraft(deps: AgentsDeps, userId: string, id: string, note: string | null) {
  return publishValues(deps, userId, id, (row) => {
    if (!row.draftValues) throw new AppError('CONFLICT', NOTHING_TO_PUBLISH);
    return { values: versionValues(row.draftValues), note, promoteResults: true };
  });
}

/** Throws the draft away: the configure page shows what callers hear again. */
export async function discardDraft(deps: AgentsDeps, userId: string, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockEditable(tx, userId, id);
    if (!locked.draftValues) return locked;
    await versions.clearDraftResults(tx, id);
    const changed = changedCards(liveValues(locked), versionValues(locked.draftValues));
    return versions.writeDraft(tx, userId, id, {
      values: null,
      cardRevisions: countSaves(locked.cardRevisions, changed),
    });
  });
  return { agent: toAgent(row!), syncError: row!.syncError };
}

export const VERSION_NOT_FOUND = 'This version does not exist.';

/**
 * Brings an earlier version back: as the draft (the owner reviews and publishes it), or published
 * at once as a new version.
 */
export async function restoreVersion(
  deps: AgentsDeps,
  userId: string,
  id: string,
  number: number,
  options: { publish: boolean; note: string | null },
) {
  const version = await versions.findVersion(deps.db, userId, id, number);
  if (!version) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND);
  const values = versionValues(version.values);
  if (options.publish) {
    const note = options.note ?? `Restored version ${number}`;
    return publishValues(deps, userId, id, () => ({ values, note, promoteResults: false }));
  }
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockEditable(tx, userId, id);
    await versions.clearDraftResults(tx, id);
    const changed = changedCards(versionValues(editingRow(locked)), values);
    return versions.writeDraft(tx, userId, id, {
      values: draftToStore(locked, values),
      cardRevisions: countSaves(locked.cardRevisions, changed),
    });
  });
  return { agent: toAgent(row!), version: null, syncError: row!.syncError };
}

/** The published versions, newest first, each with what it changed from the one before. */
export async function listAgentVersions(deps: Pick<AgentsDeps, 'db'>, row: AgentRow) {
  const rows = await versions.listVersions(deps.db, row.userId, row.id);
  return {
    versions: rows.map((version, index) => {
      const previous = rows[index + 1];
      return {
        number: version.number,
        note: version.note,
        publishedAt: version.publishedAt.toISOString(),
        publishedBy: version.publishedBy,
        live: version.number === row.publishedVersion,
        changes: previous ? describeChanges(versionValues(previous.values), versionValues(version.values)) : [],
      };
    }),
  };
}
