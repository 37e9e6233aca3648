import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/webhooks';
import {
  WEBHOOK_ATTEMPT_FAILURES,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_RESEND_SWITCHED_OFF,
  WEBHOOK_SWITCHED_OFF_FAILING,
  WEBHOOK_TEST_EVENT,
  webhookErrorStatus,
} from '@portal/shared/webhooks.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderPage, sentBody } from '../../../testing/render';
import {
  deliveryFixture,
  deliveryListOf,
  ENDPOINT_ID,
  endpointFixture,
  endpointListOf,
  OWNER_ZONE,
} from '../testing/webhook-fixtures';
import { WebhookEndpointPage } from './webhook-endpoint-page';

const API = `/api/webhook-endpoints/${ENDPOINT_ID}`;
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ROLLED = 'whsec_n3wS3cr3tR0ll3dAbCdEfGhIjKlMnOp';

const failed = deliveryFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  eventId: 'evt_77aa01',
  eventType: 'appointment.booked',
  status: 'pending',
  attempts: 3,
  responseStatus: 500,
  responseMs: 1500,
  responseBody: 'Internal Server Error',
  error: webhookErrorStatus(500),
  createdAt: '2026-05-02T18:00:00.000Z',
  lastAttemptAt: '2026-05-02T19:00:00.000Z',
  nextAttemptAt: '2026-05-02T21:00:00.000Z',
  deliveredAt: null,
});

type Handlers = Parameters<typeof mockApi>[0];

/** The endpoint's page, served with the list and its log unless the test answers otherwise. */
function open(
  handlers: Handlers = {},
  { endpoint = endpointFixture(), deliveries = [deliveryFixture(), failed] as WebhookDelivery[] } = {},
) {
  const fetchMock = mockApi({
    'GET /api/webhook-endpoints': () => json(endpointListOf([endpoint])),
    [`GET ${API}/deliveries`]: () => json(deliveryListOf(deliveries)),
    ...handlers,
  });
  const rendered = renderPage(<WebhookEndpointPage />, {
    path: '/account/integrations/webhooks/:endpointId',
    entry: `/account/integrations/webhooks/${ENDPOINT_ID}`,
    routes: [{ path: '/account/integrations', element: <p>The integrations page</p> }],
  });
  return { fetchMock, ...rendered };
}

/** Once the endpoint is read: its page's title is its address. */
const loaded = (url = endpointFixture().url) => screen.findByRole('heading', { level: 1, name: url });
const log = () => screen.findByRole('table', { name: 'Deliveries' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.id);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const requests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const patched = (endpoint: Partial<WebhookEndpoint>) => json(endpointFixture(endpoint));

describe('WebhookEndpointPage', { timeout: 20_000 }, () => {
  it('shows the endpoint, its events and times in the owner’s named zone, and its delivery log', async () => {
    open();
    await loaded();
    expect(screen.getByRole('link', { name: 'Back to Integrations' })).toHaveAttribute('href', '/account/integrations');
    expect(screen.getByText('Zapier: calls to Sheets')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('list')).toHaveTextContent('Call endedMessage taken');
    expect(details).toHaveTextContent(/Added:?May 1(, 2026)?, 9:00 AM MDT/);
    expect(details).toHaveTextContent(/Last delivery arrived:?May 2(, 2026)?, 2:43 PM MDT/);

    const table = await log();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'Status', 'Attempts', 'Response', 'Time', 'When', 'Next try']);
    const rows = rowsOf(table);
    expect(cellsOf(rows[0]!)).toEqual([
      'Call endedcall.ended',
      'Delivered',
      'Attempts 1',
      'Response 200',
      'Took 120 ms',
      expect.stringMatching(/^Created May 2(, 2026)?, 2:43 PM MDT$/),
      '—',
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      'Appointment bookedappointment.booked',
      'Trying',
      'Attempts 3',
      'Response 500',
      'Took 1.5 s',
      expect.stringMatching(/^Created May 2(, 2026)?, 12:00 PM MDT$/),
      expect.stringMatching(/^Next try May 2(, 2026)?, 3:00 PM MDT$/),
    ]);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
  });

  it('opens a delivery: its event id, the answer’s first bytes and the error in words', async () => {
    open();
    const table = await log();
    const toggle = within(table).getByRole('button', { name: 'Appointment booked' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toHaveTextContent('Event ID:evt_77aa01');
    expect(details).toHaveTextContent(/Last try:May 2(, 2026)?, 1:00 PM MDT/);
    expect(details).toHaveTextContent(`Error:${webhookErrorStatus(500)}`);
    expect(details).toHaveTextContent(
      'Your receiver’s answer (first 500 bytes)Internal Server Error'.replace('’', "'"),
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('evt_77aa01')).not.toBeInTheDocument();
  });

  it('says when an endpoint is not the owner’s, and reads no log for it', async () => {
    const { fetchMock } = open({ 'GET /api/webhook-endpoints': () => json(endpointListOf([])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Endpoint not found' })).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_ENDPOINT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your integrations' })).toHaveAttribute(
      'href',
      '/account/integrations',
    );
    expect(requests(fetchMock)).toEqual(['GET /api/webhook-endpoints']);
  });

  it('shows its place while reading, and Try again when the endpoint or its log cannot be read', async () => {
    const answer = deferred<Response>();
    let endpointsFail = true;
    let logFails = true;
    open({
      'GET /api/webhook-endpoints': () => (endpointsFail ? answer.promise : json(endpointListOf([endpointFixture()]))),
      [`GET ${API}/deliveries`]: () =>
        logFails
          ? json({ error: { code: 'INTERNAL', message: 'The log is not available.' } }, 500)
          : json(deliveryListOf([deliveryFixture()])),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the endpoint...');
    answer.resolve(json({ error: { code: 'INTERNAL', message: 'The database is down.' } }, 500));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load this endpoint');
    expect(error).toHaveTextContent('The database is down.');
    endpointsFail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    const logError = await screen.findByRole('alert');
    expect(logError).toHaveTextContent('Could not load the deliveries');
    expect(logError).toHaveTextContent('The log is not available.');
    logFails = false;
    await userEvent.click(within(logError).getByRole('button', { name: 'Try again' }));
    expect(rowsOf(await log())).toHaveLength(1);
  });

  it('says there is no delivery yet and suggests a test event', async () => {
    open({}, { deliveries: [] });
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Send a test event to check that your receiver works: it shows here with your receiver's answer.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeInTheDocument();
  });

  it('loads older deliveries on asking, until there are none', async () => {
    const older = deliveryFixture({ id: 'd-old', eventId: 'evt_old', eventType: 'message.taken' });
    const { fetchMock } = open({
      [`GET ${API}/deliveries`]: () => json(deliveryListOf([deliveryFixture()], 'page-2')),
      [`GET ${API}/deliveries?cursor=page-2`]: () => json(deliveryListOf([older])),
    });
    const table = await log();
    expect(rowsOf(table)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(rowsOf(table)[1]).toHaveTextContent('Message taken');
    expect(requests(fetchMock)).toContain(`GET ${API}/deliveries?cursor=page-2`);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('sends a test event: its row comes first, opened, and how it went is said', async () => {
    const test = deliveryFixture({
      id: 'd-test',
      eventId: 'evt_test',
      eventType: WEBHOOK_TEST_EVENT,
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      responseMs: 4,
      responseBody: null,
      error: WEBHOOK_ATTEMPT_FAILURES.refused,
      nextAttemptAt: '2026-05-02T20:44:00.000Z',
      deliveredAt: null,
    });
    const { fetchMock } = open({ [`POST ${API}/test`]: () => json({ delivery: test }) });
    await log();
    await userEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(`Test event not delivered: ${WEBHOOK_ATTEMPT_FAILURES.refused}`)).toHaveAttribute(
      'role',
      'status',
    );
    const rows = rowsOf(await log());
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Test event');
    expect(within(rows[0]!).getByRole('button', { name: 'Test event' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('evt_test')).toBeInTheDocument();
    expect(screen.getByText('No answer')).toBeInTheDocument();
    // The endpoint's status may have changed: the list is read again.
    await waitFor(() =>
      expect(requests(fetchMock).filter((request) => request === 'GET /api/webhook-endpoints')).toHaveLength(2),
    );
  });

  it('resends a delivery: its row takes the new try', async () => {
    const { fetchMock } = open({
      [`POST ${API}/deliveries/${failed.id}/resend`]: () =>
        json({
          delivery: {
            ...failed,
            status: 'delivered',
            attempts: 4,
            responseStatus: 204,
            responseMs: 80,
            responseBody: '',
            error: null,
            nextAttemptAt: null,
            deliveredAt: '2026-05-02T21:00:00.000Z',
          },
        }),
    });
    const table = await log();
    await userEvent.click(within(table).getByRole('button', { name: 'Appointment booked' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Resend' }));
    expect(await within(table).findByText('Sent again: delivered in 80 ms (HTTP 204).')).toBeInTheDocument();
    expect(cellsOf(rowsOf(table)[1]!).slice(1, 5)).toEqual(['Delivered', 'Attempts 4', 'Response 204', 'Took 80 ms']);
    expect(requests(fetchMock)).toContain(`POST ${API}/deliveries/${failed.id}/resend`);
  });

  it('edits the events in a dialog, sending only what changed', async () => {
    const { fetchMock } = open({
      [`PATCH ${API}`]: () => patched({ events: ['call.ended', 'message.taken', 'urgent.matter'] }),
    });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Edit endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveValue(endpointFixture().url);
    expect(within(dialog).getByRole('checkbox', { name: 'Call ended' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Urgent matter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = requests(fetchMock).indexOf(`PATCH ${API}`);
    expect(sentBody(fetchMock, patch)).toEqual({ events: ['call.ended', 'message.taken', 'urgent.matter'] });
    expect(within(screen.getByRole('region', { name: 'Details' })).getByRole('list')).toHaveTextContent(
      'Call endedMessage takenUrgent matter',
    );
  });

  it('switches the endpoint off and on again', async () => {
    let enabled = true;
    const { fetchMock } = open({
      [`PATCH ${API}`]: (init) => {
        enabled = (JSON.parse(String(init?.body)) as { enabled: boolean }).enabled;
        return patched(enabled ? {} : { enabled: false, disabledReason: 'owner', disabledAt: '2026-05-03T15:00:00Z' });
      },
    });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Switched off by you')).toBeInTheDocument();
    expect(screen.getByText('Nothing is sent to it while it is off. Switch it on to send the events again.'));
    expect(sentBody(fetchMock, requests(fetchMock).indexOf(`PATCH ${API}`))).toEqual({ enabled: false });
    await userEvent.click(screen.getByRole('button', { name: 'Switch on' }));
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch off' })).toBeInTheDocument();
  });

  it('says why an endpoint was switched off after days of failures, and offers only the test event a resend', async () => {
    open(
      {},
      {
        endpoint: endpointFixture({
          enabled: false,
          disabledReason: 'failing',
          failingSince: '2026-04-28T15:00:00.000Z',
        }),
      },
    );
    await loaded();
    expect(screen.getByText('Switched off after 3 days of failures')).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_SWITCHED_OFF_FAILING)).toBeInTheDocument();
    const table = await log();
    await userEvent.click(within(table).getByRole('button', { name: 'Appointment booked' }));
    expect(within(table).getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(within(table).getByText(WEBHOOK_RESEND_SWITCHED_OFF)).toBeInTheDocument();
  });

  it('reveals the signing secret with Copy, hides it, and rolls it after asking', async () => {
    const { fetchMock } = open({
      [`GET ${API}/secret`]: () => json({ secret: SECRET }),
      [`POST ${API}/secret/roll`]: () => json({ secret: ROLLED }),
    });
    const user = userEvent.setup();
    await loaded();
    const secret = screen.getByRole('group', { name: 'Signing secret' });
    expect(secret).not.toHaveTextContent(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Reveal secret' }));
    expect(await within(secret).findByText(SECRET)).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Hide secret' }));
    expect(secret).not.toHaveTextContent(SECRET);
    expect(within(secret).getByRole('button', { name: 'Reveal secret' })).toHaveFocus();

    await user.click(within(secret).getByRole('button', { name: 'Roll secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll signing secret' });
    expect(dialog).toHaveTextContent('the current one stops working at once');
    // Nothing is rolled before the owner confirms.
    expect(requests(fetchMock)).not.toContain(`POST ${API}/secret/roll`);
    await user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));
    expect(await within(secret).findByText(ROLLED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes the endpoint after asking, and goes back to Integrations', async () => {
    const { fetchMock, router, queryClient } = open({
      [`DELETE ${API}`]: () => new Response(null, { status: 204 }),
    });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Delete endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook endpoint' });
    expect(dialog).toHaveTextContent(`Delete the endpoint ${endpointFixture().url}?`);
    expect(requests(fetchMock)).not.toContain(`DELETE ${API}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('The integrations page')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account/integrations');
    expect(queryClient.getQueryData(['integrations', 'webhook-endpoints'])).toEqual(endpointListOf([]));
  });
});
