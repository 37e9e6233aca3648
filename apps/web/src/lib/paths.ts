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
  /** My Agents with the create modal open (Home's first step for an owner without agents). */
  newAgent: '/agents?new=1',
  agent: (agentId: string) => `/agent/${encodeURIComponent(agentId)}`,
  agentProfile: (agentId: string) => `/agent/${encodeURIComponent(agentId)}/profile`,
  agentConfigure: (agentId: string, tab?: 'personality' | 'brain' | 'responsibilities') =>
    `/agent/${encodeURIComponent(agentId)}/configure${tab ? `?tab=${tab}` : ''}`,
  /** The configure page with one card's modal open (the go-live checklist's fixes). */
  agentConfigureCard: (agentId: string, tab: 'personality' | 'brain' | 'responsibilities', card: string) =>
    `/agent/${encodeURIComponent(agentId)}/configure?${new URLSearchParams({ tab, card })}`,
  agentScenarios: (agentId: string) => `/agent/${encodeURIComponent(agentId)}/scenarios`,
  connect: '/connect',
  calendar: '/calendar',
  phoneNumbers: '/phone-numbers',
  googleAuthCallback: '/google-auth-callback',
  calls: '/calls',
  agentCalls: (agentId: string) => `/calls?${new URLSearchParams({ agentId })}`,
  call: (callId: string) => `/calls/${encodeURIComponent(callId)}`,
} as const;
