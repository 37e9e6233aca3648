import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import { renderWithProviders } from './render';
import { PageMessages } from '../components/page-messages';
import { SectionForm } from '../components/section-form';
import { PageMessagesProvider } from '../hooks/page-messages';

/** One card's form as its modal shows it, with the page's messages above it; Cancel calls `onDone` too. */
export function renderSection(cardKey: string, agent: Agent, onDone: () => void = () => undefined) {
  const card = cardByKey(cardKey);
  if (!card) throw new Error(`no card ${cardKey}`);
  return renderWithProviders(
    <PageMessagesProvider>
      <PageMessages />
      <SectionForm card={card} agent={agent} onDone={onDone} onCancel={onDone} onDirtyChange={() => undefined} />
    </PageMessagesProvider>,
  );
}
