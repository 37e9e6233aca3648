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
import { textsOn } from '@portal/shared/agents/texts-on.plain';

/**
 * What a card's badge says. The product's four section states keep their words ("Completed",
 * "Saved (Empty/Off)", "Using Default Information"); the last one, neither saved nor suggested,
 * reads "Incomplete" only on a card the agent cannot go live without (the go-live checklist's
 * list). A task that is off reads "Off", any other card "Optional". A card outside the tracked
 * fields (Texts) is only on or off: its badge never says "Saved (Empty/Off)" while a text is on.
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

/**
 * Whether a card outside the tracked fields has anything switched on (Texts: any text). Recording
 * & privacy is always in force: its defaults tell callers of the recording.
 */
const untrackedIsOn = (agent: Agent, card: CardDefinition) =>
  card.editor === 'privacy' || (card.editor === 'texts' && textsOn(agent).length > 0);

export function cardStatus(agent: Agent, card: CardDefinition): CardStatus {
  // Texts wait for the business's registration, so they count toward neither progress nor going
  // live; with no tracked field the section rules would read any saved card as empty.
  if (card.tracked.length === 0) return untrackedIsOn(agent, card) ? 'complete' : 'off';
  const status = sectionStatus(agent, card);
  if (status !== 'incomplete') return status;
  // A task that is off asks for nothing: forwarding, say, is needed to go live only while it is on.
  const off =
    card.tab === 'responsibilities' && card.tracked.every((field) => isEmptyValue(trackedValue(agent, field)));
  if (off) return 'off';
  return isGoLiveCard(card.key) ? 'incomplete' : 'optional';
}
