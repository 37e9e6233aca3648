import { ACCOUNT_CLOSING_TEXTS } from '@portal/shared/account-closing.plain';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { CloseAccountForm } from './close-account-form';

/**
 * Close your account: what closing does (immediate and final), a pointer to "Download my data",
 * then the e-mail typed again and the password (or a fresh Google sign-in). It cannot be
 * dismissed while the account is being closed. On a phone it rises from the bottom edge, as the
 * confirmations do.
 */
export function CloseAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <DialogFrame opened={opened} onClose={close} title={ACCOUNT_CLOSING_TEXTS.dialogTitle} busy={busy}>
      {opened && <CloseAccountForm onCancel={close} onBusy={setBusy} />}
    </DialogFrame>
  );
}
