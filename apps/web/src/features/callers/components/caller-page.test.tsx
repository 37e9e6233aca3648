import { CALLER_DELETED, CALLER_NOT_FOUND, CALLER_NOTE_SAVED } from '@portal/shared/callers.plain';
import { NOT_SENT_REASONS } from '@portal/shared/texts.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textFixture } from '../../../components/texts/testing/fixtures';
import { json, mockApi, renderPage } from '../../../testing/render';
import { appointmentFixture, callFixture, callerDetailFixture, JANE_ID, OWNER_ZONE } from '../testing/fixtures';
import { CallerPage } from './caller-page';

const CALLER = `/api/callers/${JANE_ID}`;
const CALLS = `/api/calls?limit=25&caller=${JANE_ID}`;
const TEXTS = `/api/texts?caller=${JANE_ID}`;
const NO_TEXTS = { [`GET ${TEXTS}`]: () => json({ texts: [] }) };

const open = () =>
  renderPage(<CallerPage />, {
    path: '/callers/:callerId',
    entry: `/callers/${JANE_ID}`,
    routes: [{ path: '/callers', element: <h1>All callers</h1> }],
  });

const noteField = () => screen.getByRole('textbox', { name: 'Note for your agent' });

describe('CallerPage', { timeout: 20_000 }, () => {
  it('shows who the caller is, their appointments and their calls, each call opening its page', async () => {
    const past = appointmentFixture({
      id: '00000000-0000-4000-8000-0000000000b2',
      summary: 'Check-up – Jane Doe',
      startsAt: '2020-03-03T15:00:00.000Z',
      endsAt: '2020-03-03T15:30:00.000Z',
      status: 'cancelled',
      cancelReason: 'Feeling better',
    });
    mockApi({
      [`GET ${CALLER}`]: () => json(callerDetailFixture({ blocked: true, appointments: [appointmentFixture(), past] })),
      [`GET ${CALLS}`]: () =>
        json({
          calls: [
            callFixture('call-2', { message: 'Please call me back about the invoice.', outcomeKind: 'message_taken' }),
            callFixture('call-1'),
          ],
          nextCursor: null,
        }),
      ...NO_TEXTS,
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Callers' })).toHaveAttribute('href', '/callers');
    expect(screen.getByLabelText('About this caller')).toHaveTextContent(
      /^Number\+1 \(512\) 555-0142Calls3Last callNov 26, 2030, 10:02 AM CSTNext appointmentTue, Dec 3, 2030, 10:00 AM EST$/,
    );
    // The last call in the zone its agent answered it in, as the call's row below says it, not the browser's.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('America/Chicago');
    // Blocked, and where that is managed.
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blocked callers' })).toHaveAttribute('href', '/blocked-callers');

    expect(noteField()).toHaveValue('Prefers mornings.');
    expect(noteField()).toHaveAccessibleDescription('Your agent is told this note when this caller calls again.');

    const upcoming = screen.getByRole('list', { name: 'Upcoming appointments' });
    expect(upcoming).toHaveTextContent('Cleaning – Jane DoeTue, Dec 3, 2030, 10:00 – 10:30 AM ESTBooked');
    const earlier = screen.getByRole('list', { name: 'Past and cancelled appointments' });
    expect(earlier).toHaveTextContent(
      'Check-up – Jane DoeTue, Mar 3, 2020, 10:00 – 10:30 AM ESTCancelledReason: Feeling better',
    );

    const calls = await screen.findByRole('list', { name: 'Their calls' });
    // What the caller did comes first, then the note, then their appointments and texts.
    const order = ['Calls', 'Note for your agent', 'Appointments', 'Texts'].map((name) =>
      name === 'Note for your agent' ? noteField() : screen.getByRole('region', { name }),
    );
    for (const [before, after] of order.slice(0, -1).map((region, index) => [region, order[index + 1]!] as const)) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // A time keeps its zone beside it when the line breaks.
    const lastCall = within(screen.getByLabelText('About this caller')).getByText(/10:02/);
    expect(lastCall.textContent).toBe('Nov 26, 2030, 10:02\u00a0AM\u00a0CST');
    const items = within(calls).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      /^Message: Please call me back about the invoice\.Bright Smile · Nov 26, 2030, 10:02 AM CST · 3:00Message taken$/,
    );
    expect(
      within(items[1]!).getByRole('link', { name: 'View call: Bright Smile, Nov 26, 2030, 10:02 AM CST' }),
    ).toHaveAttribute('href', '/calls/call-1');
  });

  it('names a caller who gave no name by their number, said once, and says when nothing is booked', async () => {
    mockApi({
      [`GET ${CALLER}`]: () =>
        json(callerDetailFixture({ name: null, nextAppointment: null, appointments: [], note: null })),
      [`GET ${CALLS}`]: () => json({ calls: [], nextCursor: null }),
      ...NO_TEXTS,
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '+1 (512) 555-0142' })).toBeInTheDocument();
    // No agent's call to set the clock: the owner's zone (Los Angeles) says it, not the test machine's.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
    expect(screen.getByLabelText('About this caller')).toHaveTextContent(
      /^Calls3Last callNov 26(, 2030)?, 8:02 AM PSTNext appointmentNone$/,
    );
    // Nothing booked: said on the title's line.
    expect(
      within(screen.getByRole('region', { name: 'Appointments' })).getByText('None booked by your agents.'),
    ).toBeInTheDocument();
    expect(noteField()).toHaveValue('');
    expect(await screen.findByText('No calls to show.')).toBeInTheDocument();
    const texts = screen.getByRole('region', { name: 'Texts' });
    expect(await within(texts).findByText('No texts with this caller yet.')).toBeInTheDocument();
    expect(within(texts).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the texts with the caller, oldest first, on the page’s clock, each saying where it stands', async () => {
    mockApi({
      [`GET ${CALLER}`]: () => json(callerDetailFixture()),
      // Their latest call was answered in Chicago: the page's times are said in that zone.
      [`GET ${CALLS}`]: () => json({ calls: [callFixture('call-1')], nextCursor: null }),
      [`GET ${TEXTS}`]: () =>
        json({
          texts: [
            textFixture(1, {
              kind: 'missed_call',
              body: 'Bright Smile: sorry we missed you.',
              status: 'sent',
              createdAt: '2030-11-26T16:02:00.000Z',
            }),
            textFixture(2, {
              kind: 'reply',
              direction: 'inbound',
              from: '+15125550142',
              to: '+15125550100',
              body: 'STOP',
              status: 'received',
              createdAt: '2030-11-26T16:05:00.000Z',
            }),
            textFixture(3, {
              kind: 'booking_confirmation',
              status: 'not_sent',
              reason: NOT_SENT_REASONS.optedOut,
              createdAt: '2030-11-27T16:00:00.000Z',
            }),
          ],
        }),
    });
    open();
    const section = await screen.findByRole('region', { name: 'Texts' });
    const list = await within(section).findByRole('list', { name: 'Texts with this caller' });
    const [textBack, reply, held] = within(list).getAllByRole('listitem');
    expect(textBack).toHaveTextContent(
      /^To the caller · \+1 \(512\) 555-0142Nov 26, 2030, 10:02 AM CST · Missed-call text-backBright Smile: sorry we missed you\.Sent$/,
    );
    expect(reply).toHaveTextContent(/^From the caller · \+1 \(512\) 555-0142.+ · Reply from the callerSTOPReceived$/);
    // Why it was held back, in words beside its status.
    expect(held).toHaveTextContent(' · Booking confirmation');
    expect(held).toHaveTextContent(`Not sent${NOT_SENT_REASONS.optedOut}`);
    expect(within(held!).getByText(NOT_SENT_REASONS.optedOut)).toBeVisible();
  });

  it('says so when their texts cannot be loaded, the rest of the page shown', async () => {
    mockApi({
      [`GET ${CALLER}`]: () => json(callerDetailFixture()),
      [`GET ${CALLS}`]: () => json({ calls: [], nextCursor: null }),
      [`GET ${TEXTS}`]: () =>
        json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500),
    });
    open();
    const section = await screen.findByRole('region', { name: 'Texts' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not load their textsSomething went wrong on our side. Please try again.',
    );
    expect(noteField()).toHaveValue('Prefers mornings.');
  });

  it('saves the note and says so; a refused note keeps what was typed, with the reason under it', async () => {
    let answer = json(callerDetailFixture({ note: 'Call her Jane.' }));
    const fetchMock = mockApi({
      [`GET ${CALLER}`]: () => json(callerDetailFixture()),
      [`GET ${CALLS}`]: () => json({ calls: [], nextCursor: null }),
      ...NO_TEXTS,
      [`PUT ${CALLER}/note`]: () => answer,
    });
    open();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Note for your agent' }));
    await userEvent.type(noteField(), '  Call her Jane.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CALLER_NOTE_SAVED)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ note: '  Call her Jane.  ' });
    // As the server keeps it.
    expect(noteField()).toHaveValue('Call her Jane.');

    answer = json({ error: { code: 'VALIDATION_FAILED', message: 'note: Keep the note under 1000 characters.' } }, 400);
    await userEvent.type(noteField(), ' Too long, say.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep the note under 1000 characters.')).toBeInTheDocument();
    expect(noteField()).toHaveAccessibleDescription(/Keep the note under 1000 characters\./);
    expect(noteField()).toHaveValue('Call her Jane. Too long, say.');
  });

  it('deletes the caller only once confirmed, saying what goes and what stays, then returns to the callers', async () => {
    const fetchMock = mockApi({
      [`GET ${CALLER}`]: () => json(callerDetailFixture()),
      [`GET ${CALLS}`]: () => json({ calls: [], nextCursor: null }),
      ...NO_TEXTS,
      [`DELETE ${CALLER}`]: () => new Response(null, { status: 204 }),
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete caller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete caller' });
    expect(dialog).toHaveTextContent(
      'Delete Jane Doe? This cannot be undone.' +
        'Removed: the caller, your note, the appointments your agents booked for them, and their name, number, transcripts and recordings in their calls.' +
        'Kept: their calls, with their outcome, times and cost, and the events in your calendar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete caller' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete caller' }));
    await waitFor(() => expect(router.location.pathname).toBe('/callers'));
    expect(await screen.findByText(CALLER_DELETED)).toBeInTheDocument();
    // The caller is not read again once deleted.
    const requests = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(requests.slice(requests.indexOf(`DELETE ${CALLER}`))).toEqual([`DELETE ${CALLER}`]);
  });

  it("says plainly when the caller is not the owner's (or no longer exists), with the way back", async () => {
    mockApi({
      [`GET ${CALLER}`]: () => json({ error: { code: 'NOT_FOUND', message: CALLER_NOT_FOUND } }, 404),
      [`GET ${CALLS}`]: () => json({ calls: [], nextCursor: null }),
      ...NO_TEXTS,
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Caller not found' })).toBeInTheDocument();
    expect(screen.getByText(CALLER_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all callers' })).toHaveAttribute('href', '/callers');
  });
});
