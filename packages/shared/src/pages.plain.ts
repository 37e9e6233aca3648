/**
 * The portal's pages by name, each with the address pattern the web app's router matches and its
 * links are made from (`:agentId` is a parameter), so a link cannot lead where no page answers.
 * The reads each signed-in page is served with are listed by these patterns in page-reads.plain.ts.
 * Read as one table (`import * as pages`); each is a constant of its own, so the build writes the
 * pattern where it is used and no table object ships with every page.
 */
export const login = '/login';
export const signup = '/signup';
export const confirmEmail = '/confirm-email';
export const home = '/';
export const account = '/account';
export const accountDetail = '/account-detail';
/** Where the owner connects the portal to their other tools (API keys, webhooks). */
export const integrations = '/account/integrations';
/** One of the owner's webhook endpoints: its settings, its signing secret and its delivery log. */
export const webhookEndpoint = '/account/integrations/webhooks/:endpointId';
/** What the portal keeps of the owner's data and for how long; downloading it; closing the account. */
export const privacy = '/account/privacy';
export const subscription = '/subscription';
export const subscriptionDetail = '/subscription-detail';
export const agents = '/agents';
/** An agent's page without the agent: it says so and leads back to the agents. */
export const agentWithoutId = '/agent';
export const agent = '/agent/:agentId';
export const agentProfile = '/agent/:agentId/profile';
export const agentConfigure = '/agent/:agentId/configure';
export const agentScenarios = '/agent/:agentId/scenarios';
export const agentVersions = '/agent/:agentId/versions';
export const calls = '/calls';
export const call = '/calls/:callId';
export const blockedCallers = '/blocked-callers';
export const callers = '/callers';
export const caller = '/callers/:callerId';
export const analytics = '/analytics';
export const connect = '/connect';
export const calendar = '/calendar';
export const phoneNumbers = '/phone-numbers';
export const googleAuthCallback = '/google-auth-callback';
