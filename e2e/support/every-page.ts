import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import type { SeededOwner } from './seeded-owner.ts';

/**
 * Every page of the portal (and the sandbox's own pages an owner meets), with how to reach it as
 * the seeded owner and what shows once it has loaded. A state behind a click (a dialog, a tab)
 * is a page of its own here: it is what the owner looks at.
 */
export type PageVisit = {
  name: string;
  /** Whether the owner is signed in to see it. */
  signedIn: boolean;
  open: (page: Page, owner: SeededOwner) => Promise<void>;
};

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

const visit = (name: string, path: (owner: SeededOwner) => string, title: string | RegExp, signedIn = true) => ({
  name,
  signedIn,
  open: async (page: Page, owner: SeededOwner) => {
    await page.goto(path(owner));
    await heading(page, title);
  },
});

/**
 * The seeded agent (it answers a number) with two published versions, the second changing the
 * greeting, so the version history has a live version and one to restore. Made once per owner.
 */
async function publishedTwice(request: APIRequestContext, agentId: string) {
  const listed = await request.get(`/api/agents/${agentId}/versions`);
  expect(listed.status(), await listed.text()).toBe(200);
  if (((await listed.json()) as { versions: unknown[] }).versions.length >= 2) return;
  const greeting = 'Thank you for calling Bright Smile Dental! This is the front desk. How can I help you today?';
  const saved = await request.patch(`/api/agents/${agentId}/sections/greeting`, { data: { greeting } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`/api/agents/${agentId}/draft/publish`, {
    data: { note: 'A warmer greeting for new patients' },
  });
  expect(published.status(), await published.text()).toBe(200);
}

/** Two numbers on the owner's block list, one with a note (made once per owner). */
async function withBlockedCallers(request: APIRequestContext) {
  for (const data of [
    { number: '(646) 555-0187' },
    { number: '(305) 555-0143', note: 'Extended car warranty robocalls' },
  ]) {
    const blocked = await request.post('/api/blocked-callers', { data });
    // 409: blocked already, by this owner's earlier visit.
    expect([201, 409], await blocked.text()).toContain(blocked.status());
  }
}

type ApiKeys = { apiKeys: { id: string; name: string }[] };

async function apiKeysOf(request: APIRequestContext) {
  const listed = await request.get('/api/api-keys');
  expect(listed.status(), await listed.text()).toBe(200);
  return ((await listed.json()) as ApiKeys).apiKeys;
}

/** One API key on the owner's list, named for a tool (made once per owner). */
async function withApiKey(request: APIRequestContext) {
  if ((await apiKeysOf(request)).some((apiKey) => apiKey.name === 'Zapier')) return;
  const created = await request.post('/api/api-keys', { data: { name: 'Zapier', scope: 'read' } });
  expect(created.status(), await created.text()).toBe(201);
}

/** The keys an earlier visit created as `name` revoked, so the visits do not fill the list. */
async function withoutApiKeysNamed(request: APIRequestContext, name: string) {
  for (const apiKey of await apiKeysOf(request)) {
    if (apiKey.name !== name) continue;
    const revoked = await request.delete(`/api/api-keys/${apiKey.id}`);
    expect(revoked.status(), await revoked.text()).toBe(200);
  }
}

/**
 * Where the owner's webhook endpoint points: the e2e server itself, the one address its
 * WEBHOOK_ALLOW_HOSTS lets through (playwright.config.ts). It answers a delivery with an error, so
 * the endpoint's log shows a failed try being tried again, with the answer and the error in words.
 */
const WEBHOOK_URL = `http://127.0.0.1:${new URL(BASE_URL).port}/api/e2e-webhook-receiver`;

type WebhookEndpoints = { endpoints: { id: string; url: string }[] };

/**
 * One webhook endpoint on the owner's list, sending two events, with one delivery in its log (a
 * test event, sent once per owner). Its id, for the page's address.
 */
async function withWebhookEndpoint(request: APIRequestContext) {
  const listed = await request.get('/api/webhook-endpoints');
  expect(listed.status(), await listed.text()).toBe(200);
  let id = ((await listed.json()) as WebhookEndpoints).endpoints.find((endpoint) => endpoint.url === WEBHOOK_URL)?.id;
  if (!id) {
    const created = await request.post('/api/webhook-endpoints', {
      data: { url: WEBHOOK_URL, description: 'Make: new calls to the CRM', events: ['call.ended', 'message.taken'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    id = ((await created.json()) as { endpoint: { id: string } }).endpoint.id;
  }
  const log = await request.get(`/api/webhook-endpoints/${id}/deliveries`);
  expect(log.status(), await log.text()).toBe(200);
  if (((await log.json()) as { deliveries: unknown[] }).deliveries.length === 0) {
    const sent = await request.post(`/api/webhook-endpoints/${id}/test`);
    expect(sent.status(), await sent.text()).toBe(200);
  }
  return id;
}

/**
 * The seeded owner's caller with the toothache, with a note for the agent (made once per owner):
 * their page as an owner who has used it looks. Their id, for the page's address.
 */
async function noteForToothacheCaller(request: APIRequestContext) {
  const found = await request.get('/api/callers?search=5550142');
  expect(found.status(), await found.text()).toBe(200);
  const caller = ((await found.json()) as { callers: { id: string }[] }).callers[0];
  if (!caller) throw new Error('the seeded caller +1 (512) 555-0142 is not in the directory');
  const saved = await request.put(`/api/callers/${caller.id}/note`, {
    data: { note: 'Anxious about pain: offer the first emergency slot, and a morning visit when there is a choice.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return caller.id;
}

/** A draft to publish: the first version brought back (its greeting against the live one's). */
async function withDraft(request: APIRequestContext, agentId: string) {
  await publishedTwice(request, agentId);
  const agent = (await (await request.get(`/api/agents/${agentId}`)).json()) as { draftChanges: number };
  if (agent.draftChanges > 0) return;
  const restored = await request.post(`/api/agents/${agentId}/versions/1/restore`, { data: { publish: false } });
  expect(restored.status(), await restored.text()).toBe(200);
}

// The emulated Telnyx takes any bearer token.
const telnyxToken = { Authorization: 'Bearer sandbox' };
// A sandbox number in an area no spec buys from, bought on the emulator itself: no owner's number.
const SANDBOX_SENDER = '+15035550100';

/**
 * A conversation on the sandbox phone (made on every visit, so it grows): a sandbox number outside
 * any owner's account texts `phone` (not delivered: the number has no 10DLC campaign) and the phone
 * answers. The number's messaging profile has no webhook, so nothing reaches the portal.
 */
async function sandboxTextThread(request: APIRequestContext, phone: string) {
  // 422 once an earlier visit has bought it.
  await request.post('/sandbox/telnyx/v2/number_orders', {
    headers: telnyxToken,
    data: { phone_numbers: [{ phone_number: SANDBOX_SENDER }] },
  });
  const listed = await request.get(`/sandbox/telnyx/v2/phone_numbers?filter[phone_number]=${SANDBOX_SENDER.slice(1)}`, {
    headers: telnyxToken,
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const [number] = ((await listed.json()) as { data: { id: string; messaging_profile_id: string | null }[] }).data;
  if (!number) throw new Error(`${SANDBOX_SENDER} was not bought on the Telnyx emulator`);
  if (!number.messaging_profile_id) {
    const profile = await request.post('/sandbox/telnyx/v2/messaging_profiles', {
      headers: telnyxToken,
      data: { name: 'Sandbox phone sweep', whitelisted_destinations: ['US'] },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const { id } = ((await profile.json()) as { data: { id: string } }).data;
    const moved = await request.patch(`/sandbox/telnyx/v2/phone_numbers/${number.id}/messaging`, {
      headers: telnyxToken,
      data: { messaging_profile_id: id },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const sent = await request.post('/sandbox/telnyx/v2/messages', {
    headers: telnyxToken,
    data: {
      from: SANDBOX_SENDER,
      to: phone,
      text: 'Bright Smile Dental: your cleaning is booked for Tue, Dec 1 at 9:00 AM.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const answered = await request.post('/sandbox/telnyx/_admin/inbound-text', {
    data: { from: phone, to: SANDBOX_SENDER, text: 'Thank you, see you then!' },
  });
  expect(answered.status(), await answered.text()).toBe(202);
  // Settled (the text failed) before the page opens, or the page would reload itself to show it.
  await expect
    .poll(async () => {
      const thread = await request.get(`/dev/phone/${encodeURIComponent(phone)}.json`);
      return ((await thread.json()) as { texts: { status: string }[] }).texts.some(
        (text) => text.status === 'queued' || text.status === 'sent',
      );
    })
    .toBe(false);
}

export const everyPage: PageVisit[] = [
  visit('login', () => '/login', 'AI Voice Agent Platform', false),
  {
    name: 'signup',
    signedIn: false,
    open: async (page) => {
      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    },
  },
  {
    name: 'confirm-email',
    signedIn: false,
    open: async (page) => {
      // As sign-up leaves it: the address in the history entry's state (features/auth/lib/confirmation-address.ts).
      await page.goto('/confirm-email');
      await page.evaluate(() => history.replaceState({ confirmationEmail: 'maria@example.com' }, ''));
      await page.reload();
      await heading(page, 'Thank you for signing up!');
      await expect(page.getByText('maria@example.com', { exact: true })).toBeVisible();
    },
  },
  visit('not-found', () => '/does-not-exist', 'Page not found', false),
  visit('home', () => '/', 'Your Agent Portal'),
  visit('account', () => '/account', 'Account Overview'),
  visit('account-detail', () => '/account-detail', 'Account Details'),
  visit('privacy', () => '/account/privacy', 'Privacy & Data'),
  {
    name: 'integrations',
    signedIn: true,
    open: async (page) => {
      await withApiKey(page.request);
      await withWebhookEndpoint(page.request);
      await page.goto('/account/integrations');
      await heading(page, 'Integrations');
      await expect(page.getByRole('row', { name: 'Zapier' })).toBeVisible();
      await expect(page.getByRole('link', { name: WEBHOOK_URL })).toBeVisible();
    },
  },
  {
    name: 'integrations-new-key',
    signedIn: true,
    open: async (page) => {
      await withApiKey(page.request);
      await withoutApiKeysNamed(page.request, 'Sheets');
      await page.goto('/account/integrations');
      await heading(page, 'Integrations');
      await page.getByRole('button', { name: 'Create API key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create API key' });
      await dialog.getByLabel('Name').fill('Sheets');
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await expect(page.getByRole('dialog', { name: 'Your new API key' }).getByLabel('API key')).toHaveValue(/^vap_/);
    },
  },
  {
    name: 'integrations-new-webhook',
    signedIn: true,
    open: async (page) => {
      await page.goto('/account/integrations');
      await heading(page, 'Integrations');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
      await dialog.getByLabel('Endpoint URL').fill('https://hooks.zapier.com/hooks/catch/123456/abcdef/');
      await dialog.getByRole('checkbox', { name: 'Call ended' }).check();
      await dialog.getByRole('checkbox', { name: 'Appointment booked' }).check();
      await expect(dialog.getByText('2 of 8 chosen')).toBeVisible();
    },
  },
  {
    name: 'webhook-endpoint',
    signedIn: true,
    open: async (page) => {
      const id = await withWebhookEndpoint(page.request);
      await page.goto(`/account/integrations/webhooks/${id}`);
      await heading(page, WEBHOOK_URL);
      // The test event's row opened: its id, the answer's first bytes, the error and Resend.
      const log = page.getByRole('table', { name: 'Deliveries' });
      await log.getByRole('button', { name: 'Test event' }).first().click();
      await expect(log.getByRole('button', { name: 'Resend' })).toBeVisible();
    },
  },
  visit('subscription', () => '/subscription', 'Subscription Overview'),
  visit('subscription-detail', () => '/subscription-detail', 'Subscription Details'),
  visit('agents', () => '/agents', 'My Agents'),
  {
    name: 'agents-create',
    signedIn: true,
    open: async (page) => {
      await page.goto('/agents');
      await heading(page, 'My Agents');
      await page
        .getByRole('button', { name: /Create New Agent/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Yes, use a template' }).click();
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    },
  },
  visit('agent-hub', (owner) => `/agent/${owner.agentId}`, 'Agent Hub'),
  visit('agent-profile', (owner) => `/agent/${owner.agentId}/profile`, 'Agent Profile Overview'),
  visit('configure-personality', (owner) => `/agent/${owner.agentId}/configure`, /^Personality Design: /),
  visit('configure-brain', (owner) => `/agent/${owner.agentId}/configure?tab=brain`, /^Brain Design: /),
  visit(
    'configure-responsibilities',
    (owner) => `/agent/${owner.agentId}/configure?tab=responsibilities`,
    /^Task Design: /,
  ),
  {
    name: 'configure-card',
    signedIn: true,
    open: async (page, owner) => {
      await page.goto(`/agent/${owner.agentId}/configure?tab=responsibilities`);
      await heading(page, /^Task Design: /);
      await page.getByRole('button', { name: 'Edit Greeting' }).click();
      await expect(page.getByRole('dialog', { name: 'Greeting' })).toBeVisible();
    },
  },
  visit('scenarios', (owner) => `/agent/${owner.agentId}/scenarios`, 'Test scenarios'),
  // After the other pages of the agent: these give it versions and, for the dialog, a draft.
  {
    name: 'agent-versions',
    signedIn: true,
    open: async (page, owner) => {
      await publishedTwice(page.request, owner.agentId);
      await page.goto(`/agent/${owner.agentId}/versions`);
      await heading(page, 'Version history');
      await expect(page.getByRole('article', { name: 'Version 1' })).toBeVisible();
    },
  },
  {
    name: 'publish-draft',
    signedIn: true,
    open: async (page, owner) => {
      await withDraft(page.request, owner.agentId);
      await page.goto(`/agent/${owner.agentId}/configure?tab=responsibilities`);
      await heading(page, /^Task Design: /);
      await page
        .getByRole('region', { name: /^Draft: / })
        .getByRole('button', { name: 'Publish' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Publish your changes' });
      await expect(dialog.getByRole('heading', { name: 'Greeting changed' })).toBeVisible();
    },
  },
  visit('calls', () => '/calls', 'Calls'),
  visit('call', (owner) => `/calls/${owner.callId}`, 'Call details'),
  {
    name: 'blocked-callers',
    signedIn: true,
    open: async (page) => {
      await withBlockedCallers(page.request);
      await page.goto('/blocked-callers');
      await heading(page, 'Blocked callers');
      await expect(page.getByRole('row', { name: '+1 (305) 555-0143' })).toBeVisible();
    },
  },
  {
    name: 'callers',
    signedIn: true,
    open: async (page) => {
      await page.goto('/callers');
      await heading(page, 'Callers');
      await expect(page.getByRole('table', { name: 'Callers' }).getByRole('row')).toHaveCount(4);
    },
  },
  {
    name: 'caller',
    signedIn: true,
    open: async (page) => {
      const callerId = await noteForToothacheCaller(page.request);
      await page.goto(`/callers/${callerId}`);
      await expect(page.getByRole('list', { name: 'Their calls' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('textbox', { name: 'Note for your agent' })).not.toHaveValue('');
    },
  },
  visit('analytics', () => '/analytics', 'Call analytics'),
  visit('connect', () => '/connect', 'Connect My Agent'),
  visit('calendar', () => '/calendar', 'Calendar'),
  visit('phone-numbers', () => '/phone-numbers', 'Phone Numbers'),
  {
    name: 'phone-numbers-buy',
    signedIn: true,
    open: async (page) => {
      await page.goto('/phone-numbers');
      await heading(page, 'Phone Numbers');
      await page.getByRole('button', { name: /New Phone Number/ }).click();
      const dialog = page.getByRole('dialog', { name: 'New Phone Number' });
      // An area no spec buys from (the sandbox has 25 numbers an area), so there is always an offer.
      await dialog.getByLabel('Area Code').fill('808');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(dialog.getByRole('radio').first()).toBeVisible();
    },
  },
  {
    name: 'sandbox-mailbox',
    signedIn: false,
    open: async (page) => {
      await page.goto('/dev/mailbox');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'sandbox-phone',
    signedIn: false,
    open: async (page) => {
      // Other tests text other numbers meanwhile, and the list reloads when its conversations
      // change; that reload would land in the middle of the measurements.
      await page.route('**/dev/phone/conversations.json', (route) => route.abort());
      await page.goto('/dev/phone');
      await heading(page, 'Sandbox phone');
    },
  },
  {
    name: 'sandbox-phone-thread',
    signedIn: false,
    open: async (page) => {
      await sandboxTextThread(page.request, '+16175550143');
      await page.goto(`/dev/phone/${encodeURIComponent('+16175550143')}`);
      await heading(page, '+1 (617) 555-0143');
      await expect(page.getByRole('list', { name: 'Texts' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    },
  },
  {
    name: 'sandbox-google-consent',
    signedIn: true,
    open: async (page) => {
      await page.goto('/calendar');
      await heading(page, 'Calendar');
      await page.getByRole('button', { name: 'Connect Google Calendar' }).click({ timeout: 30_000 });
      await expect(page.getByLabel('Google account e-mail')).toBeVisible();
    },
  },
];
