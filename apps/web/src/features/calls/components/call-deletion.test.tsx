import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallDetail } from '@portal/shared/calls';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../testing/render';
import { NO_INBOX_STATE } from '../testing/inbox-fields';
import { CallDetailPage } from './call-detail-page';

const call: CallDetail = {
  id: 'call-1',
  agentId: 'agent-1',
  agentName: 'Bright Smile',
  agentTimezone: 'America/Chicago',
  customerNumber: '+15125550123',
  callerId: null,
  type: 'inboundPhoneCall',
  status: 'ended',
  startedAt: '2026-05-01T15:00:00.000Z',
  endedAt: '2026-05-01T15:01:10.000Z',
  durationSeconds: 70,
  endedReason: 'customer-ended-call',
  summary: 'The caller booked a cleaning.',
  ...NO_INBOX_STATE,
  outcomeKind: 'booked',
  createdAt: '2026-05-01T15:01:10.000Z',
  transcript: 'AI: Hello, Bright Smile.\nUser: Book me tomorrow at 10.',
  recordingUrl: '/api/calls/call-1/recording',
  cost: 0.0583,
  appointmentChanges: [],
  appointment: null,
  outcome: null,
  agentVersion: null,
};
const deleted: CallDetail = {
  ...call,
  summary: null,
  transcript: null,
  recordingUrl: null,
  artifactsDeletedAt: '2026-06-02T14:30:00.000Z',
};

const open = () => renderPage(<CallDetailPage />, { path: '/calls/:callId', entry: '/calls/call-1' });
const DELETED = /^Recording and transcript deleted on Jun 2(, 2026)?, 9:30 AM CDT\.$/;

describe('deleting a call’s recording and transcript', { timeout: 20_000 }, () => {
  it('asks first, deletes, then says what was deleted and when, with the zone', async () => {
    let gone = false;
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/blocked-callers') return json({ blockedCallers: [] });
      if (url.pathname === '/api/texts') return json({ texts: [] });
      return json(gone ? deleted : call);
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete recording and transcript' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the recording and transcript?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    gone = true;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findAllByText(DELETED)).toHaveLength(2);
    expect(screen.queryByLabelText('Call recording')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete recording and transcript' })).not.toBeInTheDocument();
    // The mock is typed by its first argument only; fetch is called with the request's options too.
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
    const deleteCall = calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toContain('/api/calls/call-1');
  });

  it('shows a call deleted before plainly, without the delete button', async () => {
    mockFetch((url) =>
      url.pathname === '/api/blocked-callers'
        ? json({ blockedCallers: [] })
        : url.pathname === '/api/texts'
          ? json({ texts: [] })
          : json(deleted),
    );
    open();
    expect(await screen.findAllByText(DELETED)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Delete recording and transcript' })).not.toBeInTheDocument();
  });
});
