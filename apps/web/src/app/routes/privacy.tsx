export { PrivacyPage as Component } from '../../features/privacy/components/privacy-page';
