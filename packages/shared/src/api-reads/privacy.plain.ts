// The API reads of the "Privacy & Data" page.

/** How long recordings and transcripts are kept, and whether sensitive numbers are masked. */
export const accountPrivacyPath = '/account/privacy';
