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

const open = (entry = '/calls') => renderPage(<CallsPage />, { path: '/calls', entry });

describe('CallsPage', { timeout: 20_000 }, () => {
  it('lists calls with agent, caller, duration, ended reason and summary, and loads more', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('outcome') === 'needs_attention') return json({ calls: [], nextCursor: null });
      if (url.searchParams.get('cursor') === 'c1') return json({ calls: [call(2)], nextCursor: null });
      return json({ calls: [call(1, { type: 'webCall', customerNumber: null })], nextCursor: 'c1' });
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: /Bright Smile/ });
    expect(first).toHaveTextContent('Browser test call');
    expect(first).toHaveTextContent('3:05');
    expect(first).toHaveTextContent(/May 1(, 2026)?, 10:00 AM CDT/);
    expect(first).toHaveTextContent('Caller hung up');
    expect(first).toHaveTextContent('Summary 1');
    expect(within(first).getByRole('link', { name: /View call/ })).toHaveAttribute('href', '/calls/call-1');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Summary 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // A phone caller's number is written the way people read it.
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('+1 (512) 555-0123');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/calls?limit=25&cursor=c1');
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
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/calls?limit=25&agentId=agent-2');
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
      const listed = handled
        ? { ...urgent, needsAttention: false, handledAt: '2026-05-01T16:00:00.000Z', handledBy: 'Dana' }
        : urgent;
      return json({ calls: [listed, call(8)], nextCursor: null });
    });
    open();
    const attention = await screen.findByRole('region', { name: /Needs your attention/ });
    const card = within(attention).getByRole('article');
    expect(card).toHaveTextContent('Urgent matter');
    expect(card).toHaveTextContent('Message: A burst pipe is flooding the kitchen');
    expect(screen.getByRole('region', { name: 'All calls' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /^Mark handled: Bright Smile/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Needs your attention/ })).not.toBeInTheDocument());
    const all = screen.getByRole('region', { name: 'All calls' });
    expect(within(all).getAllByRole('article')[0]).toHaveTextContent(/Handled by Dana · May 1(, 2026)?, 11:00 AM CDT/);
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/handled')) as unknown[] | undefined;
    expect(put?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ handled: true }) });
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
});
