// The API reads of the account and its subscription that a page can be served with.

export const accountSummaryPath = '/account/summary';
export const accountProfilePath = '/account/profile';
export const accountNotificationsPath = '/account/notifications';
/** Plan, price, dates, usage and billing: the subscription overview and its detail page read it. */
export const subscriptionDetailPath = '/subscription/detail';

/** The plans that can be bought (not served with a page: read when the plan choice opens). */
export const planOffersPath = '/billing/plans';
