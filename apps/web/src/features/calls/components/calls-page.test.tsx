import type { CallSummary } from '@portal/shared/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../testing/render';
import { CallsPage } from './calls-page';
import { NO_INBOX_STATE } from '../testing/inbox-fields';

const call = (index: number, extra: Partial<CallSummary> = {}): CallSummary => ({
  id: `call-${index}`,
  agentId: 'agent-1',
  agentName: 'Bright Smile',
  agentTimezone: 'America/Chicago',
  customerNumber: '+15125550123',
  callerId: null,
  type: 'inboundPhoneCall',
  status: 'ended',
  startedAt: '2026-05-01T15:00:00.000Z',
  endedAt: '2026-05-01T15:03:05.000Z',
  durationSeconds: 185,
  endedReason: 'customer-ended-call',
  summary: `Summary ${index}`,
  ...NO_INBOX_STATE,
  createdAt: '2026-05-01T15:03:05.000Z',
  ...extra,
});

const agents = [
  { id: 'agent-1', agentName: 'Bright Smile' },
  { id: 'agent-2', agentName: 'Night Desk' },
];

/** The calls of a table (its header row left out). */
const callRows = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const callRow = (scope: HTMLElement) => {
  const rows = callRows(scope);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
/** A row's cell under the column named. */
const cellOf = (row: HTMLElement, column: 'Call' | 'Outcome') =>
  within(row).getAllByRole('cell')[column === 'Call' ? 0 : 3]!;
const COLUMNS = ['Call', 'When', 'Duration', 'Outcome', 'Actions'];
const columnsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const open = (entry = '/calls') => renderPage(<CallsPage />, { path: '/calls', entry });

describe('CallsPage', { timeout: 20_000 }, () => {
  it('lists calls as a table of caller and agent, time, length and outcome, and loads more', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('outcome') === 'needs_attention') return json({ calls: [], nextCursor: null });
      if (url.searchParams.get('cursor') === 'c1') return json({ calls: [call(2)], nextCursor: null });
      return json({
        calls: [call(1, { type: 'webCall', customerNumber: null, outcomeKind: 'booked' })],
        nextCursor: 'c1',
      });
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All calls' });
    expect(columnsOf(table)).toEqual(COLUMNS);
    const first = within(table).getByRole('row', { name: /Bright Smile/ });
    const cells = within(first).getAllByRole('cell');
    // What the caller wanted, then who, to which agent and how it ended (the time and length join
    // them where their columns do not show); when (in the agent's zone), how long, what came of it.
    expect(cells[0]).toHaveTextContent(/^Summary 1Browser test call · Bright Smile · .+ · 3:05 · Caller hung up$/);
    expect(cells[1]).toHaveTextContent(/^May 1(, 2026)?, 10:00 AM CDT$/);
    expect(cells[2]).toHaveTextContent(/^3:05$/);
    expect(cells[3]).toHaveTextContent(/^Appointment booked$/);
    // Each outcome in its status colour: a booking is done (green).
    expect(within(cells[3]!).getByText('Appointment booked')).toHaveAttribute('data-color', 'green');
    // The whole row is one link to the call, named by its agent and time.
    expect(within(first).getByRole('link', { name: /^View call: Bright Smile, May 1/ })).toHaveAttribute(
      'href',
      '/calls/call-1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Summary 2')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // A phone caller's number is written the way people read it.
    expect(rows[1]).toHaveTextContent('+1 (512) 555-0123');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/calls?limit=25&exclude=needs_attention&cursor=c1',
    );
  });

  it('filters by agent in the URL and says when there are no calls', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/agents' ? json(agents) : json({ calls: [], nextCursor: null }),
    );
    const router = open();
    expect(await screen.findByText('No calls yet. Calls your agents handle appear here.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Night Desk' });
    await userEvent.selectOptions(screen.getByLabelText('Agent'), 'Night Desk');
    expect(router.location.search).toBe('?agentId=agent-2');
    // The analytics open on the same agent.
    expect(screen.getByRole('link', { name: 'Call analytics' })).toHaveAttribute('href', '/analytics?agentId=agent-2');
    expect(await screen.findByText('No calls for this agent yet.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/calls?limit=25&agentId=agent-2&exclude=needs_attention',
    );
  });

  it("shows the server's message when the calls cannot be loaded", async () => {
    mockFetch((url) =>
      url.pathname === '/api/agents'
        ? json(agents)
        : json({ error: { code: 'INTERNAL', message: 'The call history is unavailable.' } }, 500),
    );
    open('/calls?agentId=agent-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The call history is unavailable.');
    expect(screen.getByLabelText('Agent')).toHaveValue('agent-1');
  });

  it('puts urgent matters and messages first, and marking one handled takes it off that list', async () => {
    let handled = false;
    const urgent = call(7, {
      outcomeKind: 'urgent',
      urgent: true,
      message: 'A burst pipe is flooding the kitchen',
      needsAttention: true,
    });
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.pathname === '/api/calls/call-7/handled') {
        handled = true;
        return json({ ...urgent, needsAttention: false, handledAt: '2026-05-01T16:00:00.000Z', handledBy: 'Dana' });
      }
      if (url.searchParams.get('outcome') === 'needs_attention')
        return json({ calls: handled ? [] : [urgent], nextCursor: null });
      // The rest, as the server leaves out what needs attention.
      expect(url.searchParams.get('exclude')).toBe('needs_attention');
      const listed = { ...urgent, needsAttention: false, handledAt: '2026-05-01T16:00:00.000Z', handledBy: 'Dana' };
      return json({ calls: handled ? [listed, call(8)] : [call(8)], nextCursor: null });
    });
    open();
    const attention = await screen.findByRole('region', { name: /Needs your attention/ });
    const row = callRow(attention);
    expect(row).toHaveTextContent('Urgent matter');
    expect(row).toHaveTextContent('Message: A burst pipe is flooding the kitchen');
    // Quiet beside the row's link: an outline button, not a filled one.
    const mark = within(row).getByRole('button', { name: /^Mark handled: Bright Smile/ });
    expect(mark).toHaveAttribute('data-variant', 'outline');
    expect(callRows(screen.getByRole('region', { name: 'Other calls' }))).toHaveLength(1);

    await userEvent.click(mark);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Needs your attention/ })).not.toBeInTheDocument());
    // Nothing listed above it any more: the list holds every call, and says so.
    const all = screen.getByRole('region', { name: 'All calls' });
    await waitFor(() => expect(callRows(all)).toHaveLength(2));
    expect(callRows(all)[0]).toHaveTextContent(/Handled by Dana · May 1(, 2026)?, 11:00 AM CDT/);
    expect(within(all).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/handled')) as unknown[] | undefined;
    expect(put?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ handled: true }) });
  });

  it('lists a call that needs attention once: at the top, not again under Other calls', async () => {
    const message = call(5, {
      outcomeKind: 'message_taken',
      message: 'Please call me back about my crown',
      summary: 'The caller asked about a crown and left a message.',
      needsAttention: true,
    });
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('outcome') === 'needs_attention') return json({ calls: [message], nextCursor: null });
      // As the server answers: without the exclusion every call, with it the rest.
      const calls = url.searchParams.get('exclude') === 'needs_attention' ? [call(6)] : [message, call(6)];
      return json({ calls, nextCursor: null });
    });
    open();
    const attention = await screen.findByRole('region', { name: /Needs your attention/ });
    // The message is the row's title, then who called; the summary is the call page's.
    const row = callRow(attention);
    expect(cellOf(row, 'Call')).toHaveTextContent(
      /^Message: Please call me back about my crown\+1 \(512\) 555-0123 · /,
    );
    expect(row).not.toHaveTextContent('The caller asked about a crown');
    expect(cellOf(row, 'Outcome')).toHaveTextContent(/^Message takenMark handled$/);
    // A message is news for the owner (blue), not an alarm.
    expect(within(row).getByText('Message taken')).toHaveAttribute('data-color', 'violet');
    // The rest are named for what they are; their table's columns are the same, still read out.
    const others = screen.getByRole('region', { name: 'Other calls' });
    expect(callRows(others)).toHaveLength(1);
    expect(others).toHaveTextContent('Summary 6');
    expect(others).not.toHaveTextContent('crown');
    expect(columnsOf(within(others).getByRole('table', { name: 'Other calls' }))).toEqual(COLUMNS);
    expect(columnsOf(within(attention).getByRole('table'))).toEqual(COLUMNS);
    expect(screen.getAllByRole('link', { name: /^View call: / }).map((link) => link.getAttribute('href'))).toEqual([
      '/calls/call-5',
      '/calls/call-6',
    ]);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/calls?limit=25&outcome=needs_attention');
    expect(urls).toContain('/api/calls?limit=25&exclude=needs_attention');
  });

  it('says no other calls when every call is listed as needing attention', async () => {
    const urgent = call(9, { outcomeKind: 'urgent', urgent: true, summary: null, needsAttention: true });
    mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('outcome') === 'needs_attention') return json({ calls: [urgent], nextCursor: null });
      return json({ calls: [], nextCursor: null });
    });
    open();
    const attention = await screen.findByRole('region', { name: /Needs your attention/ });
    // Without a message or summary the row says so; what came of the call is said once, in its column.
    const row = callRow(attention);
    expect(cellOf(row, 'Call')).toHaveTextContent(/^No summary\.\+1 \(512\) 555-0123 · /);
    expect(cellOf(row, 'Outcome')).toHaveTextContent(/^Urgent matterMark handled$/);
    expect(within(row).getAllByText('Urgent matter')).toHaveLength(1);
    expect(within(row).getByText('Urgent matter')).toHaveAttribute('data-color', 'red');
    expect(screen.getByRole('region', { name: 'Other calls' })).toHaveTextContent('No other calls yet.');
    expect(screen.queryByText('No calls yet. Calls your agents handle appear here.')).not.toBeInTheDocument();
  });

  it('still lists the rest, and says why, when what needs attention cannot be loaded', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('outcome') === 'needs_attention')
        return json({ error: { code: 'INTERNAL', message: 'The inbox is unavailable.' } }, 500);
      return json({ calls: [call(4)], nextCursor: null });
    });
    open();
    const attention = await screen.findByRole('region', { name: /Needs your attention/ });
    expect(within(attention).getByRole('alert')).toHaveTextContent('The inbox is unavailable.');
    expect(screen.getByRole('region', { name: 'Other calls' })).toHaveTextContent('Summary 4');
  });

  it('narrows by outcome and by words said on the call, kept in the URL', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('q') === 'pipe') return json({ calls: [call(3)], nextCursor: null });
      return json({ calls: [], nextCursor: null });
    });
    const router = open();
    await screen.findByText('No calls yet. Calls your agents handle appear here.');
    await userEvent.selectOptions(screen.getByLabelText('Outcome'), 'Message taken');
    expect(router.location.search).toBe('?outcome=message_taken');
    expect(await screen.findByText('No calls with the outcome “Message taken”.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search calls'), 'pipe');
    await waitFor(() => expect(router.location.search).toBe('?outcome=message_taken&q=pipe'));
    expect(await screen.findByRole('region', { name: 'Calls mentioning “pipe”' })).toHaveTextContent('Summary 3');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/calls?limit=25&outcome=message_taken&q=pipe');
    // Narrowed, the list shows every call that matches, those needing attention too.
    expect(urls.filter((url) => url.includes('outcome=') || url.includes('q='))).not.toContainEqual(
      expect.stringContaining('exclude='),
    );
    // One request for the whole word, not one per letter typed.
    expect(urls.filter((url) => url.includes('q=p'))).toEqual(['/api/calls?limit=25&outcome=message_taken&q=pipe']);
  });

  it('reads a search from the URL and says when nothing matches', async () => {
    mockFetch((url) => (url.pathname === '/api/agents' ? json(agents) : json({ calls: [], nextCursor: null })));
    open('/calls?q=dentures');
    expect(await screen.findByText('No calls found for “dentures”.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search calls')).toHaveValue('dentures');
    expect(screen.queryByRole('region', { name: /Needs your attention/ })).not.toBeInTheDocument();
  });

  it("leads to the block list, and offers a caller's actions on each row with a caller number", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('outcome') === 'needs_attention') return json({ calls: [], nextCursor: null });
      return json({ calls: [call(1, { type: 'webCall', customerNumber: null }), call(2)], nextCursor: null });
    });
    open();
    expect(await screen.findByRole('link', { name: 'Blocked callers' })).toHaveAttribute('href', '/blocked-callers');
    const [testCall, phoneCall] = callRows(await screen.findByRole('table', { name: 'All calls' }));
    expect(within(testCall!).queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
    // Named by the call, beside the link that opens it.
    expect(within(phoneCall!).getByRole('button', { name: /^More actions: Bright Smile, May 1/ })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });
});
