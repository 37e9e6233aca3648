// The API reads of the owner's webhook endpoints that a page can be served with.

/** The owner's webhook endpoints, oldest first, with the zone their times are shown in. */
export const webhookEndpointsPath = '/webhook-endpoints';

/** One endpoint's delivery log, newest first; `cursor` gives the next (older) page. */
export function webhookDeliveriesPath(endpointId: string, cursor?: string | null) {
  const path = `/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`;
  return cursor ? `${path}?${new URLSearchParams({ cursor })}` : path;
}
