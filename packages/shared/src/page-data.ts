/**
 * The API reads each signed-in page makes as it opens, by route (paths as the web app's API client
 * writes them, after /api). The server answers them while it serves the page and writes the
 * answers into it, in the element below: the page renders whole at once, without a round trip
 * per read and a second render when each answer arrives. A read missing here is simply made by
 * the page itself; e2e/page-data.spec.ts checks that each page listed makes none.
 */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';

type Params = Record<string, string>;

export const PAGE_READS: Record<string, (params: Params) => string[]> = {
  '/': () => ['/cockpit'],
  '/agents': () => ['/agents', '/cockpit'],
  '/agent/:agentId': ({ agentId }) => [
    `/agents/${agentId}`,
    `/agents/${agentId}/go-live`,
    `/agents/${agentId}/scenarios`,
    `/calls?agentId=${agentId}&limit=5`,
    `/agents/${agentId}/knowledge-gaps`,
  ],
  '/agent/:agentId/profile': ({ agentId }) => [
    `/agents/${agentId}`,
    `/agents/${agentId}/go-live`,
    `/agents/${agentId}/knowledge-gaps`,
  ],
  '/agent/:agentId/configure': ({ agentId }) => [`/agents/${agentId}`],
  '/agent/:agentId/scenarios': ({ agentId }) => [`/agents/${agentId}`, `/agents/${agentId}/scenarios`],
  '/calls': () => ['/agents', '/calls?limit=25&outcome=needs_attention', '/calls?limit=25'],
  '/analytics': () => ['/agents', '/analytics?period=30'],
  '/phone-numbers': () => ['/phone-numbers', '/agents'],
  '/calendar': () => ['/calendar/status'],
  '/account': () => ['/account/summary'],
  '/account-detail': () => ['/account/profile', '/account/notifications'],
  '/subscription': () => ['/subscription/summary'],
  '/subscription-detail': () => ['/subscription/detail'],
};
