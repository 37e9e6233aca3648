/** Below the kit's sm breakpoint (48em) a dialog opens as a full-screen sheet: a phone. */
export const PHONE_SHEET_QUERY = '(max-width: 48em)';
