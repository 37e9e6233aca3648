import type { Agent } from './agent.ts';
import { cardByKey } from './cards.plain.ts';
import { isEmptyValue, sectionStatus, trackedValue, type AgentValues } from './completion.plain.ts';

/**
 * What "Accept all for empty cards" may do to each card of an import's review, without the schemas:
 * the review shows it before the owner clicks, and the server applies the same rule.
 */

type AgentLike = Pick<Agent, 'userSavedSections' | 'initialConfigSnapshot'> & AgentValues;

/**
 * 'empty': never saved and holding nothing; 'suggested': still only what the agent started with (a
 * template's text, the product's suggested week); 'written': the owner saved it or changed it.
 */
export type CardHolding = 'empty' | 'suggested' | 'written';

export function cardHolding(agent: AgentLike, cardKey: string): CardHolding {
  const card = cardByKey(cardKey);
  if (!card) return 'written';
  const status = sectionStatus(agent, card);
  if (status === 'default') return 'suggested';
  const empty = card.tracked.every((field) => isEmptyValue(trackedValue(agent, field)));
  return status === 'incomplete' && empty ? 'empty' : 'written';
}

/**
 * The proposals "Accept all for empty cards" accepts (cards that are empty, or hold only their
 * suggestion) and the ones it leaves because the owner wrote the card, each group in review order.
 */
export function acceptAllSplit<T extends { card: string }>(agent: AgentLike, proposals: readonly T[]) {
  const split: Record<CardHolding, T[]> = { empty: [], suggested: [], written: [] };
  for (const proposal of proposals) split[cardHolding(agent, proposal.card)].push(proposal);
  return split;
}
