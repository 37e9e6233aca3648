import type { ApiKey, ApiKeyList, CreatedApiKey } from '@portal/shared/api-keys';
import {
  API_KEY_LIMIT_REACHED,
  API_KEY_NAME_REQUIRED,
  API_KEY_NAME_TOO_LONG,
  API_KEY_NOT_FOUND,
} from '@portal/shared/api-keys.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { IntegrationsPage } from './integrations-page';

const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Zapier',
  scope: 'read',
  start: 'vap_x7Kq',
  createdAt: '2026-05-01T15:00:00.000Z',
  lastUsedAt: '2026-05-02T20:43:00.000Z',
  ...overrides,
});

/** The owner's zone, as the server sends it with the list: not the test machine's. */
const OWNER_ZONE = 'America/Denver';
const listOf = (apiKeys: ApiKey[]): ApiKeyList => ({ apiKeys, timezone: OWNER_ZONE });

const KEY = 'vap_x7KqR2mN8pLw4tYz9bVc3dHf6jGs5aQe';
const created = (overrides: Partial<ApiKey> = {}): CreatedApiKey => ({
  apiKey: apiKey({ id: '00000000-0000-4000-8000-000000000002', name: 'Sheets', lastUsedAt: null, ...overrides }),
  key: KEY,
});

/** The API keys' requests answered; the Webhooks card under them (webhooks-section.test.tsx) has none. */
const mockKeysApi = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /api/webhook-endpoints': () => json({ endpoints: [], timezone: OWNER_ZONE }), ...handlers });

const open = () => renderPage(<IntegrationsPage />, { path: '/account/integrations' });
const keysCard = () => screen.getByRole('region', { name: 'API keys' });
const table = () => screen.getByRole('table', { name: 'API keys' });
/** The table's keys (its header row left out). */
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const createDialog = () => screen.findByRole('dialog', { name: 'Create API key' });
const requests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('IntegrationsPage', { timeout: 20_000 }, () => {
  it('lists the keys with their scope, first characters and times in the named zone of the owner', async () => {
    mockKeysApi({
      'GET /api/api-keys': () =>
        json(listOf([apiKey(), apiKey({ id: 'k2', name: 'CRM', scope: 'read_write', lastUsedAt: null })])),
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByText('Connect the portal to your other tools with API keys and webhooks.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('region', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
    // The webhooks have a card of their own, under the keys.
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'api-keys-title',
      'webhooks-title',
    ]);

    const list = await screen.findByRole('table', { name: 'API keys' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Scope', 'Key', 'Created', 'Last used', 'Actions']);
    const rows = rowsOf(list);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Zapier', 'CRM']);
    expect(cellsOf(rows[0]!)).toEqual([
      'Zapier',
      'Read only',
      'vap_x7Kq…',
      // In the owner's zone (Denver, on summer time), named; not the test machine's.
      expect.stringMatching(/^Created May 1(, 2026)?, 9:00 AM MDT$/),
      expect.stringMatching(/^Last used May 2(, 2026)?, 2:43 PM MDT$/),
      'Revoke',
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      'CRM',
      'Read and write',
      'vap_x7Kq…',
      expect.stringMatching(/^Created May 1/),
      'Last used Never',
      'Revoke',
    ]);
    expect(screen.getByRole('button', { name: 'Revoke CRM' })).toBeInTheDocument();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
  });

  it('says why to create a key when there is none', async () => {
    mockKeysApi({ 'GET /api/api-keys': () => json(listOf([])) });
    open();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Create one when another tool should read your calls and callers, or update your agents, without signing in.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows its place while the list is read, and Try again when it cannot be', async () => {
    const answer = deferred<Response>();
    let fails = true;
    mockKeysApi({
      'GET /api/api-keys': () => (fails ? answer.promise : json(listOf([apiKey()]))),
    });
    open();
    expect(within(keysCard()).getByRole('status')).toHaveTextContent('Loading API keys...');
    answer.resolve(json({ error: { code: 'INTERNAL', message: 'The database is down.' } }, 500));

    const error = await within(keysCard()).findByRole('alert');
    expect(error).toHaveTextContent('Could not load your API keys');
    expect(error).toHaveTextContent('The database is down.');
    fails = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'API keys' })).toBeInTheDocument();
    expect(within(keysCard()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates a key and shows it once, with Copy and a command to try it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKeysApi({
      'GET /api/api-keys': () => json(listOf([apiKey()])),
      'POST /api/api-keys': () => json(created(), 201),
    });
    open();
    await screen.findByRole('table', { name: 'API keys' });
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await createDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    // Read only unless the owner chooses more.
    expect(within(dialog).getByRole('radio', { name: /^Read only/ })).toBeChecked();
    await user.type(name, 'Sheets');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(sentBody(fetchMock, requests(fetchMock).indexOf('POST /api/api-keys'))).toEqual({
      name: 'Sheets',
      scope: 'read',
    });
    const field = within(shown).getByLabelText('API key');
    expect(field).toHaveValue(KEY);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    expect(shown).toHaveTextContent('It will not be shown again.');
    expect(
      within(shown).getByText(`curl ${window.location.origin}/api/agents \\ -H "Authorization: Bearer ${KEY}"`),
    ).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The new key is first in the list behind the dialog, without the key itself.
    expect(rowsOf(table()).map((row) => row.getAttribute('aria-label'))).toEqual(['Sheets', 'Zapier']);
    expect(table()).not.toHaveTextContent(KEY);

    // Once closed it is gone for good: opened again, the dialog asks for a new key.
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(KEY);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const again = await createDialog();
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(document.body).not.toHaveTextContent(KEY);
  });

  it('sends the scope chosen', async () => {
    const fetchMock = mockKeysApi({
      'GET /api/api-keys': () => json(listOf([])),
      'POST /api/api-keys': () => json(created({ scope: 'read_write' }), 201),
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await createDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'CRM');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Read and write/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'Your new API key' })).toHaveTextContent('(read and write)');
    expect(sentBody(fetchMock, requests(fetchMock).indexOf('POST /api/api-keys'))).toEqual({
      name: 'CRM',
      scope: 'read_write',
    });
  });

  it('asks for a name before sending, and shows what the server refuses with the typed text kept', async () => {
    let answer = json({ error: { code: 'VALIDATION_FAILED', message: `name: ${API_KEY_NAME_TOO_LONG}` } }, 400);
    const fetchMock = mockKeysApi({
      'GET /api/api-keys': () => json(listOf([apiKey()])),
      'POST /api/api-keys': () => answer,
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await createDialog();
    const name = within(dialog).getByLabelText('Name');

    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(API_KEY_NAME_REQUIRED));
    expect(requests(fetchMock)).not.toContain('POST /api/api-keys');

    await userEvent.clear(name);
    await userEvent.type(name, 'A name the server finds too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(API_KEY_NAME_TOO_LONG)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining(API_KEY_NAME_TOO_LONG));
    expect(name).toHaveValue('A name the server finds too long');

    answer = json({ error: { code: 'CONFLICT', message: API_KEY_LIMIT_REACHED } }, 409);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_KEY_LIMIT_REACHED);
    expect(name).toHaveValue('A name the server finds too long');
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
    expect(rowsOf(table())).toHaveLength(1);
  });

  it('revokes a key after asking: its row goes', async () => {
    const fetchMock = mockKeysApi({
      'GET /api/api-keys': () => json(listOf([apiKey(), apiKey({ id: 'k2', name: 'CRM' })])),
      [`DELETE /api/api-keys/${apiKey().id}`]: () => json({ ok: true }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Revoke “Zapier”? Tools using it are refused from their next request.');
    // Nothing is revoked before the owner confirms.
    expect(requests(fetchMock)).not.toContain(`DELETE /api/api-keys/${apiKey().id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(rowsOf(table()).map((row) => row.getAttribute('aria-label'))).toEqual(['CRM']));
    expect(requests(fetchMock)).toContain(`DELETE /api/api-keys/${apiKey().id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'API keys' })).toHaveFocus();
  });

  it('keeps the key when the owner cancels, and says when it was revoked already', async () => {
    let revoked = false;
    const fetchMock = mockKeysApi({
      'GET /api/api-keys': () => json(listOf(revoked ? [] : [apiKey()])),
      [`DELETE /api/api-keys/${apiKey().id}`]: () => {
        revoked = true;
        return json({ error: { code: 'NOT_FOUND', message: API_KEY_NOT_FOUND } }, 404);
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke API key' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowsOf(table())).toHaveLength(1);
    expect(requests(fetchMock)).not.toContain(`DELETE /api/api-keys/${apiKey().id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Zapier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_KEY_NOT_FOUND);
    // The list is read again: the key is gone.
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });
});
