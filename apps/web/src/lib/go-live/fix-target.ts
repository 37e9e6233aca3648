import { cardByKey } from '@portal/shared/agents/cards.plain';
import type { GoLiveFix } from '@portal/shared/go-live';
import { paths } from '../paths';

/** Where the owner fixes a checklist item: the card's modal, the numbers, the calendar or the tests. */
export function fixTarget(agentId: string, fix: GoLiveFix): string {
  switch (fix.kind) {
    case 'card': {
      const card = cardByKey(fix.card);
      // A card this build does not know still leads to the page where every card is.
      return card ? paths.agentConfigureCard(agentId, card.tab, card.key) : paths.agentConfigure(agentId);
    }
    case 'numbers':
      return paths.phoneNumbers;
    case 'calendar':
      return paths.calendar;
    case 'scenarios':
      return paths.agentScenarios(agentId);
    // The test-call footer and the sync alert's Retry are both on the configure page.
    case 'test':
    case 'sync':
      return paths.agentConfigure(agentId);
  }
}
