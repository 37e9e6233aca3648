// The API reads of the "Privacy & data" page.

/** How long recordings and transcripts are kept, and whether sensitive numbers are masked. */
export const accountPrivacyPath = '/account/privacy';
