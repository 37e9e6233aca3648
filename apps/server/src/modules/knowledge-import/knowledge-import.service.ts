import { normalizeWebsiteUrl } from '@portal/shared/ai';
import type { Agent } from '@portal/shared/agents/agent';
import { acceptAllSplit } from '@portal/shared/agents/import-review.plain';
import {
  IMPORT_MESSAGES,
  IMPORTABLE_CARDS,
  type AcceptProposals,
  type AcceptProposalsResult,
  type KnowledgeImport,
} from '@portal/shared/agents/knowledge-import';
import type { JobQueue } from '../../db/job-queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ImportedPage } from '../../db/schema/knowledge-imports.ts';
import type { SiteCrawler } from '../../ingestion/crawl/crawl.ts';
import type { Llm } from '../../providers/llm/llm.ts';
import { ScrapeError } from '../../ingestion/scrape/scrape.ts';
import { DOCUMENT_LIMITS, DocumentError, readDocument } from '../../ingestion/documents/read-document.ts';
import { isUuid } from '@portal/shared/api';
import { AGENT_NOT_FOUND, getAgent, type AgentsDeps } from '../agents/agents.service.ts';
import { saveSections } from '../agents/sections.service.ts';
import { markCardChanges, siteChangesSince, textHash } from './import-changes.pure.ts';
import * as repo from './knowledge-imports.repo.ts';
import { proposalsFromDocument } from './document-proposals.pure.ts';
import { mergeProposals } from './merge-proposals.pure.ts';
import { readSiteWithModel } from './model-reader.service.ts';
import { proposalsFromPages, type ProposalDraft } from './site-proposals.pure.ts';
import { zoneOfAddress } from './state-zones.pure.ts';

export const IMPORT_JOB = 'import-knowledge';

export type ImportDeps = AgentsDeps & {
  crawler: SiteCrawler;
  logger: Logger;
  jobs?: Pick<JobQueue, 'send'>;
  llm?: Llm;
  /**
   * Only a real model reads the pages: the emulator's answers are placeholders, and proposals from
   * them would be worse than the site's own data.
   */
  modelReadsImports?: boolean;
};

const toImport = (row: repo.ImportRow): KnowledgeImport => ({
  id: row.id,
  agentId: row.agentId,
  kind: row.kind,
  source: row.source,
  status: row.status,
  progress: row.progress,
  error: row.error,
  reader: row.reader,
  pages: row.pages.map(({ url, title }) => ({ url, title })),
  skipped: row.skipped,
  proposals: row.proposals,
  siteChanges: row.siteChanges,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The owner's agent; a malformed id names no agent, like another owner's. */
async function ownAgent(deps: Pick<ImportDeps, 'db'>, userId: string, agentId: string) {
  if (!isUuid(agentId)) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return getAgent(deps, userId, agentId);
}

/** The owner's agent, not deleted: imports are for agents they can still edit. */
async function editableAgent(deps: ImportDeps, userId: string, agentId: string) {
  const agent = await ownAgent(deps, userId, agentId);
  if (agent.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  return agent;
}

/**
 * Starts reading the owner's website for this agent in a background job; the owner watches its
 * progress and may leave and come back. One import at a time per agent.
 */
export async function startWebsiteImport(deps: ImportDeps, userId: string, agentId: string, rawUrl: string) {
  await editableAgent(deps, userId, agentId);
  const normalized = normalizeWebsiteUrl(rawUrl);
  if (!normalized.ok) throw new AppError('VALIDATION_FAILED', `url: ${normalized.message}`);
  if (await repo.findUnfinishedImport(deps.db, agentId)) throw new AppError('CONFLICT', IMPORT_MESSAGES.running);
  const row = await repo.insertImport(deps.db, { userId, agentId, kind: 'website', source: normalized.url });
  await queue(deps, row.id);
  return toImport(row);
}

const queue = async (deps: ImportDeps, importId: string) => {
  if (deps.jobs) await deps.jobs.send(IMPORT_JOB, { importId }, importId);
  else void runImport(deps, importId);
};

/** A file name safe as the last part of a storage key, and readable in the review. */
const safeFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\w.\- ]+/g, '_').slice(-120) || 'document';

/**
 * Keeps an uploaded document (a menu, a price list, a policy sheet) and reads it in the background
 * job, like a website. Its type is decided by its content when it is read.
 */
export async function startDocumentImport(
  deps: ImportDeps,
  userId: string,
  agentId: string,
  file: { bytes: Uint8Array; name: string },
) {
  await editableAgent(deps, userId, agentId);
  if (file.bytes.byteLength > DOCUMENT_LIMITS.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'This file is larger than 10 MB. Please upload a smaller file.');
  }
  if (await repo.findUnfinishedImport(deps.db, agentId)) throw new AppError('CONFLICT', IMPORT_MESSAGES.running);
  const name = safeFileName(file.name);
  const row = await repo.insertImport(deps.db, { userId, agentId, kind: 'document', source: name });
  const fileKey = `${userId}/${agentId}/imports/${row.id}/${name}`;
  await deps.storage.put(fileKey, file.bytes, 'application/octet-stream');
  await repo.updateImport(deps.db, row.id, { fileKey });
  await queue(deps, row.id);
  return toImport({ ...row, fileKey });
}

/** The newest import of the owner's agent; another owner's agent is not found. */
export async function latestImport(deps: Pick<ImportDeps, 'db'>, userId: string, agentId: string) {
  await ownAgent(deps, userId, agentId);
  const row = await repo.findLatestImport(deps.db, userId, agentId);
  return row ? toImport(row) : null;
}

type ImportRead = {
  pages: ImportedPage[];
  skipped: { url: string; reason: string }[];
  drafts: ProposalDraft[];
  reader: 'model' | 'structured';
};

/**
 * The zone the proposed hours are in: the owner's when they saved their hours (the zone is part of
 * that card), otherwise the zone of the business's address, otherwise the agent's.
 */
function hoursZone(agent: Agent, addresses: string[]) {
  if (agent.userSavedSections.includes('yourHours') && agent.timezone) return agent.timezone;
  return addresses.map(zoneOfAddress).find(Boolean) ?? agent.timezone ?? null;
}

async function readWebsite(deps: ImportDeps, row: repo.ImportRow, agent: Agent): Promise<ImportRead> {
  const crawl = await deps.crawler.crawl(row.source, {
    onProgress: (progress) => void repo.updateImport(deps.db, row.id, { progress }).catch(() => undefined),
  });
  const readable = crawl.pages.filter((page) => page.text.trim() || page.facts.businessName);
  if (readable.length === 0) throw new ScrapeError('http_status', IMPORT_MESSAGES.noPages);
  const timezone = hoursZone(agent, crawl.facts.addresses);
  const structured = proposalsFromPages(crawl.startUrl, readable, timezone);
  let read: Pick<ImportRead, 'drafts' | 'reader'> = { drafts: structured, reader: 'structured' };
  if (deps.modelReadsImports && deps.llm) {
    try {
      const model = await readSiteWithModel(deps.llm, { pages: readable, facts: crawl.facts }, timezone);
      read = { drafts: mergeProposals(structured, model), reader: 'model' };
    } catch (error) {
      // The site's own data still makes a useful review: the owner should not lose the import for this.
      deps.logger.warn({ err: error, importId: row.id }, 'the model could not read the site; proposing its own data');
    }
  }
  return {
    pages: crawl.pages.map((page) => ({ url: page.url, title: page.title, hash: textHash(page.text) })),
    skipped: crawl.skipped,
    ...read,
  };
}

async function readUploadedDocument(deps: ImportDeps, row: repo.ImportRow): Promise<ImportRead> {
  const file = row.fileKey ? await deps.storage.get(row.fileKey) : null;
  if (!file) throw new DocumentError('unreadable', 'The uploaded file is no longer available. Please upload it again.');
  await repo.updateImport(deps.db, row.id, { progress: { done: 0, total: 1, current: row.source } });
  const document = await readDocument(file.bytes, row.source);
  return {
    pages: [{ url: row.source, title: document.title, hash: textHash(document.text) }],
    skipped: [],
    drafts: proposalsFromDocument(document, row.source),
    reader: 'structured',
  };
}

/**
 * The job: reads the site (or the document), turns what it states into proposals, and marks each
 * against the previous import of the same source. A site or file that cannot be read fails the
 * import with the reason in plain words; anything else is thrown, so the queue tries again.
 */
export async function runImport(deps: ImportDeps, importId: string) {
  const row = await repo.findImportById(deps.db, importId);
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  await repo.updateImport(deps.db, row.id, { status: 'running' });
  try {
    const agent = await getAgent(deps, row.userId, row.agentId);
    const read = row.kind === 'website' ? await readWebsite(deps, row, agent) : await readUploadedDocument(deps, row);
    const previous = await repo.findPreviousImport(deps.db, row);
    await repo.updateImport(deps.db, row.id, {
      status: 'ready',
      reader: read.reader,
      pages: read.pages,
      skipped: read.skipped,
      proposals: markCardChanges(read.drafts, previous?.proposals ?? null),
      siteChanges: siteChangesSince(read.pages, previous?.pages ?? null),
      progress: { done: read.pages.length, total: read.pages.length, current: null },
      finishedAt: new Date(),
    });
  } catch (error) {
    const readable = error instanceof ScrapeError || error instanceof DocumentError;
    if (!readable) {
      deps.logger.error({ err: error, importId }, 'knowledge import failed');
      if (deps.jobs) throw error;
    }
    const message = readable ? error.message : 'The import could not finish. Please try again.';
    await repo.updateImport(deps.db, row.id, { status: 'failed', error: message, finishedAt: new Date() });
  }
}

/**
 * Writes the proposals the owner accepted, as they edited them: each through its card's own
 * rules, all counted as saved by the owner, and the assistant pushed once. "Accept all for empty
 * cards" (`untouchedOnly`) never overwrites what the owner wrote: those cards are left and named,
 * judged on the agent as stored now rather than as the review last saw it.
 */
export async function acceptProposals(
  deps: ImportDeps,
  userId: string,
  agentId: string,
  importId: string,
  input: AcceptProposals,
): Promise<AcceptProposalsResult> {
  const agent = await ownAgent(deps, userId, agentId);
  const row = await repo.findImport(deps.db, userId, agentId, importId);
  if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  if (row.status !== 'ready') throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
  const proposed = new Set(row.proposals.map((proposal) => proposal.card));
  const missing = Object.keys(input.cards).find((card) => !proposed.has(card as never));
  if (missing) throw new AppError('VALIDATION_FAILED', `${missing}: ${IMPORT_MESSAGES.notProposed}`);
  const asked = IMPORTABLE_CARDS.filter((card) => input.cards[card]).map((card) => ({ card }));
  const left = input.untouchedOnly ? acceptAllSplit(agent, asked).written.map(({ card }) => card) : [];
  const filled = asked.map(({ card }) => card).filter((card) => !left.includes(card));
  if (filled.length === 0) return { agent, syncError: agent.syncError ?? null, filled, left };
  const cards: Record<string, unknown> = Object.fromEntries(filled.map((card) => [card, input.cards[card]]));
  if (input.cards.websiteInfo && filled.includes('websiteInfo')) {
    cards.websiteInfo = { websiteInfo: withOwnerEntries(input.cards.websiteInfo.websiteInfo, agent.websiteInfo) };
  }
  return { ...(await saveSections(deps, userId, agentId, cards)), filled, left };
}

/**
 * Website Info accepted from an import replaces the entries of the pages it read and keeps the
 * owner's other entries (pages added one by one, or of another site), within the card's 50.
 */
function withOwnerEntries(accepted: unknown, current: unknown) {
  if (!Array.isArray(accepted) || !Array.isArray(current)) return accepted;
  const imported = new Set(accepted.map((entry: { url?: unknown }) => entry.url));
  const kept = current.filter((entry: { url?: unknown }) => !imported.has(entry.url));
  return [...accepted, ...kept].slice(0, 50);
}
