import { ACCOUNT_CLOSING_TEXTS } from '@portal/shared/account-closing.plain';
import { useState } from 'react';
import { DangerZone } from '../../../components/ui/danger-zone';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';

const TITLE_ID = 'close-account-title';

/** The dialog, loaded the first time it opens: the page carries none of it until then. */
const CloseAccountModal = lazyOverlay(() => import('./close-account-modal').then((module) => module.CloseAccountModal));

/**
 * The page's last section, kept quiet as the agent hub's Delete is: what closing does in one line
 * and a Close account button, which opens the dialog that asks for the e-mail and password.
 */
export function CloseAccountSection() {
  const [opened, setOpened] = useState(false);
  return (
    <DangerZone
      titleId={TITLE_ID}
      title={ACCOUNT_CLOSING_TEXTS.title}
      description={`${ACCOUNT_CLOSING_TEXTS.intro} This cannot be undone.`}
      actionLabel={ACCOUNT_CLOSING_TEXTS.openButton}
      onAction={() => setOpened(true)}
      padding="lg"
    >
      <CloseAccountModal opened={opened} onClose={() => setOpened(false)} />
    </DangerZone>
  );
}
