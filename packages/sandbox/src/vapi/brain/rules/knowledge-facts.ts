import type { CallFact } from '@portal/shared/agents/call-brief';
import type { KnowledgeText } from '../../knowledge-state.ts';

// A Markdown heading names a passage but answers nothing, so it is never read out.
const HEADING = /^\s{0,3}#{1,6}\s/;

/**
 * The knowledge base's files as facts the brain may quote, one per paragraph: searched together
 * with the prompt's facts, a passage from a file is read out when it answers the question better
 * than anything the prompt says, as the model would after querying the knowledge base.
 */
export function knowledgeFacts(files: readonly KnowledgeText[]): CallFact[] {
  return files.flatMap((file) =>
    file.text
      .split(/\n\s*\n/)
      .map((paragraph) =>
        paragraph
          .split('\n')
          .filter((line) => !HEADING.test(line))
          .join('\n')
          .trim(),
      )
      .filter((paragraph) => /\w/.test(paragraph))
      .map((text) => ({ topic: 'website' as const, source: file.name, text })),
  );
}
