// The feature's dialogs, loaded together the first time any of them opens. One lazily loaded part
// rather than one per dialog: the kit's dialog base (ModalBase) and what it brings (the scroll
// lock, the overlay) join the script every page loads once one more part uses them (the shared
// chunk, vite.config.ts); these dialogs count as one part however many there are.
export { CreateApiKeyModal } from './create-api-key-modal';
export { AddWebhookEndpointModal, EditWebhookEndpointModal } from './webhook-endpoint-modals';
