/**
 * The portal's pages by name, each with the address pattern the web app's router matches and its
 * links are made from (`:agentId` is a parameter), so a link cannot lead where no page answers.
 * The reads each signed-in page is served with are listed by these patterns in page-reads.plain.ts.
 */
export const pages = {
  login: '/login',
  signup: '/signup',
  confirmEmail: '/confirm-email',
  home: '/',
  account: '/account',
  accountDetail: '/account-detail',
  subscription: '/subscription',
  subscriptionDetail: '/subscription-detail',
  agents: '/agents',
  /** An agent's page without the agent: it says so and leads back to the agents. */
  agentWithoutId: '/agent',
  agent: '/agent/:agentId',
  agentProfile: '/agent/:agentId/profile',
  agentConfigure: '/agent/:agentId/configure',
  agentScenarios: '/agent/:agentId/scenarios',
  calls: '/calls',
  call: '/calls/:callId',
  analytics: '/analytics',
  connect: '/connect',
  calendar: '/calendar',
  phoneNumbers: '/phone-numbers',
  googleAuthCallback: '/google-auth-callback',
} as const;

export type PagePattern = (typeof pages)[keyof typeof pages];
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** What a pattern's parameters are filled with: '/agent/:agentId' takes { agentId }. */
export type PageParams<P extends string> = Record<ParamName<P>, string>;

/** A page's address: its pattern with each parameter filled in. */
export const pageAddress = <P extends string>(pattern: P, params: PageParams<P>) =>
  pattern.replace(/:(\w+)/g, (_, name: ParamName<P>) => encodeURIComponent(params[name]));
