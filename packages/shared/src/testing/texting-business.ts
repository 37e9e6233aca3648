import type { TextingRegistrationInput } from '../texting.ts';

/** A company's texting registration for tests: a dental office in Austin with an EIN. */
export const SAMPLE_BUSINESS = {
  entityType: 'PRIVATE_PROFIT',
  displayName: 'Bright Smile Dental',
  companyName: 'Bright Smile Dental LLC',
  ein: '12-3456789',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@brightsmile.example',
  phone: '(512) 555-0100',
  street: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  website: 'https://brightsmile.example',
  vertical: 'HEALTHCARE',
} satisfies TextingRegistrationInput;
