import { pageAddress } from '@portal/shared/page-address.plain';
import * as pages from '@portal/shared/pages.plain';

const agentConfigure = (agentId: string) => pageAddress(pages.agentConfigure, { agentId });

/**
 * Links to the app's pages, made from the patterns the router matches (`@portal/shared/pages.plain`):
 * a page without parameters by its pattern, the others by a function of theirs.
 */
export const paths = {
  login: pages.login,
  signup: pages.signup,
  confirmEmail: pages.confirmEmail,
  home: pages.home,
  account: pages.account,
  accountDetail: pages.accountDetail,
  integrations: pages.integrations,
  privacy: pages.privacy,
  subscription: pages.subscription,
  subscriptionDetail: pages.subscriptionDetail,
  agents: pages.agents,
  calls: pages.calls,
  blockedCallers: pages.blockedCallers,
  callers: pages.callers,
  analytics: pages.analytics,
  connect: pages.connect,
  calendar: pages.calendar,
  phoneNumbers: pages.phoneNumbers,
  googleAuthCallback: pages.googleAuthCallback,
  /**
   * Where each e-mail link returns when it cannot be used (expired, used, altered), so the login
   * page can say which link it was and what to do next. A confirmation link that works signs in
   * and lands here too, and the signed-in visitor goes on to Home.
   */
  emailLinkLanding: {
    confirmation: `${pages.login}?link=confirmation`,
    magicLink: `${pages.login}?link=magic_link`,
    passwordReset: `${pages.login}?view=update_password`,
  },
  /** My Agents with the create modal open (Home's first step for an owner without agents). */
  newAgent: `${pages.agents}?new=1`,
  agent: (agentId: string) => pageAddress(pages.agent, { agentId }),
  agentProfile: (agentId: string) => pageAddress(pages.agentProfile, { agentId }),
  agentConfigure: (agentId: string, tab?: 'personality' | 'brain' | 'responsibilities') =>
    `${agentConfigure(agentId)}${tab ? `?tab=${tab}` : ''}`,
  /** The Brain tab with the website import open (a new agent started from the owner's website). */
  agentImport: (agentId: string) => `${agentConfigure(agentId)}?tab=brain&import=1`,
  /** The configure page with one card's modal open (the go-live checklist's fixes). */
  agentConfigureCard: (agentId: string, tab: 'personality' | 'brain' | 'responsibilities', card: string) =>
    `${agentConfigure(agentId)}?${new URLSearchParams({ tab, card })}`,
  agentScenarios: (agentId: string) => pageAddress(pages.agentScenarios, { agentId }),
  agentVersions: (agentId: string) => pageAddress(pages.agentVersions, { agentId }),
  agentCalls: (agentId: string, outcome?: string) =>
    `${pages.calls}?${new URLSearchParams(outcome ? { agentId, outcome } : { agentId })}`,
  call: (callId: string) => pageAddress(pages.call, { callId }),
  caller: (callerId: string) => pageAddress(pages.caller, { callerId }),
  webhookEndpoint: (endpointId: string) => pageAddress(pages.webhookEndpoint, { endpointId }),
  /** The login, sending the owner back to the page they opened (an e-mailed link) once signed in. */
  loginReturningTo: (page: string) => `${pages.login}?${new URLSearchParams({ next: page })}`,
} as const;

/**
 * Where a sign-in goes on to: the page the login was opened for when it is one of this app's own
 * pages (a path, never another site's address, the API or the login itself), or Home.
 */
export function pageAfterSignIn(search: URLSearchParams): string {
  const next = search.get('next') ?? '';
  const ownPage = /^\/(?![/\\])/.test(next) && !/^\/(api|login)(\/|\?|$)/.test(next);
  return ownPage ? next : pages.home;
}
