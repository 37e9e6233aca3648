export { PhoneNumbersPage as Component } from '../../features/phone-numbers/components/phone-numbers-page';
