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
import { useCreateApiKey } from '../api/change-api-keys';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedApiKeyView } from './created-api-key';
import classes from './create-api-key-modal.module.css';

/**
 * Create API key: a name and a scope, then the new key, shown this once with Copy and a command to
 * try it. It cannot be closed while creating, nor by a click beside it while the key shows (the
 * key would be lost). Closing forgets the key. On a phone it rises from the bottom edge, as the
 * confirmations do.
 *
 * Built on the kit's ModalBase, the kit's Modal without its layout: the focus trap, Escape, focus
 * given back on close, the locked page and the dialog's name are the same. Modal itself brings the
 * kit's ScrollArea and its positioning library, which with one more lazily loaded part using it
 * would join the script every page loads (the shared chunk, vite.config.ts): 16 kB on every page.
 */
export function CreateApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <ModalBase
      opened={opened}
      onClose={close}
      withinPortal
      lockScroll
      trapFocus
      returnFocus
      closeOnEscape={!create.isPending}
      closeOnClickOutside={!create.isPending && !create.data}
      zIndex={getDefaultZIndex('modal')}
      transitionProps={{ duration: 200, transition: 'fade-down' }}
    >
      <ModalBaseOverlay />
      <ModalBaseContent className={classes.content} innerProps={{ className: classes.inner }}>
        <ModalBaseHeader>
          <ModalBaseTitle className={classes.title}>
            {create.data ? 'Your new API key' : 'Create API key'}
          </ModalBaseTitle>
          {!create.isPending && <ModalBaseCloseButton aria-label="Close" className={classes.close} />}
        </ModalBaseHeader>
        <ModalBaseBody>
          {create.data ? (
            <CreatedApiKeyView created={create.data} onDone={close} />
          ) : (
            <CreateApiKeyForm create={create} onCancel={close} />
          )}
        </ModalBaseBody>
      </ModalBaseContent>
    </ModalBase>
  );
}
