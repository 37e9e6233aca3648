/**
 * Where an owner reads how to verify a delivery's signature: the documented API, served by the
 * server (not a page of the app), which describes each event's payload and the Standard Webhooks
 * headers under its `webhooks`.
 */
export const VERIFY_GUIDE = '/api/docs';
