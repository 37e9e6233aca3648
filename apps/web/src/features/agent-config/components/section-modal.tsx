import { Modal } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards';
import { saveSectionKey } from '../api/save-section';
import { SectionForm } from './section-form';

type SectionModalProps = {
  agent: Agent;
  card: CardDefinition | null;
  opened: boolean;
  /** Changes on every opening, so the form always starts from the agent's current values. */
  session: number;
  fullScreen: boolean;
  onClose: () => void;
};

/**
 * The one dialog every card opens (Mantine: focus trapped, Escape closes, focus returns to the
 * card's Edit button). It cannot be dismissed while a save runs, so the outcome is never hidden.
 */
export function SectionModal({ agent, card, opened, session, fullScreen, onClose }: SectionModalProps) {
  const saving = useIsMutating({ mutationKey: saveSectionKey(agent.id) }) > 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={card?.title}
      size="lg"
      fullScreen={fullScreen}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {card && <SectionForm key={session} card={card} agent={agent} onDone={onClose} />}
    </Modal>
  );
}
