import {
  getDefaultZIndex,
  ModalBase,
  ModalBaseBody,
  ModalBaseCloseButton,
  ModalBaseContent,
  ModalBaseHeader,
  ModalBaseOverlay,
  ModalBaseTitle,
} from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './webhook-dialog.module.css';

/**
 * A webhook dialog's frame, as the Create API key dialog's (see create-api-key-modal.tsx): the
 * kit's ModalBase, which traps focus, closes on Escape and gives focus back, without the kit's
 * Modal and what it would add to every page's script. It cannot be closed while `busy`, nor by
 * a click beside it while `holdsSecret` (the secret shown would be lost). On a phone it rises
 * from the bottom edge.
 */
export function WebhookDialog({
  opened,
  onClose,
  title,
  busy,
  holdsSecret = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  holdsSecret?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalBase
      opened={opened}
      onClose={onClose}
      withinPortal
      lockScroll
      trapFocus
      returnFocus
      closeOnEscape={!busy}
      closeOnClickOutside={!busy && !holdsSecret}
      zIndex={getDefaultZIndex('modal')}
      transitionProps={{ duration: 200, transition: 'fade-down' }}
    >
      <ModalBaseOverlay />
      <ModalBaseContent className={classes.content} innerProps={{ className: classes.inner }}>
        <ModalBaseHeader>
          <ModalBaseTitle className={classes.title}>{title}</ModalBaseTitle>
          {!busy && <ModalBaseCloseButton aria-label="Close" className={classes.close} />}
        </ModalBaseHeader>
        <ModalBaseBody>{children}</ModalBaseBody>
      </ModalBaseContent>
    </ModalBase>
  );
}
