// US business texting (10DLC) as the owner registers it, without the schemas: the Texting section
// shows where a registration stands without loading the validation library.

/**
 * What Telnyx charges to register, passed on by it at cost (its "10DLC Fees and Charges"): the
 * brand once per submission, the campaign's vetting once, and the campaign every month, the first
 * three months up front. None of it is refunded when a registration is rejected.
 */
export const TEXTING_FEES = { brand: 4, campaignVetting: 15, campaignMonthly: 10, upfrontMonths: 3 } as const;

export const TEXTING_FEES_SENTENCE = `Telnyx charges, at cost: $${TEXTING_FEES.brand} to register your business (each time it is submitted), $${TEXTING_FEES.campaignVetting} to review your texting campaign, and $${TEXTING_FEES.campaignMonthly} a month for the campaign, the first ${TEXTING_FEES.upfrontMonths} months up front. Nothing is refunded if the registration is rejected.`;

export const REGISTRATION_STEPS = ['brand', 'campaign', 'numbers'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const REGISTRATION_STEP_LABELS: Record<RegistrationStep, string> = {
  brand: 'Your business',
  campaign: 'Texting campaign',
  numbers: 'Your numbers',
};

export type StepStatus = 'not_started' | 'pending' | 'approved' | 'rejected';

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const ALREADY_REGISTERED =
  'Your business is registered for texting already, or its registration is being reviewed.';
export const REGISTRATION_NOT_FOUND = 'Your business has not been registered for texting yet.';
export const EIN_FORMAT = 'Enter the EIN as nine digits, like 12-3456789.';
export const POSTAL_CODE_FORMAT = 'Enter a five-digit ZIP code, like 78701.';
export const PIN_FORMAT = 'Enter the PIN from the text, digits only.';
export const PIN_NOT_EXPECTED = 'There is no PIN to enter: only a sole proprietor registration waits for one.';
export const PIN_WRONG = 'That PIN is not the one we texted. Check the latest text and try again.';

/** The registry's industries (BRAND_VERTICALS in texting.ts) in plain words, for the form's choice. */
export const BRAND_VERTICAL_LABELS: Record<string, string> = {
  AGRICULTURE: 'Agriculture',
  COMMUNICATION: 'Communication and media',
  CONSTRUCTION: 'Construction and home services',
  EDUCATION: 'Education',
  ENERGY: 'Energy and utilities',
  ENTERTAINMENT: 'Entertainment',
  FINANCIAL: 'Finance',
  GOVERNMENT: 'Government',
  HEALTHCARE: 'Health care',
  HOSPITALITY: 'Hospitality and restaurants',
  HUMAN_RESOURCES: 'Staffing and HR',
  INSURANCE: 'Insurance',
  LEGAL: 'Legal',
  MANUFACTURING: 'Manufacturing',
  NGO: 'Nonprofit',
  PROFESSIONAL: 'Professional services',
  REAL_ESTATE: 'Real estate',
  RETAIL: 'Retail',
  TECHNOLOGY: 'Technology',
  TRANSPORTATION: 'Transportation',
};
