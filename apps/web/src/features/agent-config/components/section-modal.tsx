import { Modal } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { saveSectionKey } from '../api/save-section';
import { uploadAvatarKey } from '../api/upload-avatar';
import { useDiscardGuard } from '../hooks/use-discard-guard';
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
 * card's Edit button). It cannot be dismissed while a save runs, so the outcome is never hidden;
 * with unsaved edits, every way out asks before they are dropped.
 */
export function SectionModal({ agent, card, opened, session, fullScreen, onClose }: SectionModalProps) {
  const saving =
    useIsMutating({ mutationKey: saveSectionKey(agent.id) }) +
      useIsMutating({ mutationKey: uploadAvatarKey(agent.id) }) >
    0;
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(opened && dirty, onClose);
  return (
    <>
      <Modal
        opened={opened}
        onClose={guard.requestClose}
        title={card?.title}
        size="lg"
        fullScreen={fullScreen}
        // While the question is open, Escape and clicks belong to it alone.
        closeOnEscape={!saving && !guard.asking}
        closeOnClickOutside={!saving && !guard.asking}
        withCloseButton={!saving}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {card && (
          <SectionForm
            key={session}
            card={card}
            agent={agent}
            onDone={onClose}
            onCancel={guard.requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </Modal>
      {/* After the card's modal: its layer is on top, and on Discard the card's Edit button gets the focus back. */}
      <ConfirmDialog
        opened={guard.asking}
        title="Discard your changes?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        danger
        onConfirm={guard.discard}
        onClose={guard.keepEditing}
      >
        Your changes to {card?.title} are not saved.
      </ConfirmDialog>
    </>
  );
}
