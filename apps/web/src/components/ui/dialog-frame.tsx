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
import classes from './dialog-frame.module.css';

/**
 * A form dialog's frame (Create API key, the webhook endpoint's, Close your account): the kit's
 * ModalBase, which traps focus, closes on Escape, gives focus back and names the dialog, laid out
 * as the kit's Modal is, and rising from the bottom edge on a phone. The kit's Modal itself brings
 * its ScrollArea and positioning library, which with one more lazily loaded part using it would
 * join the script every page loads (the shared chunk, vite.config.ts).
 *
 * It cannot be closed while `busy`, nor by a click beside it while `keepOnClickOutside` (a secret
 * shown once would be lost). `wide`: 780 px rather than 620 (the kit's xl), for a line that must
 * not wrap where it can help it (a key in full).
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  busy,
  keepOnClickOutside = false,
  wide = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  busy: boolean;
  keepOnClickOutside?: boolean;
  wide?: boolean;
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
      closeOnClickOutside={!busy && !keepOnClickOutside}
      zIndex={getDefaultZIndex('modal')}
      transitionProps={{ duration: 200, transition: 'fade-down' }}
    >
      <ModalBaseOverlay />
      <ModalBaseContent
        className={wide ? `${classes.content} ${classes.wide}` : classes.content}
        innerProps={{ className: classes.inner }}
      >
        <ModalBaseHeader>
          <ModalBaseTitle className={classes.title}>{title}</ModalBaseTitle>
          {!busy && <ModalBaseCloseButton aria-label="Close" className={classes.close} />}
        </ModalBaseHeader>
        <ModalBaseBody>{children}</ModalBaseBody>
      </ModalBaseContent>
    </ModalBase>
  );
}
