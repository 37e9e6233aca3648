import type { BlockedCaller, BlockedCallerList } from '@portal/shared/blocked-callers';
import { ALREADY_BLOCKED, SCREENING_PENDING } from '@portal/shared/blocked-callers.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { BlockedCallersPage } from './blocked-callers-page';

const entry = (overrides: Partial<BlockedCaller> = {}): BlockedCaller => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: '+15125550166',
  note: 'Keeps calling about warranties',
  createdAt: '2026-05-01T15:00:00.000Z',
  ...overrides,
});

/** The owner's zone, as the server sends it with the list: not the test machine's. */
const OWNER_ZONE = 'America/Denver';
const listOf = (blockedCallers: BlockedCaller[]): BlockedCallerList => ({ blockedCallers, timezone: OWNER_ZONE });

const BAD_NUMBER =
  'The number to block must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.';

const open = () => renderPage(<BlockedCallersPage />, { path: '/blocked-callers' });
const list = () => screen.getByRole('table', { name: 'Blocked numbers' });
/** The table's numbers (its header row left out). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));

describe('BlockedCallersPage', { timeout: 20_000 }, () => {
  it('lists the blocked numbers as people write them, with the note and when (in a named zone)', async () => {
    mockApi({
      'GET /api/blocked-callers': () =>
        json(listOf([entry(), entry({ id: 'e2', number: '+442079460000', note: null })])),
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Blocked callers' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Calls from these numbers are refused before your agent answers. They show in your calls as blocked and count toward no usage.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Calls' })).toHaveAttribute('href', '/calls');
    const table = await screen.findByRole('table', { name: 'Blocked numbers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Note', 'Blocked', 'Actions']);
    const rows = rowsOf(table);
    expect(rows[0]).toHaveAccessibleName('+1 (512) 555-0166');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '+1 (512) 555-0166',
      'Keeps calling about warranties',
      // In the owner's zone (Denver, on summer time), named; not the test machine's.
      expect.stringMatching(/^Blocked May 1(, 2026)?, 9:00 AM MDT$/),
      'Unblock',
    ]);
    // Another country's number as recorded, and a dash for no note.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+442079460000', '—', expect.stringMatching(/^Blocked May/), 'Unblock']);
    expect(screen.getByRole('button', { name: 'Unblock +1 (512) 555-0166' })).toBeInTheDocument();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
  });

  it('says when no number is blocked, and when the list cannot be read', async () => {
    mockApi({ 'GET /api/blocked-callers': () => json(listOf([])) });
    const first = open();
    expect(
      await screen.findByText("No blocked callers. Block a number here, or from a call's page."),
    ).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/blocked-callers': () => json({ error: { code: 'INTERNAL', message: 'The database is down.' } }, 500),
    });
    open();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load your blocked callers');
    expect(error).toHaveTextContent('The database is down.');
  });

  it('blocks a typed number with its note, puts it first and empties the form', async () => {
    const fetchMock = mockApi({
      'GET /api/blocked-callers': () => json(listOf([entry()])),
      'POST /api/blocked-callers': () =>
        json({ blockedCaller: entry({ id: 'e3', number: '+15125550177', note: 'Robocalls' }), warning: null }, 201),
    });
    open();
    await screen.findByRole('table', { name: 'Blocked numbers' });
    await userEvent.type(screen.getByLabelText('Number to block'), '(512) 555-0177');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Robocalls');
    await userEvent.click(screen.getByRole('button', { name: 'Block number' }));

    await waitFor(() => expect(rowsOf(list())).toHaveLength(2));
    const rows = rowsOf(list());
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['+1 (512) 555-0177', '+1 (512) 555-0166']);
    // The list keeps the owner's zone as it takes the new entry.
    expect(rows[0]).toHaveTextContent(/Blocked May 1(, 2026)?, 9:00 AM MDT/);
    expect(sentBody(fetchMock, 1)).toEqual({ number: '(512) 555-0177', note: 'Robocalls' });
    expect(screen.getByLabelText('Number to block')).toHaveValue('');
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
    expect(screen.queryByText(SCREENING_PENDING)).not.toBeInTheDocument();
  });

  it('says when the voice platform is not screening yet', async () => {
    mockApi({
      'GET /api/blocked-callers': () => json(listOf([])),
      'POST /api/blocked-callers': () => json({ blockedCaller: entry(), warning: SCREENING_PENDING }, 201),
    });
    open();
    await userEvent.type(screen.getByLabelText('Number to block'), '512 555 0166');
    await userEvent.click(screen.getByRole('button', { name: 'Block number' }));
    expect(await screen.findByText(SCREENING_PENDING)).toBeInTheDocument();
    expect(rowsOf(list())).toHaveLength(1);
  });

  it("shows the server's reason under the number and keeps what was typed", async () => {
    let answer = json({ error: { code: 'VALIDATION_FAILED', message: `number: ${BAD_NUMBER}` } }, 400);
    mockApi({
      'GET /api/blocked-callers': () => json(listOf([])),
      'POST /api/blocked-callers': () => answer,
    });
    open();
    const number = screen.getByLabelText('Number to block');
    await userEvent.type(number, 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Block number' }));
    expect(await screen.findByText(BAD_NUMBER)).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(BAD_NUMBER);
    expect(number).toHaveValue('call me');

    answer = json({ error: { code: 'CONFLICT', message: ALREADY_BLOCKED } }, 409);
    await userEvent.clear(number);
    await userEvent.type(number, '(512) 555-0166');
    await userEvent.click(screen.getByRole('button', { name: 'Block number' }));
    expect(await screen.findByText(ALREADY_BLOCKED)).toBeInTheDocument();
    expect(number).toHaveValue('(512) 555-0166');
  });

  it('unblocks a number: its row goes', async () => {
    const fetchMock = mockApi({
      'GET /api/blocked-callers': () => json(listOf([entry()])),
      [`DELETE /api/blocked-callers/${entry().id}`]: () => new Response(null, { status: 204 }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock +1 (512) 555-0166' }));
    expect(
      await screen.findByText("No blocked callers. Block a number here, or from a call's page."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      `DELETE /api/blocked-callers/${entry().id}`,
    );
  });
});
