import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import type { KnowledgeText } from '../../knowledge-state.ts';
import { knowledgeFacts } from '../rules/knowledge-facts.ts';
import { createFactIndex } from '../rules/retrieval.ts';

/**
 * The assistant's query tools as the model is offered them: one function that searches their
 * files. Vapi's own function name and retrieval are not published; the emulator's search is the
 * rule-based brain's, which quotes the best matching passage.
 */

export const KNOWLEDGE_SEARCH = 'knowledge_search';

const NOTHING_FOUND = 'The knowledge base has nothing on that.';

export type KnowledgeSearch = { definition: ChatCompletionFunctionTool; search(query: string): string };

/** Null when the assistant has no knowledge base to search. */
export function knowledgeSearch(files: readonly KnowledgeText[]): KnowledgeSearch | null {
  const facts = knowledgeFacts(files);
  if (facts.length === 0) return null;
  const index = createFactIndex(facts);
  return {
    definition: {
      type: 'function',
      function: {
        name: KNOWLEDGE_SEARCH,
        description:
          "Search the business's knowledge base (pages of its website) for what the caller asks about, when the instructions do not say it.",
        parameters: {
          type: 'object',
          properties: { query: { type: 'string', description: 'What to look up, in a few words.' } },
          required: ['query'],
        },
      },
    },
    search: (query) => index.answer(query) ?? NOTHING_FOUND,
  };
}
