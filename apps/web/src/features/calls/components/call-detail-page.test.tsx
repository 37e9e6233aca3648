import type { BlockedCaller } from '@portal/shared/blocked-callers';
import { SCREENING_PENDING } from '@portal/shared/blocked-callers.plain';
import type { CallDetail } from '@portal/shared/calls';
import { NOT_SENT_REASONS } from '@portal/shared/texts.plain';
import type { TextView } from '@portal/shared/texts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textFixture } from '../../../components/texts/testing/fixtures';
import { mockApi } from '../../../testing/render';
import { json, mockFetch, renderPage } from '../testing/render';
import { CallDetailPage } from './call-detail-page';
import { NO_INBOX_STATE } from '../testing/inbox-fields';

const detail: CallDetail = {
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
  createdAt: '2026-05-01T15:01:10.000Z',
  transcript: 'AI: Hello, Bright Smile.\nUser: Book me tomorrow at 10.',
  recordingUrl: '/api/calls/call-1/recording',
  cost: 0.0583,
  appointmentChanges: [],
  appointment: {
    eventId: 'e1',
    start: '2026-05-02T15:00:00.000Z',
    end: '2026-05-02T15:30:00.000Z',
    summary: 'Cleaning – Ann Lee',
    htmlLink: 'https://calendar.example/e1',
    name: 'Ann Lee',
  },
  outcome: null,
  agentVersion: null,
};

/** Answers the page's reads: the call with `respond`, the block list with `blocked`, its texts with `texts`. */
const mockCall = (
  respond: (url: URL) => Response,
  blocked: BlockedCaller[] = [],
  texts: () => Response = () => json({ texts: [] }),
) =>
  mockFetch((url) =>
    url.pathname === '/api/blocked-callers'
      ? json({ blockedCallers: blocked })
      : url.pathname === '/api/texts'
        ? texts()
        : respond(url),
  );

const caller: BlockedCaller = {
  id: '00000000-0000-4000-8000-000000000001',
  number: detail.customerNumber!,
  note: null,
  createdAt: '2026-05-01T16:00:00.000Z',
};
const NOTE = 'Calls from +1 (512) 555-0123 are now refused before your agent answers.';

const open = () => renderPage(<CallDetailPage />, { path: '/calls/:callId', entry: '/calls/call-1' });

/** The caller's details as the page lists them: label and value. */
const callerDetailsShown = () => {
  return within(screen.getByLabelText('What the caller told your agent'))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('CallDetailPage', { timeout: 20_000 }, () => {
  it('shows the facts, the recording, the appointment and the full transcript', async () => {
    mockCall(() => json(detail));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Call details' })).toBeInTheDocument();
    expect(screen.getByText('The caller booked a cleaning.')).toBeInTheDocument();
    expect(screen.getByText('1:10')).toBeInTheDocument();
    // Dollars and cents, as on a bill.
    expect(screen.getByText('$0.06')).toBeInTheDocument();
    expect(screen.getByLabelText('Call recording')).toHaveAttribute('src', detail.recordingUrl);
    const appointment = screen.getByRole('region', { name: 'Appointment booked' });
    expect(appointment).toHaveTextContent('Name: Ann Lee');
    // The business's zone, named, whatever the browser's: the same time the caller heard.
    expect(appointment).toHaveTextContent(/May 2(, 2026)?, 10:00 – 10:30 AM CDT/);
    expect(screen.getByText(/^May 1(, 2026)?, 10:00 AM CDT$/)).toBeInTheDocument();
    expect(within(appointment).getByRole('link', { name: 'Open in Google Calendar' })).toHaveAttribute(
      'href',
      'https://calendar.example/e1',
    );
    const lines = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    // Each turn is said by the agent, by name, or by the caller.
    expect(lines.map((line) => line.textContent)).toEqual([
      'Bright Smile: Hello, Bright Smile.',
      'Caller: Book me tomorrow at 10.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Calls' })).toHaveAttribute('href', '/calls');
  });

  it('has no player, appointment or blank facts when the call has none of them', async () => {
    mockCall(() =>
      json({ ...detail, recordingUrl: null, appointment: null, cost: null, durationSeconds: null, endedReason: null }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Call details' });
    expect(screen.queryByLabelText('Call recording')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appointment booked' })).not.toBeInTheDocument();
    // A fact the platform never gave is left out, not shown as a dash.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Agent', 'Caller', 'Started']);
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    expect(screen.queryByText(/Not reported/)).not.toBeInTheDocument();
  });

  it('names the published version of the agent that answered the call', async () => {
    mockCall(() => json({ ...detail, agentVersion: 2 }));
    open();
    const terms = await screen.findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Agent',
      'Version',
      'Caller',
      'Started',
      'Duration',
      'Ended',
      'Cost',
    ]);
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent(/^2$/);
  });

  it('says when a call reached a number with no agent', async () => {
    mockCall(() =>
      json({ ...detail, agentId: null, agentName: null, endedReason: 'no-agent-assigned', recordingUrl: null }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Call details' });
    expect(screen.getByText('No agent')).toBeInTheDocument();
    expect(screen.getByText('No agent assigned to the number')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Agent: Hello, Bright Smile.',
      'Caller: Book me tomorrow at 10.',
    ]);
  });

  it('shows what the agent reported: the outcome, the questions it could not answer and the caller details', async () => {
    mockCall(() =>
      json({
        ...detail,
        appointment: null,
        outcome: {
          outcome: 'question_unanswered',
          unansweredQuestions: ['Do you take Medicaid?'],
          message: 'Please call me back about insurance.',
          urgent: false,
          callerName: 'Ann Lee',
          callerPhone: '+15125550142',
          collected: [
            { item: 'Full name with spelling', value: 'Ann Lee' },
            { item: 'Insurance provider', value: 'Medicaid' },
          ],
        },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Call details' });
    // What the agent could not do for the caller waits for the owner: orange.
    expect(screen.getByText('Question not answered')).toHaveAttribute('data-color', 'orange');
    expect(screen.getByRole('list', { name: "Questions your agent couldn't answer" })).toHaveTextContent(
      'Do you take Medicaid?',
    );
    expect(screen.getByText('Message: Please call me back about insurance.')).toBeInTheDocument();
    expect(callerDetailsShown()).toEqual([
      ['Name', 'Ann Lee'],
      ['Phone', '+1 (512) 555-0142'],
      ['Insurance provider', 'Medicaid'],
    ]);
    expect(screen.queryByText('Urgent')).not.toBeInTheDocument();
  });

  it('shows each detail once, labelled and readable, whatever keys and formats the agent used', async () => {
    mockCall(() =>
      json({
        ...detail,
        outcome: {
          outcome: 'booked',
          unansweredQuestions: [],
          urgent: false,
          message: 'Please use the side entrance.',
          callerName: 'Ann Lee',
          // The number that called, already among the facts above.
          callerPhone: '+15125550123',
          collected: [
            { item: 'caller_name', value: 'Ann Lee' },
            { item: 'callback_number', value: '512-555-0123' },
            { item: 'caller_email', value: 'ann.lee.with.a.long.address@example-dental-patients.com' },
            { item: 'preferred_time', value: '2026-05-02T15:00:00Z' },
            { item: 'new_patient', value: 'true' },
            { item: 'insurance', value: '{"provider":"Aetna","member_id":"W123"}' },
            { item: 'note', value: 'Please use the side entrance' },
          ],
        },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Call details' });
    const shown = callerDetailsShown();
    expect(shown.slice(0, 1)).toEqual([['Name', 'Ann Lee']]);
    expect(shown[1]).toEqual(['E-mail', 'ann.lee.with.a.long.address@example-dental-patients.com']);
    // In the business's zone, named, whatever the browser's.
    expect(shown[2]?.[0]).toBe('Preferred time');
    expect(shown[2]?.[1]).toMatch(/^May 2(, 2026)?, 10:00 AM CDT$/);
    expect(shown.slice(3)).toEqual([
      ['New patient', 'Yes'],
      ['Insurance', 'Provider: Aetna, Member id: W123'],
    ]);
    // The booking's name is the caller's, said once above.
    expect(screen.getByRole('region', { name: 'Appointment booked' })).not.toHaveTextContent('Name: Ann Lee');
    expect(document.body).not.toHaveTextContent(/caller_|callback_number|2026-05-02T|\{"/);
  });

  it('links the number that called to the caller, the name they gave said once, below', async () => {
    const callerId = '00000000-0000-4000-8000-0000000000a1';
    const named = {
      outcome: 'booked' as const,
      unansweredQuestions: [],
      message: null,
      urgent: false,
      callerName: 'Ann Lee',
      collected: [],
    };
    mockCall(() => json({ ...detail, callerId, outcome: named }));
    open();
    const facts = (await screen.findAllByRole('term')).find((term) => term.textContent === 'Caller')!;
    expect(facts.nextElementSibling).toHaveTextContent(/^\+1 \(512\) 555-0123$/);
    expect(screen.getByRole('link', { name: '+1 (512) 555-0123' })).toHaveAttribute('href', `/callers/${callerId}`);
    expect(screen.getAllByText('Ann Lee')).toHaveLength(1);
    cleanup();

    mockCall(() => json({ ...detail, callerId }));
    open();
    expect(await screen.findByRole('link', { name: '+1 (512) 555-0123' })).toHaveAttribute(
      'href',
      `/callers/${callerId}`,
    );
  });

  it('says what the call did to bookings in the business zone, the booking its card shows once', async () => {
    const appointmentId = '00000000-0000-4000-8000-0000000000b1';
    const summary = 'Cleaning – Jane Doe';
    const changes = [
      { kind: 'booked', appointmentId, summary, start: '2026-12-01T15:00:00.000Z' },
      { kind: 'rescheduled', appointmentId, summary, from: '2026-12-01T15:00:00.000Z', to: '2026-12-02T15:00:00.000Z' },
      { kind: 'cancelled', appointmentId, summary, start: '2026-12-02T15:00:00.000Z', reason: 'Feeling better' },
    ];
    const sentences = async () =>
      (await within(await screen.findByRole('region', { name: 'Appointment changes' })).findAllByRole('listitem')).map(
        (item) => item.textContent,
      );
    mockCall(() =>
      json({ ...detail, agentTimezone: 'America/New_York', appointment: null, appointmentChanges: changes }),
    );
    open();
    expect(await sentences()).toEqual([
      'Booked Cleaning – Jane Doe for Tuesday, December 1, 10:00 AM EST',
      'Moved Cleaning – Jane Doe from Tue, Dec 1, 10:00 AM to Wed, Dec 2, 10:00 AM EST',
      'Cancelled Cleaning – Jane Doe (Wed, Dec 2, 10:00 AM EST): Feeling better',
    ]);
    cleanup();

    // The booked event's card says the booking (with its calendar link): the changes say the rest.
    const booked = { ...detail.appointment, start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:30:00.000Z' };
    mockCall(() =>
      json({ ...detail, agentTimezone: 'America/New_York', appointment: booked, appointmentChanges: changes }),
    );
    open();
    expect(await sentences()).toEqual([
      'Moved Cleaning – Jane Doe from Tue, Dec 1, 10:00 AM to Wed, Dec 2, 10:00 AM EST',
      'Cancelled Cleaning – Jane Doe (Wed, Dec 2, 10:00 AM EST): Feeling better',
    ]);
    expect(screen.getByRole('region', { name: 'Appointment booked' })).toHaveTextContent(/Dec 1, 10:00 – 10:30 AM EST/);
  });

  it('says nothing more than the booked card for a call that only booked', async () => {
    const booked = { ...detail.appointment, start: '2026-05-02T15:00:00.000Z' };
    mockCall(() =>
      json({
        ...detail,
        appointment: booked,
        appointmentChanges: [
          {
            kind: 'booked',
            appointmentId: '00000000-0000-4000-8000-0000000000b1',
            summary: 'Cleaning – Ann Lee',
            start: '2026-05-02T15:00:00.000Z',
          },
        ],
      }),
    );
    open();
    expect(await screen.findByRole('region', { name: 'Appointment booked' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appointment changes' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a call that is not the user's", async () => {
    mockCall(() => json({ error: { code: 'NOT_FOUND', message: 'Call not found.' } }, 404));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Call not found.');
    expect(screen.getByRole('link', { name: 'Back to Calls' })).toBeInTheDocument();
  });

  it('lets the owner mark an urgent matter handled, then says who and when, and reopen it', async () => {
    const urgent: CallDetail = {
      ...detail,
      appointment: null,
      outcomeKind: 'urgent',
      urgent: true,
      needsAttention: true,
      outcome: { outcome: 'urgent', urgent: true, unansweredQuestions: [], collected: [], message: 'Pipe burst.' },
    };
    const fetchMock = mockCall((url) =>
      url.pathname.endsWith('/handled')
        ? json({ ...urgent, needsAttention: false, handledAt: '2026-05-01T15:30:00.000Z', handledBy: 'Dana Reyes' })
        : json(urgent),
    );
    open();
    const note = await screen.findByText('Needs your attention');
    // Says what to do next; the kind of matter, the caller and what they said are said once, below.
    expect(note.nextElementSibling).toHaveTextContent(
      /^Call the caller back as soon as you can, then mark it handled\.$/,
    );
    expect(screen.getAllByText(/Pipe burst/).map((text) => text.textContent)).toEqual(['Message: Pipe burst.']);
    // First on the page, right under its title: before the facts, the summary and the outcome.
    const title = screen.getByRole('heading', { level: 1, name: 'Call details' });
    expect(title.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const later of [screen.getByText('Agent'), screen.getByRole('heading', { name: 'Summary' })]) {
      expect(note.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const mark = screen.getByRole('button', { name: 'Mark handled' });
    expect(mark.compareDocumentPosition(screen.getByText('Agent')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(mark);
    expect(await screen.findByText(/^Handled by Dana Reyes · May 1(, 2026)?, 10:30 AM CDT$/)).toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Reopen' });
    // Still at the top once handled, saying so.
    expect(reopen.compareDocumentPosition(screen.getByText('Agent')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Needs your attention')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/calls/call-1/handled');
  });

  it('names a message by the name the caller gave, the message itself once, under Outcome', async () => {
    mockCall(() =>
      json({
        ...detail,
        appointment: null,
        outcomeKind: 'message_taken',
        needsAttention: true,
        outcome: {
          outcome: 'message_taken',
          urgent: false,
          unansweredQuestions: [],
          callerName: 'Ann Lee',
          collected: [],
          message: 'Please call me back about my crown.',
        },
      }),
    );
    open();
    const note = await screen.findByText('Needs your attention');
    expect(note.nextElementSibling).toHaveTextContent(/^Call Ann Lee back, then mark it handled\.$/);
    expect(screen.getAllByText(/call me back/).map((text) => text.textContent)).toEqual([
      'Message: Please call me back about my crown.',
    ]);
  });

  it('offers nothing to mark on a call that left the owner nothing to do', async () => {
    mockCall(() => json({ ...detail, outcomeKind: 'booked' }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Call details' });
    expect(screen.queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
  });

  it('blocks the caller from the page, says what that does, and Undo unblocks them', async () => {
    const fetchMock = mockApi({
      'GET /api/calls/call-1': () => json(detail),
      'GET /api/texts': () => json({ texts: [] }),
      'GET /api/blocked-callers': () => json({ blockedCallers: [] }),
      'POST /api/blocked-callers': () => json({ blockedCaller: caller, warning: null }, 201),
      [`DELETE /api/blocked-callers/${caller.id}`]: () => new Response(null, { status: 204 }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Block this caller' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(NOTE);
    expect(within(note).getByRole('link', { name: 'Blocked callers' })).toHaveAttribute('href', '/blocked-callers');
    expect(screen.getByRole('button', { name: 'Unblock this caller' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body))).toEqual({
      number: '+15125550123',
    });

    await userEvent.click(within(note).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Block this caller' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('says when the voice platform is not screening yet, and why a block failed', async () => {
    let answer = () => json({ blockedCaller: caller, warning: SCREENING_PENDING }, 201);
    mockApi({
      'GET /api/calls/call-1': () => json(detail),
      'GET /api/texts': () => json({ texts: [] }),
      'GET /api/blocked-callers': () => json({ blockedCallers: [] }),
      'POST /api/blocked-callers': () => answer(),
      [`DELETE /api/blocked-callers/${caller.id}`]: () => new Response(null, { status: 204 }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Block this caller' }));
    expect(await screen.findByText(SCREENING_PENDING)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unblock this caller' }));
    await screen.findByRole('button', { name: 'Block this caller' });
    answer = () => json({ error: { code: 'CONFLICT', message: 'The block list is full.' } }, 409);
    await userEvent.click(screen.getByRole('button', { name: 'Block this caller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The block list is full.');
  });

  it('offers to unblock a caller already on the list', async () => {
    mockCall(() => json(detail), [caller]);
    open();
    expect(await screen.findByRole('button', { name: 'Unblock this caller' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no blocking for a browser test call, and reads no block list for it', async () => {
    const fetchMock = mockCall(() => json({ ...detail, type: 'webCall', customerNumber: null }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Call details' });
    expect(screen.queryByRole('button', { name: /block this caller/i })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/calls/call-1', '/api/texts?call=call-1']);
  });

  describe('the texts of the call', () => {
    const texts: TextView[] = [
      textFixture(1, { callId: 'call-1', createdAt: '2026-05-01T15:02:00.000Z' }),
      textFixture(2, {
        callId: 'call-1',
        kind: 'owner_urgent',
        to: '+15125550199',
        body: 'Urgent call for Bright Smile from Ann Lee: tooth pain.',
        status: 'failed',
        reason: 'The carrier could not reach this number.',
        createdAt: '2026-05-01T15:02:30.000Z',
      }),
      textFixture(3, {
        callId: 'call-1',
        kind: 'reschedule_confirmation',
        body: 'Bright Smile: your Cleaning has moved.',
        status: 'not_sent',
        reason: NOT_SENT_REASONS.noConsent,
        createdAt: '2026-05-01T15:03:00.000Z',
      }),
      textFixture(4, {
        callId: 'call-1',
        kind: 'reply',
        direction: 'inbound',
        from: '+15125550123',
        to: '+15125550100',
        body: 'Thanks!\nSee you then.',
        status: 'received',
        createdAt: '2026-05-01T15:10:00.000Z',
      }),
    ];
    // The list loads with the first call that has texts.
    const rows = async () =>
      within(
        await within(await screen.findByRole('region', { name: 'Texts' })).findByRole('list', {
          name: 'Texts of this call',
        }),
      ).getAllByRole('listitem');

    it('lists each, oldest first: which way, the other number, what for, what it said, where it stands, when', async () => {
      const fetchMock = mockCall(
        () => json(detail),
        [],
        () => json({ texts }),
      );
      open();
      const [booked, alert, held, reply] = await rows();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/texts?call=call-1');
      // In the business's zone, named, as the page's other times.
      expect(booked).toHaveTextContent(
        /^To the caller · \+1 \(512\) 555-0142May 1(, 2026)?, 10:02 AM CDT · Booking confirmationBright Smile: you are booked .*Delivered$/,
      );
      expect(within(booked!).getByText(/^May 1(, 2026)?, 10:02 AM CDT$/)).toHaveAttribute(
        'datetime',
        '2026-05-01T15:02:00.000Z',
      );
      // A failed text says why in words, beside its status: not in a tooltip.
      expect(alert).toHaveTextContent(/^To you · \+1 \(512\) 555-0199/);
      expect(alert).toHaveTextContent(/ · Urgent alert to you.+FailedThe carrier could not reach this number\.$/);
      expect(within(alert!).getByText('The carrier could not reach this number.')).toBeVisible();
      // A text the portal held back says why it did not go.
      expect(held).toHaveTextContent(' · Reschedule confirmation');
      expect(held).toHaveTextContent(`Not sent${NOT_SENT_REASONS.noConsent}`);
      // The caller's reply, with the number it came from, its line break kept.
      expect(reply).toHaveTextContent(
        /^From the caller · \+1 \(512\) 555-0123May 1(, 2026)?, 10:10 AM CDT · Reply from the caller/,
      );
      expect(within(reply!).getByText('Thanks! See you then.').textContent).toBe('Thanks!\nSee you then.');
      expect(reply).toHaveTextContent(/See you then\.Received$/);
      // Before the transcript.
      const transcript = screen.getByRole('region', { name: 'Transcript' });
      expect(reply!.compareDocumentPosition(transcript) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows no section for a call without texts', async () => {
      mockCall(() => json(detail));
      open();
      await screen.findByRole('region', { name: 'Transcript' });
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
      expect(screen.queryByRole('region', { name: 'Texts' })).not.toBeInTheDocument();
    });

    it('says so when the texts cannot be loaded, the rest of the call shown', async () => {
      mockCall(
        () => json(detail),
        [],
        () =>
          json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500),
      );
      open();
      const section = await screen.findByRole('region', { name: 'Texts' });
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'Could not load the textsSomething went wrong on our side. Please try again.',
      );
      expect(screen.getByText('The caller booked a cleaning.')).toBeInTheDocument();
    });
  });
});
