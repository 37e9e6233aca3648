import type { Agent } from './agent.ts';
import type { TextTemplateKind } from '../texts.plain.ts';

/**
 * The texts an agent has switched on. Read from the agent alone: the texts' labels and rules stay
 * off the configure page's first load (texts-names.ts names them once loaded).
 */
export const textsOn = (agent: Pick<Agent, 'textingSettings'>): TextTemplateKind[] =>
  // An agent answer cached from before texts existed has no settings: nothing is on.
  Object.entries(agent.textingSettings ?? {})
    .filter(([, text]) => (text as { on?: unknown } | undefined)?.on === true)
    .map(([kind]) => kind as TextTemplateKind);
