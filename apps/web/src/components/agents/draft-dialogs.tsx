import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import { ownerMessage } from '../../lib/api-client';
import { useDiscardDraft } from '../../lib/agents/draft';
import { ConfirmDialogModal } from '../ui/confirm-dialog-modal';
import { PublishDialog } from './publish-dialog';

export type DraftDialogKind = 'publish' | 'discard';

type DraftDialogsProps = {
  agent: Agent;
  kind: DraftDialogKind;
  /** How many changes the draft had when the dialog opened. */
  changes: number;
  opened: boolean;
  onClose: () => void;
};

/** The draft bar's dialogs, loaded together the first time the owner publishes or discards. */
export function DraftDialogs({ kind, ...props }: DraftDialogsProps) {
  return kind === 'publish' ? <PublishDialog {...props} /> : <DiscardDialog {...props} />;
}

const discardQuestion = (changes: number) =>
  `${changes === 1 ? 'The change goes' : `The ${changes} changes go`}, and the configure page shows what callers hear.`;

function DiscardDialog({ agent, changes, opened, onClose }: Omit<DraftDialogsProps, 'kind'>) {
  const discard = useDiscardDraft(agent.id);
  const close = () => {
    onClose();
    discard.reset();
  };
  return (
    <ConfirmDialogModal
      opened={opened}
      title="Discard your draft?"
      confirmLabel="Discard draft"
      busyLabel="Discarding..."
      busy={discard.isPending}
      error={discard.isError ? ownerMessage(discard.error, 'The draft could not be discarded. Try again.') : null}
      danger
      onConfirm={() =>
        discard.mutate(undefined, {
          onSuccess: () => {
            onClose();
            notifications.show({ message: 'Draft discarded. The configure page shows what callers hear.' });
          },
        })
      }
      onClose={close}
    >
      {discardQuestion(changes)}
    </ConfirmDialogModal>
  );
}
