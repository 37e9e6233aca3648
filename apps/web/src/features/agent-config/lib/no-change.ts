import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import { sameValue } from '@portal/shared/agents/completion.plain';
import { SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { initialFormValues, sectionBody, type SectionBody } from './section-form';

/** The body as the server would store it (trimmed, blanks as null), or null when it does not validate. */
export function normalizedBody(card: CardDefinition, body: SectionBody): unknown {
  const parsed = SECTION_SCHEMAS[card.key]!.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether saving `body` would change nothing: it equals the agent's current values of the card,
 * compared after the same normalisation (so added spaces or a blank-vs-null difference do not count).
 */
export function isUnchanged(card: CardDefinition, agent: Agent, body: SectionBody): boolean {
  const current = normalizedBody(card, sectionBody(card, initialFormValues(card, agent)));
  return current !== null && sameValue(normalizedBody(card, body), current);
}
