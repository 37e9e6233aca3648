import { lazyOverlay } from './lazy-overlay';

/** A yes/no question in a modal, loaded the first time it is asked (see confirm-dialog-modal.tsx). */
export const ConfirmDialog = lazyOverlay(() =>
  import('./confirm-dialog-modal').then((module) => module.ConfirmDialogModal),
);
