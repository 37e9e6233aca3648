import { websiteInfoSchema } from '@portal/shared/agents/agent';
import { present, type CompilableAgent } from './compile-input.pure.ts';

/**
 * How much of the website knowledge the system prompt carries. An imported site can hold 50 pages
 * of 8,000 characters; in the prompt they would be read on every turn of every call, slowing and
 * diluting the answers, so past this budget the pages go to the voice platform's knowledge base,
 * which the assistant searches only when a caller asks about them.
 */
export const PROMPT_KNOWLEDGE_CHARS = 12_000;

/** One piece of website knowledge as the prompt states it and the knowledge base files it. */
export type KnowledgeEntry = { title: string | null; source: string | null; line: string; text: string };

/**
 * The agent's website knowledge in the owner's order, split by the budget: entries go into the
 * prompt whole, one after another, until the next would pass it; that one and all after it are
 * the overflow. An entry is never cut, so the agent never quotes half a page.
 */
export type WebsiteKnowledge = { inPrompt: KnowledgeEntry[]; overflow: KnowledgeEntry[] };

function entries(value: unknown): KnowledgeEntry[] {
  const parsed = websiteInfoSchema.safeParse(value ?? null);
  if (!parsed.success || parsed.data === null) return [];
  // Free text (the older form of the card) is split at its paragraphs, which stand for its pages.
  if (typeof parsed.data === 'string') {
    return parsed.data
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(present)
      .map((paragraph) => ({ title: null, source: null, line: paragraph, text: paragraph }));
  }
  return parsed.data
    .filter((entry) => present(entry.summary))
    .map((entry) => ({
      title: present(entry.processed_title) ? entry.processed_title.trim() : null,
      source: entry.url,
      line: `From ${entry.url} (${entry.user_category}): ${entry.summary}`,
      text: entry.summary.trim(),
    }));
}

export function splitWebsiteKnowledge(agent: Pick<CompilableAgent, 'websiteInfo'>): WebsiteKnowledge {
  const all = entries(agent.websiteInfo);
  let used = 0;
  let kept = 0;
  for (const entry of all) {
    // Each line after the first is joined with a newline, which the budget counts too.
    const cost = entry.line.length + (kept > 0 ? 1 : 0);
    if (used + cost > PROMPT_KNOWLEDGE_CHARS) break;
    used += cost;
    kept += 1;
  }
  return { inPrompt: all.slice(0, kept), overflow: all.slice(kept) };
}
