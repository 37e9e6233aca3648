import type { KnowledgeFileUpload } from '../../../providers/voice/voice.ts';
import { approvedText, type CompilableAgent } from './compile-input.pure.ts';
import { splitWebsiteKnowledge, type KnowledgeEntry } from './website-knowledge.pure.ts';

/** The knowledge base an agent's assistant searches: one file, and the query tool that names it. */
export type KnowledgeBaseSpec = { file: KnowledgeFileUpload; name: string; description: string };

// The query tool's knowledge base is found by the model through this name and description.
const KNOWLEDGE_BASE_NAME = 'website';

/** One section per entry; a heading names the page, so a passage found in it can be told apart. */
function section(entry: KnowledgeEntry) {
  const heading = [entry.title, entry.source].filter(Boolean).join(' - ');
  return heading ? `## ${heading}\n\n${entry.text}` : entry.text;
}

/**
 * The website knowledge that did not fit the prompt, as a Markdown file for the platform's
 * knowledge base; null when everything fits, so no file and no tool are kept. Pure, like the
 * rest of the assistant: the same agent always gives the same file.
 */
export function compileKnowledgeBase(agent: CompilableAgent): KnowledgeBaseSpec | null {
  const { overflow } = splitWebsiteKnowledge(agent);
  if (overflow.length === 0) return null;
  const business = approvedText(agent, 'businessName') ?? agent.agentName.trim();
  return {
    // Vapi keeps file names to 40 characters.
    file: {
      fileName: `website-${agent.id.slice(0, 8)}.md`,
      contentType: 'text/markdown',
      text: joinSections(overflow),
    },
    name: KNOWLEDGE_BASE_NAME,
    description: `Pages of the website of ${business}: services, prices, policies and other details the instructions do not list. Search it when the caller asks about something the instructions do not answer.`,
  };
}

const joinSections = (entries: KnowledgeEntry[]) => `${entries.map(section).join('\n\n')}\n`;
