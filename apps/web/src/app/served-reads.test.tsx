import type { AccountDetail, AccountSummary } from '@portal/shared/account';
import type { AgentListItem } from '@portal/shared/agents/agent';
import type { AgentVersionList } from '@portal/shared/agents/versions';
import type { Analytics } from '@portal/shared/analytics';
import {
  accountNotificationsPath,
  accountProfilePath,
  accountSummaryPath,
  subscriptionDetailPath,
} from '@portal/shared/api-reads/account.plain';
import { latestDataExportPath } from '@portal/shared/api-reads/data-export.plain';
import { accountPrivacyPath } from '@portal/shared/api-reads/privacy.plain';
import { agentsPath, cockpitPath } from '@portal/shared/api-reads/agents.plain';
import { apiKeysPath } from '@portal/shared/api-reads/api-keys.plain';
import { blockedCallersPath } from '@portal/shared/api-reads/blocked-callers.plain';
import { callersPath } from '@portal/shared/api-reads/callers.plain';
import { calendarStatusPath, phoneNumbersPath } from '@portal/shared/api-reads/connect.plain';
import { textingRegistrationPath } from '@portal/shared/api-reads/texting.plain';
import { webhookDeliveriesPath, webhookEndpointsPath } from '@portal/shared/api-reads/webhooks.plain';
import type { CalendarStatus } from '@portal/shared/calendar';
import type { CallList } from '@portal/shared/calls';
import type { KnowledgeGapList } from '@portal/shared/knowledge-gaps';
import type { NotificationSettings } from '@portal/shared/notifications';
import { PAGE_READS } from '@portal/shared/page-reads.plain';
import * as pages from '@portal/shared/pages.plain';
import { buildSubscriptionView } from '@portal/shared/subscription';
import { act, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { agentFixture } from '../features/agent-config/testing/agent-fixture';
import {
  deliveryListOf,
  ENDPOINT_ID,
  endpointFixture,
  endpointListOf,
} from '../features/integrations/testing/webhook-fixtures';
import { listOf, scenarioFixture } from '../features/scenarios/testing/fixtures';
import { cockpitFixture, liveAgentFixture } from '../lib/go-live/testing/go-live-fixtures';
import { queryClient as appQueryClient } from '../lib/query-client';
import { renderPage } from '../testing/render';
import { routeGroups } from './router';

// Every page the server serves with its reads opens on exactly those: each read it makes on
// opening was served (else the page would read again after it arrived), and each read served was
// taken (else the server read for nothing). The API client is replaced by one that answers from
// the served reads only and notes anything else the page asks for.

const page = vi.hoisted(() => ({ served: new Map<string, unknown>(), unserved: [] as string[] }));

vi.mock(import('../lib/api-client'), async (importOriginal) => {
  const client = await importOriginal();
  const take = (path: string) => {
    if (!page.served.has(path)) return undefined;
    const answer = { value: page.served.get(path) };
    page.served.delete(path);
    return answer;
  };
  return {
    ...client,
    servedAnswer: <T,>(path: string) => take(path)?.value as T | undefined,
    api: <T,>(path: string, init: RequestInit = {}) => {
      const answer = (init.method ?? 'GET') === 'GET' ? take(path) : undefined;
      if (answer) return Promise.resolve(answer.value as T);
      page.unserved.push(`${init.method ?? 'GET'} ${path}`);
      return new Promise<T>(() => undefined);
    },
  };
});

const AGENT_ID = 'agent-1';
/** What each page's parameters are filled with. */
const PARAMS: Record<string, string> = { agentId: AGENT_ID, endpointId: ENDPOINT_ID };

const emptyCalls: CallList = { calls: [], nextCursor: null };
const agentList: AgentListItem[] = [
  {
    id: AGENT_ID,
    agentName: 'Sam',
    gender: null,
    attitude: null,
    imageUrl: null,
    vapiAgentId: 'asst-1',
    isDeleted: false,
    syncError: null,
  },
];
const accountSummary: AccountSummary = { fullName: 'Ada Lovelace', email: 'ada@example.com', plan: 'Pro Plan' };
const accountDetail: AccountDetail = {
  email: 'ada@example.com',
  profile: {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Ada Lovelace',
    phoneNumber: null,
    phoneNumberDisplay: null,
    avatarUrl: null,
    plan: 'Pro Plan',
    updatedAt: '2026-11-20T15:00:00.000Z',
  },
  agents: {
    activeCount: 1,
    items: [{ id: '00000000-0000-4000-8000-000000000002', agentName: 'Sam', state: 'answering' }],
  },
  phoneNumbers: { count: 0 },
};
const notificationSettings: NotificationSettings = {
  notifyUrgentEmail: true,
  dailyDigestEnabled: false,
  dailyDigestTime: '18:00',
  timezone: null,
  textAlertsMobile: null,
};
const calendarStatus: CalendarStatus = { connected: false, email: null };
const noGaps: KnowledgeGapList = { gaps: [] };
const versionList: AgentVersionList = {
  versions: [
    {
      number: 1,
      note: null,
      publishedAt: '2026-11-20T15:00:00.000Z',
      publishedBy: 'Ada Lovelace',
      live: true,
      changes: [],
    },
  ],
};
const analytics: Analytics = {
  period: 30,
  agentId: null,
  start: '2026-10-22T05:00:00.000Z',
  end: '2026-11-21T06:00:00.000Z',
  timezone: { id: 'America/Chicago', label: 'Central Time (Chicago)' },
  totals: { calls: 0, seconds: 0, minutes: 0, averageSeconds: 0, booked: 0, withOutcome: 0, bookingRate: 0 },
  previous: { calls: 0, seconds: 0, minutes: 0, averageSeconds: 0, booked: 0, withOutcome: 0, bookingRate: 0 },
  days: [{ date: '2026-10-22', calls: 0, minutes: 0 }],
  outcomes: [],
  hours: Array.from({ length: 7 }, () => Array<number>(24).fill(0)),
  versions: [],
};
const subscriptionView = buildSubscriptionView({
  plan: 'Pro Plan',
  subscriptionStatus: 'active',
  subscriptionId: 'sub_1',
  startedAt: new Date('2026-10-01T00:00:00.000Z'),
  currentPeriodEnd: new Date('2026-12-01T00:00:00.000Z'),
  cancelAtPeriodEnd: false,
  trialEnd: null,
  period: { start: new Date('2026-11-01T00:00:00.000Z'), end: new Date('2026-12-01T00:00:00.000Z') },
  callSeconds: 600,
  callCount: 4,
  textCount: 0,
  phoneNumbers: [],
  billing: { paymentMethod: null, invoices: [], price: { amountCents: 2900, currency: 'usd', interval: 'month' } },
});

/** What the server would answer a read with, for the pages to render as they do after it. */
function answerTo(read: string): unknown {
  const fixed: Record<string, unknown> = {
    [cockpitPath]: cockpitFixture(),
    [agentsPath]: agentList,
    [phoneNumbersPath]: [],
    [calendarStatusPath]: calendarStatus,
    [accountSummaryPath]: accountSummary,
    [accountProfilePath]: accountDetail,
    [accountNotificationsPath]: notificationSettings,
    [accountPrivacyPath]: { retentionDays: null, redactSensitive: false },
    [latestDataExportPath]: { export: null, email: 'owner@example.com', timezone: 'America/Chicago' },
    [subscriptionDetailPath]: subscriptionView,
    [blockedCallersPath]: { blockedCallers: [] },
    [apiKeysPath]: { apiKeys: [], timezone: 'America/Chicago' },
    [webhookEndpointsPath]: endpointListOf([endpointFixture()]),
    [webhookDeliveriesPath(ENDPOINT_ID)]: deliveryListOf([]),
    [callersPath()]: { callers: [], nextCursor: null },
    [textingRegistrationPath]: {
      steps: Object.fromEntries(
        ['brand', 'campaign', 'numbers'].map((step) => [step, { status: 'not_started', reason: null }]),
      ),
      textingOn: false,
      needsPin: false,
      submittedAt: null,
      details: null,
    },
  };
  if (read in fixed) return fixed[read];
  const agentRead = read.slice(`/agents/${AGENT_ID}`.length);
  if (read.startsWith(`/agents/${AGENT_ID}`)) {
    const answers: Record<string, unknown> = {
      '': agentFixture({ id: AGENT_ID }),
      '/go-live': liveAgentFixture({ agentId: AGENT_ID }),
      '/scenarios': listOf([scenarioFixture({ agentId: AGENT_ID })]),
      '/knowledge-gaps': noGaps,
      '/versions': versionList,
    };
    if (agentRead in answers) return answers[agentRead];
  }
  if (read.startsWith('/calls?')) return emptyCalls;
  if (read.startsWith('/analytics?')) return analytics;
  throw new Error(`The test has no answer to ${read}: add one to answerTo.`);
}

const routes = routeGroups.flatMap((group) => group.routes);

/**
 * The signed-in pages the server serves with no reads, and why. A new signed-in page is listed in
 * page-reads.plain.ts (its reads, tested below) or here: it cannot be forgotten.
 */
const READING_FOR_THEMSELVES: Record<string, string> = {
  [pages.agentWithoutId]: 'says there is no agent to show; it reads nothing',
  [pages.call]: 'is opened from the inbox or the hub; it reads the one call itself (and its texts, and the block list)',
  [pages.caller]: 'is opened from the callers or a call; it reads the one caller, their calls and their texts itself',
  [pages.googleAuthCallback]: "hands Google's answer to the server, a write",
};

it('lists every signed-in page: with the reads it is served, or why it has none', () => {
  const signedIn = routeGroups.filter((group) => group.signedIn).flatMap((group) => group.routes);
  const unlisted = signedIn
    .map((route) => route.path)
    .filter((pattern) => !(pattern in PAGE_READS) && !(pattern in READING_FOR_THEMSELVES));
  expect(unlisted, 'signed-in pages in neither page-reads.plain.ts nor READING_FOR_THEMSELVES').toEqual([]);
});

describe('the reads a page is served with', { timeout: 30_000 }, () => {
  it.each(Object.keys(PAGE_READS))('%s makes those reads and no other as it opens', async (pattern) => {
    const route = routes.find((candidate) => candidate.path === pattern);
    expect(route, `the router has no page ${pattern}`).toBeDefined();
    const { Component } = await route!.page.load();
    const reads = PAGE_READS[pattern]!(PARAMS);
    page.served = new Map(reads.map((read) => [read, answerTo(read)]));
    page.unserved = [];

    // The app's own cache rules: a served answer is fresh, so the page does not read it again.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { ...appQueryClient.getDefaultOptions().queries, retry: false } },
    });
    const entry = pattern.replace(/:(\w+)/g, (_, name: string) => PARAMS[name]!);
    renderPage(<Component />, { path: pattern, entry, queryClient });

    await waitFor(() => expect([...page.served.keys()], 'served but never read').toEqual([]));
    // What renders once the answers are in (tiles, lists, lazily loaded parts) has its turn too.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(page.unserved, 'read by the page but not served with it').toEqual([]);
  });
});
