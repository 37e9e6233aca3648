import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import {
  isEmptyValue,
  SECTION_STATUS_LABELS,
  sectionStatus,
  trackedValue,
  type SectionStatus,
} from '@portal/shared/agents/completion.plain';
import { isGoLiveCard } from '@portal/shared/go-live.plain';
import type { MarkerColor } from '../../../components/ui/status-marker';

/**
 * What a card's badge says. The product's four section states keep their words ("Completed",
 * "Saved (Empty/Off)", "Using Default Information"); the last one, neither saved nor suggested,
 * reads "Incomplete" only on a card the agent cannot go live without (the go-live checklist's
 * list). A task that is off reads "Off", any other card "Optional".
 */
export type CardStatus = SectionStatus | 'off' | 'optional';

export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  ...SECTION_STATUS_LABELS,
  off: 'Off',
  optional: 'Optional',
};

/** Green done, blue a suggestion, orange needs the owner, grey off or up to the owner (docs/design.md). */
export const CARD_STATUS_COLORS: Record<CardStatus, MarkerColor> = {
  complete: 'green',
  completed_empty_off: 'gray',
  default: 'blue',
  incomplete: 'orange',
  off: 'gray',
  optional: 'gray',
};

export function cardStatus(agent: Agent, card: CardDefinition): CardStatus {
  const status = sectionStatus(agent, card);
  if (status !== 'incomplete') return status;
  // A task that is off asks for nothing: forwarding, say, is needed to go live only while it is on.
  const off =
    card.tab === 'responsibilities' && card.tracked.every((field) => isEmptyValue(trackedValue(agent, field)));
  if (off) return 'off';
  return isGoLiveCard(card.key) ? 'incomplete' : 'optional';
}
