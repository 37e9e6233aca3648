export { ConfirmEmailPage as Component } from '../../features/auth/components/confirm-email-page';
