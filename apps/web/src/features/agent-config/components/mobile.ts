/** The mobile layout applies below 768 px (spec section 9). */
export const MOBILE_QUERY = '(max-width: 767.98px)';
