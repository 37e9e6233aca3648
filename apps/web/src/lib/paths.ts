/** The route table, the one place route strings live. */
export const paths = {
  login: '/login',
  confirmEmail: '/confirm-email',
  home: '/',
  account: '/account',
  accountDetail: '/account-detail',
  subscription: '/subscription',
  subscriptionDetail: '/subscription-detail',
  agents: '/agents',
  agent: (agentId: string) => `/agent/${encodeURIComponent(agentId)}`,
  agentProfile: (agentId: string) => `/agent/${encodeURIComponent(agentId)}/profile`,
  agentConfigure: (agentId: string, tab?: 'personality' | 'brain' | 'responsibilities') =>
    `/agent/${encodeURIComponent(agentId)}/configure${tab ? `?tab=${tab}` : ''}`,
  agentScenarios: (agentId: string) => `/agent/${encodeURIComponent(agentId)}/scenarios`,
  connect: '/connect',
  calendar: '/calendar',
  phoneNumbers: '/phone-numbers',
  googleAuthCallback: '/google-auth-callback',
  calls: '/calls',
  call: (callId: string) => `/calls/${encodeURIComponent(callId)}`,
} as const;
