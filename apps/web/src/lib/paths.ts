/** The route table, the one place route strings live. */
export const paths = {
  login: '/login',
  signup: '/signup',
  /**
   * Where each e-mail link returns when it cannot be used (expired, used, altered), so the login
   * page can say which link it was and what to do next. A confirmation link that works signs in
   * and lands here too, and the signed-in visitor goes on to Home.
   */
  emailLinkLanding: {
    confirmation: '/login?link=confirmation',
    magicLink: '/login?link=magic_link',
    passwordReset: '/login?view=update_password',
  },
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
  /** The Brain tab with the website import open (a new agent started from the owner's website). */
  agentImport: (agentId: string) => `/agent/${encodeURIComponent(agentId)}/configure?tab=brain&import=1`,
  agentConfigureCard: (agentId: string, tab: 'personality' | 'brain' | 'responsibilities', card: string) =>
    `/agent/${encodeURIComponent(agentId)}/configure?${new URLSearchParams({ tab, card })}`,
  agentScenarios: (agentId: string) => `/agent/${encodeURIComponent(agentId)}/scenarios`,
  connect: '/connect',
  calendar: '/calendar',
  phoneNumbers: '/phone-numbers',
  googleAuthCallback: '/google-auth-callback',
  calls: '/calls',
  agentCalls: (agentId: string, outcome?: string) =>
    `/calls?${new URLSearchParams(outcome ? { agentId, outcome } : { agentId })}`,
  call: (callId: string) => `/calls/${encodeURIComponent(callId)}`,
  analytics: '/analytics',
} as const;
