// The page's two dialogs load as one part. Each lazily loaded part that uses the kit's modal counts
// towards putting the modal's positioning library in the script every page loads (the shared
// chunk, vite.config.ts): a part of their own for the texting form tipped it over, 16 kB on
// every page, where sharing this one costs the first of them a few kB.
export { PurchaseModal } from './purchase-modal';
export { RegistrationModal } from './registration-modal';
