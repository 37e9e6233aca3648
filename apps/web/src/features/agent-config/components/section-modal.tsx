import { Box, Modal } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import { useLayoutEffect, useRef, useState } from 'react';
import { saveSectionKey } from '../api/save-section';
import { uploadAvatarKey } from '../api/upload-avatar';
import { useDiscardGuard } from '../hooks/use-discard-guard';
import { DiscardQuestion } from './discard-question';
import { SectionForm } from './section-form';
import classes from './section-modal.module.css';

type SectionModalProps = {
  agent: Agent;
  card: CardDefinition | null;
  opened: boolean;
  /** Changes on every opening, so the form always starts from the agent's current values. */
  session: number;
  /** A caller's question to draft into the card's text (from the hub's unanswered questions). */
  question: string | null;
  /** On a phone: the kit's full-screen modal, drawn as a sheet from the bottom edge (its CSS module). */
  fullScreen: boolean;
  onClose: () => void;
};

/**
 * The one dialog every card opens (Mantine: focus trapped, Escape closes, focus returns to the
 * card's Edit button). Its fields scroll under its title, and Cancel and Save stay at its bottom:
 * on a phone, where it is a sheet rising from the bottom edge, at the bottom of the screen. It
 * cannot be dismissed while a save runs, so the outcome is never hidden. With unsaved edits every
 * way out asks first; while it asks, Escape, a click outside and Close mean Keep editing.
 */
export function SectionModal({ agent, card, opened, session, question, fullScreen, onClose }: SectionModalProps) {
  const saving =
    useIsMutating({ mutationKey: saveSectionKey(agent.id) }) +
      useIsMutating({ mutationKey: uploadAvatarKey(agent.id) }) >
    0;
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(opened && dirty, onClose);
  // Keep editing puts the focus back where it was. Noted before the question's focus trap moves it
  // (a layout effect runs first); after Discard the closing modal returns it to the card's Edit.
  const returnTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (guard.asking) returnTo.current = document.activeElement;
    else if (opened && returnTo.current instanceof HTMLElement) returnTo.current.focus();
    if (!guard.asking) returnTo.current = null;
  }, [guard.asking, opened]);
  return (
    <Modal
      opened={opened}
      onClose={guard.asking ? guard.keepEditing : guard.requestClose}
      title={card?.title}
      size="lg"
      fullScreen={fullScreen}
      transitionProps={fullScreen ? { transition: 'slide-up' } : undefined}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      {card && (
        <>
          <Box hidden={guard.asking} className={classes.form}>
            <SectionForm
              key={session}
              card={card}
              agent={agent}
              question={question}
              onDone={onClose}
              onCancel={guard.requestClose}
              onDirtyChange={setDirty}
            />
          </Box>
          {guard.asking && (
            <Box className={classes.question}>
              <DiscardQuestion cardTitle={card.title} onKeep={guard.keepEditing} onDiscard={guard.discard} />
            </Box>
          )}
        </>
      )}
    </Modal>
  );
}
