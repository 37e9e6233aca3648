import type { CreatedWebhookEndpoint } from '@portal/shared/webhooks';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_SWITCHED_OFF_FAILING,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_REQUIRED,
  webhookAddressRefused,
} from '@portal/shared/webhooks.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { ENDPOINT_ID, endpointFixture, endpointListOf, OWNER_ZONE } from '../testing/webhook-fixtures';
import { IntegrationsPage } from './integrations-page';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const NEW_ID = '00000000-0000-4000-8000-0000000000e2';
const created = (): CreatedWebhookEndpoint => ({
  endpoint: endpointFixture({
    id: NEW_ID,
    url: 'https://hook.eu1.make.com/abc123',
    description: '',
    events: ['call.ended'],
    lastSuccessAt: null,
  }),
  secret: SECRET,
});

const noKeys = { 'GET /api/api-keys': () => json({ apiKeys: [], timezone: OWNER_ZONE }) };
const open = () => renderPage(<IntegrationsPage />, { path: '/account/integrations' });
const section = () => screen.getByRole('region', { name: 'Webhooks' });
const table = () => screen.getByRole('table', { name: 'Webhook endpoints' });
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const addDialog = () => screen.findByRole('dialog', { name: 'Add webhook endpoint' });
const requests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('the Webhooks card of the Integrations page', { timeout: 20_000 }, () => {
  it('lists the endpoints: address, description, events and status, each opening its page', async () => {
    mockApi({
      ...noKeys,
      'GET /api/webhook-endpoints': () =>
        json(
          endpointListOf([
            endpointFixture(),
            endpointFixture({
              id: 'e2',
              url: 'https://crm.example.com/hooks/portal',
              description: '',
              events: [...WEBHOOK_EVENT_TYPES],
              failingSince: '2026-05-02T20:43:00.000Z',
            }),
            endpointFixture({ id: 'e3', url: 'https://a.example.com/', enabled: false, disabledReason: 'owner' }),
            endpointFixture({
              id: 'e4',
              url: 'https://b.example.com/in',
              events: ['call.ended', 'message.taken', 'urgent.matter'],
              enabled: false,
              disabledReason: 'failing',
            }),
          ]),
        ),
    });
    open();
    expect(screen.getByText('Connect the portal to your other tools with API keys and webhooks.')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'How to verify a delivery' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(section()).toHaveTextContent('Zapier, Make or your CRM');

    const list = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Endpoint', 'Events', 'Status', 'Open']);
    const rows = rowsOf(list);
    expect(rows).toHaveLength(4);
    // The link's name is the whole address; the host shows whole, https:// left out.
    const first = within(rows[0]!).getByRole('link', { name: endpointFixture().url });
    expect(first).toHaveAttribute('href', `/account/integrations/webhooks/${ENDPOINT_ID}`);
    expect(first).toHaveTextContent('hooks.zapier.com/hooks/catch/123456/abcdef/');
    expect(rows[0]).toHaveTextContent('Zapier: calls to Sheets');
    expect(rows[0]).toHaveTextContent('Call ended, Message taken');
    expect(rows[0]).toHaveTextContent('Enabled');
    expect(rows[1]).toHaveTextContent('All events');
    // In the owner's zone (Denver, on summer time), named; not the test machine's.
    expect(rows[1]).toHaveTextContent(/Failing since May 2(, 2026)?, 2:43 PM MDT/);
    expect(rows[2]).toHaveTextContent('Switched off by you');
    expect(rows[3]).toHaveTextContent('Call ended and 2 more');
    expect(rows[3]).toHaveTextContent('Switched off after 3 days of failures');
    expect(screen.queryByText(WEBHOOK_SWITCHED_OFF_FAILING)).not.toBeInTheDocument();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
  });

  it('says what an endpoint is for when there is none', async () => {
    mockApi({ ...noKeys, 'GET /api/webhook-endpoints': () => json(endpointListOf([])) });
    open();
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    expect(
      screen.getByText('Add one to send your calls, bookings and messages to another tool the moment they happen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Webhook endpoints' })).not.toBeInTheDocument();
  });

  it('shows its place while the list is read, and Try again when it cannot be', async () => {
    const answer = deferred<Response>();
    let fails = true;
    mockApi({
      ...noKeys,
      'GET /api/webhook-endpoints': () => (fails ? answer.promise : json(endpointListOf([endpointFixture()]))),
    });
    open();
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading webhook endpoints...');
    answer.resolve(json({ error: { code: 'INTERNAL', message: 'The database is down.' } }, 500));

    const error = await within(section()).findByRole('alert');
    expect(error).toHaveTextContent('Could not load your webhook endpoints');
    expect(error).toHaveTextContent('The database is down.');
    fails = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Webhook endpoints' })).toBeInTheDocument();
  });

  it('adds an endpoint with the events chosen, then shows its signing secret once, with Copy', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...noKeys,
      'GET /api/webhook-endpoints': () => json(endpointListOf([endpointFixture()])),
      'POST /api/webhook-endpoints': () => json(created(), 201),
    });
    open();
    await screen.findByRole('table', { name: 'Webhook endpoints' });
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await addDialog();
    const url = within(dialog).getByLabelText('Endpoint URL');
    await waitFor(() => expect(url).toHaveFocus());
    // No event is chosen until the owner chooses.
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    expect(within(dialog).getByRole('checkbox', { name: 'Call ended' })).toHaveAccessibleDescription(
      'A call to one of your agents ended, with what came of it (its outcome), test calls included.',
    );
    // Select all, then Clear all.
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(dialog).toHaveTextContent('8 of 8 chosen');
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(boxes.some((box) => (box as HTMLInputElement).checked)).toBe(false);

    await user.type(url, '  https://hook.eu1.make.com/abc123 ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Message taken' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Call ended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    // Trimmed, and the events in the page's order whatever order they were ticked in.
    expect(sentBody(fetchMock, 2)).toEqual({
      url: 'https://hook.eu1.make.com/abc123',
      description: '',
      events: ['call.ended', 'message.taken'],
    });
    const field = within(shown).getByLabelText('Signing secret');
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    expect(shown).toHaveTextContent('You can reveal it again on the endpoint');
    expect(within(shown).getByRole('link', { name: 'How to verify a delivery' })).toHaveAttribute('href', '/api/docs');
    expect(within(shown).getByRole('link', { name: 'Open endpoint' })).toHaveAttribute(
      'href',
      `/account/integrations/webhooks/${NEW_ID}`,
    );
    await user.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // The new endpoint is last in the list behind the dialog (oldest first), without its secret.
    expect(rowsOf(table()).map((row) => within(row).getByRole('link').getAttribute('aria-label'))).toEqual([
      endpointFixture().url,
      'https://hook.eu1.make.com/abc123',
    ]);
    expect(table()).not.toHaveTextContent(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(SECRET);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(within(await addDialog()).getByLabelText('Endpoint URL')).toHaveValue('');
    expect(requests(fetchMock).filter((request) => request.startsWith('POST'))).toHaveLength(1);
  });

  it('says what is missing before sending, and keeps what was typed when the server refuses', async () => {
    const refused = webhookAddressRefused('a private network');
    let answer = json({ error: { code: 'VALIDATION_FAILED', message: `url: ${refused}` } }, 400);
    const fetchMock = mockApi({
      ...noKeys,
      'GET /api/webhook-endpoints': () => json(endpointListOf([endpointFixture()])),
      'POST /api/webhook-endpoints': () => answer,
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await addDialog();
    const url = within(dialog).getByLabelText('Endpoint URL');
    const add = () => userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    await add();
    expect(url).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_URL_REQUIRED));
    expect(within(dialog).getByRole('group', { name: 'Events to send' })).toHaveAccessibleDescription(
      WEBHOOK_EVENTS_REQUIRED,
    );
    await userEvent.type(url, 'ftp://files.example.com');
    await add();
    expect(url).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_URL_INVALID));
    expect(requests(fetchMock)).not.toContain('POST /api/webhook-endpoints');

    await userEvent.clear(url);
    await userEvent.type(url, 'http://192.168.1.20/hook');
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Office CRM');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Urgent matter' }));
    expect(within(dialog).queryByText(WEBHOOK_EVENTS_REQUIRED)).not.toBeInTheDocument();
    await add();
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription(expect.stringContaining(refused));
    expect(url).toHaveValue('http://192.168.1.20/hook');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('Office CRM');
    expect(within(dialog).getByRole('checkbox', { name: 'Urgent matter' })).toBeChecked();
    // Changed, the address is no longer said to be refused.
    await userEvent.type(url, 's');
    expect(within(dialog).queryByText(refused)).not.toBeInTheDocument();

    answer = json({ error: { code: 'CONFLICT', message: WEBHOOK_LIMIT_REACHED } }, 409);
    await add();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WEBHOOK_LIMIT_REACHED);
    expect(url).toHaveValue('http://192.168.1.20/hooks');
    expect(screen.getByRole('dialog', { name: 'Add webhook endpoint' })).toBeInTheDocument();
    expect(rowsOf(table())).toHaveLength(1);
  });
});
