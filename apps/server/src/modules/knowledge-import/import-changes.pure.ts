import { createHash } from 'node:crypto';
import type { CardProposal } from '@portal/shared/agents/knowledge-import';
import type { ImportedPage } from '../../db/schema/knowledge-imports.ts';
import type { ProposalDraft } from './site-proposals.pure.ts';

export const textHash = (text: string) => createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex');

/** Stable JSON (keys sorted) so the same value always compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Each proposal marked new, changed or unchanged against the previous import's proposal for that card. */
export function markCardChanges(drafts: ProposalDraft[], previous: CardProposal[] | null): CardProposal[] {
  const before = new Map((previous ?? []).map((proposal) => [proposal.card, canonical(proposal.section)]));
  return drafts.map((draft) => {
    const earlier = before.get(draft.card);
    const change = earlier === undefined ? 'new' : earlier === canonical(draft.section) ? 'unchanged' : 'changed';
    return { ...draft, change };
  });
}

/** Pages added, changed (their text) or gone since the previous import; nothing on the first. */
export function siteChangesSince(pages: ImportedPage[], previous: ImportedPage[] | null) {
  if (!previous) return { added: [], changed: [], removed: [] };
  const before = new Map(previous.map((page) => [page.url, page.hash]));
  const now = new Set(pages.map((page) => page.url));
  return {
    added: pages.filter((page) => !before.has(page.url)).map((page) => page.url),
    changed: pages.filter((page) => before.has(page.url) && before.get(page.url) !== page.hash).map((page) => page.url),
    removed: previous.filter((page) => !now.has(page.url)).map((page) => page.url),
  };
}
