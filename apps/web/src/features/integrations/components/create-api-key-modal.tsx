import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useCreateApiKey } from '../api/change-api-keys';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedApiKeyView } from './created-api-key';

/**
 * Create API key: a name and a scope, then the new key, shown this once with Copy and a command to
 * try it. It cannot be closed while creating, nor by a click beside it while the key shows (the
 * key would be lost). Closing forgets the key. On a phone it rises from the bottom edge, as the
 * confirmations do.
 */
export function CreateApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <DialogFrame
      opened={opened}
      onClose={close}
      title={create.data ? 'Your new API key' : 'Create API key'}
      busy={create.isPending}
      keepOnClickOutside={!!create.data}
      // The new key and the command that tries it, each on one line from a laptop's width.
      wide={!!create.data}
    >
      {create.data ? (
        <CreatedApiKeyView created={create.data} onDone={close} />
      ) : (
        <CreateApiKeyForm create={create} onCancel={close} />
      )}
    </DialogFrame>
  );
}
