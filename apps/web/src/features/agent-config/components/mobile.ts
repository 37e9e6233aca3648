/** The mobile layout applies below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
