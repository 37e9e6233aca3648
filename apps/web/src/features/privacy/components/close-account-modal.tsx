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
import { ACCOUNT_CLOSING_TEXTS } from '@portal/shared/account-closing.plain';
import { useState } from 'react';
import { CloseAccountForm } from './close-account-form';
import classes from './close-account-modal.module.css';

/**
 * Close your account: what closing does (immediate and final), a pointer to "Download my data",
 * then the e-mail typed again and the password (or a fresh Google sign-in). It cannot be
 * dismissed while the account is being closed. On a phone it rises from the bottom edge, as the
 * confirmations do.
 *
 * Built on the kit's ModalBase, as the integrations' dialogs are (create-api-key-modal.tsx): the
 * same focus trap, Escape, focus given back on close and the dialog's name, without Modal's
 * layout parts, which would join the script every page loads.
 */
export function CloseAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <ModalBase
      opened={opened}
      onClose={close}
      withinPortal
      lockScroll
      trapFocus
      returnFocus
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      zIndex={getDefaultZIndex('modal')}
      transitionProps={{ duration: 200, transition: 'fade-down' }}
    >
      <ModalBaseOverlay />
      <ModalBaseContent className={classes.content} innerProps={{ className: classes.inner }}>
        <ModalBaseHeader>
          <ModalBaseTitle className={classes.title}>{ACCOUNT_CLOSING_TEXTS.dialogTitle}</ModalBaseTitle>
          {!busy && <ModalBaseCloseButton aria-label="Close" className={classes.close} />}
        </ModalBaseHeader>
        <ModalBaseBody>{opened && <CloseAccountForm onCancel={close} onBusy={setBusy} />}</ModalBaseBody>
      </ModalBaseContent>
    </ModalBase>
  );
}
