import { DEFAULT_ANALYTICS_PERIOD } from './analytics.plain.ts';
import {
  accountNotificationsPath,
  accountProfilePath,
  accountSummaryPath,
  subscriptionDetailPath,
} from './api-reads/account.plain.ts';
import {
  agentGoLivePath,
  agentPath,
  agentsPath,
  agentVersionsPath,
  cockpitPath,
  knowledgeGapsPath,
  recentCallsPath,
  scenariosPath,
} from './api-reads/agents.plain.ts';
import { analyticsPath } from './api-reads/analytics.plain.ts';
import { apiKeysPath } from './api-reads/api-keys.plain.ts';
import { blockedCallersPath } from './api-reads/blocked-callers.plain.ts';
import { callersPath } from './api-reads/callers.plain.ts';
import { callsPath } from './api-reads/calls.plain.ts';
import { calendarStatusPath, phoneNumbersPath } from './api-reads/connect.plain.ts';
import { latestDataExportPath } from './api-reads/data-export.plain.ts';
import { accountPrivacyPath } from './api-reads/privacy.plain.ts';
import { textingRegistrationPath } from './api-reads/texting.plain.ts';
import { webhookDeliveriesPath, webhookEndpointsPath } from './api-reads/webhooks.plain.ts';
import type { PageParams, PagePattern } from './page-address.plain.ts';
import * as pages from './pages.plain.ts';

/*
 * The API reads each signed-in page makes as it opens, by the page's pattern. The server answers
 * them while it serves the page and writes the answers into it (PAGE_DATA_ELEMENT_ID): the page
 * renders whole at once, without a round trip per read and a second render when each answer
 * arrives. A read missing here is simply made by the page itself; the web app's served-reads test
 * and e2e/page-data.spec.ts check that each page listed makes none.
 *
 * The paths come from api-reads/, which the web app's queries read with too: a query cannot look
 * for its served answer under another path than the one the server wrote it under. They are kept
 * apart from the page table, and by area, because the web app's first script imports the table
 * and each page should carry only the paths it reads.
 */

const pageReads: { [P in PagePattern]?: (params: PageParams<P>) => string[] } = {
  [pages.home]: () => [cockpitPath],
  [pages.agents]: () => [agentsPath, cockpitPath],
  [pages.agent]: ({ agentId }) => [
    agentPath(agentId),
    agentGoLivePath(agentId),
    scenariosPath(agentId),
    recentCallsPath(agentId),
    knowledgeGapsPath(agentId),
  ],
  [pages.agentProfile]: ({ agentId }) => [agentPath(agentId), agentGoLivePath(agentId), knowledgeGapsPath(agentId)],
  [pages.agentConfigure]: ({ agentId }) => [agentPath(agentId)],
  [pages.agentScenarios]: ({ agentId }) => [agentPath(agentId), scenariosPath(agentId)],
  [pages.agentVersions]: ({ agentId }) => [agentPath(agentId), agentVersionsPath(agentId)],
  [pages.calls]: () => [
    agentsPath,
    callsPath({ outcome: 'needs_attention' }),
    callsPath({ exclude: 'needs_attention' }),
  ],
  [pages.blockedCallers]: () => [blockedCallersPath],
  [pages.callers]: () => [callersPath()],
  [pages.analytics]: () => [agentsPath, analyticsPath(DEFAULT_ANALYTICS_PERIOD, null)],
  [pages.phoneNumbers]: () => [phoneNumbersPath, agentsPath, textingRegistrationPath],
  [pages.calendar]: () => [calendarStatusPath],
  [pages.connect]: () => [phoneNumbersPath, calendarStatusPath],
  [pages.account]: () => [accountSummaryPath, accountProfilePath],
  [pages.accountDetail]: () => [accountProfilePath, accountNotificationsPath],
  [pages.integrations]: () => [apiKeysPath, webhookEndpointsPath],
  [pages.privacy]: () => [accountPrivacyPath, latestDataExportPath],
  [pages.webhookEndpoint]: ({ endpointId }) => [webhookEndpointsPath, webhookDeliveriesPath(endpointId)],
  [pages.subscription]: () => [subscriptionDetailPath],
  [pages.subscriptionDetail]: () => [subscriptionDetailPath],
};

/** The reads by page pattern, for a server that finds the page of an address by its own matching. */
export const PAGE_READS = pageReads as Record<string, (params: Record<string, string>) => string[]>;
