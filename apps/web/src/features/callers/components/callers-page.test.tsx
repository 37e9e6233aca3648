import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { callerFixture, callerListFixture, OWNER_ZONE } from '../testing/fixtures';
import { CallersPage } from './callers-page';

const open = (entry = '/callers') => renderPage(<CallersPage />, { path: '/callers', entry });
const table = () => screen.findByRole('table', { name: 'Callers' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

const unknown = callerFixture({
  id: '00000000-0000-4000-8000-0000000000a2',
  number: '+14155550199',
  name: null,
  calls: 1,
  lastOutcome: 'question_unanswered',
  nextAppointment: null,
  blocked: true,
});

describe('CallersPage', { timeout: 20_000 }, () => {
  it('lists each caller with their calls, last call, next appointment and last outcome, each opening their page', async () => {
    mockApi({ 'GET /api/callers': () => json(callerListFixture([callerFixture(), unknown])) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Callers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Calls' })).toHaveAttribute('href', '/calls');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Caller', 'Calls', 'Last call', 'Next appointment', 'Last outcome']);

    const [jane, stranger] = await rows();
    expect(within(jane!).getByRole('link', { name: 'Jane Doe, +1 (512) 555-0142' })).toHaveAttribute(
      'href',
      '/callers/00000000-0000-4000-8000-0000000000a1',
    );
    const janeCells = within(jane!).getAllByRole('cell');
    expect(janeCells[1]).toHaveTextContent(/^3/);
    // The last call in the owner's zone (Los Angeles), named, not the test machine's; the appointment
    // in the zone it was booked in.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(OWNER_ZONE);
    expect(janeCells[2]).toHaveTextContent(/^Last call Nov 26(, 2030)?, 8:02 AM PST$/);
    expect(janeCells[3]).toHaveTextContent('Cleaning – Jane DoeTue, Dec 3, 2030, 10:00 AM EST');
    expect(janeCells[4]).toHaveTextContent('Appointment booked');
    expect(within(janeCells[4]!).getByText('Appointment booked')).toHaveAttribute('data-color', 'green');
    expect(within(jane!).queryByText('Blocked')).not.toBeInTheDocument();

    // With no name, the number is the line that tells the caller apart, said once.
    expect(within(stranger!).getByRole('link', { name: '+1 (415) 555-0199' })).toHaveTextContent(
      /^\+1 \(415\) 555-0199$/,
    );
    expect(within(stranger!).getAllByText('+1 (415) 555-0199')).toHaveLength(1);
    expect(within(stranger!).queryByText('Unknown caller')).not.toBeInTheDocument();
    expect(within(stranger!).getByText('Blocked')).toBeInTheDocument();
    const strangerCells = within(stranger!).getAllByRole('cell');
    expect(strangerCells[3]).toHaveTextContent('—');
    expect(strangerCells[4]).toHaveTextContent('Question not answered');
  });

  it('leaves out the next appointment column when no caller listed has one', async () => {
    mockApi({ 'GET /api/callers': () => json(callerListFixture([unknown])) });
    open();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Caller', 'Calls', 'Last call', 'Last outcome']);
    const [stranger] = await rows();
    expect(within(stranger!).getAllByRole('cell')).toHaveLength(4);
    expect(within(stranger!).queryByText('—')).not.toBeInTheDocument();
  });

  it('searches as the owner types (once they pause), keeping what was typed and the search in the address', async () => {
    const fetchMock = mockApi({
      'GET /api/callers': () => json(callerListFixture([callerFixture(), unknown])),
      'GET /api/callers?search=jane': () => json(callerListFixture([callerFixture()])),
      'GET /api/callers?search=nobody': () => json(callerListFixture([])),
    });
    const { router } = open();
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search callers' });
    await userEvent.type(search, 'jane');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(router.location).toEqual({ pathname: '/callers', search: '?search=jane' });
    expect(search).toHaveValue('jane');
    // One read for the whole word, not one per letter.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/callers', '/api/callers?search=jane']);

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No callers match “nobody”.')).toBeInTheDocument();
    expect(search).toHaveValue('nobody');
  });

  it('opens with the search of the address', async () => {
    mockApi({ 'GET /api/callers?search=jane': () => json(callerListFixture([callerFixture()])) });
    open('/callers?search=jane');
    expect(await rows()).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search callers' })).toHaveValue('jane');
  });

  it('loads more callers from the next page', async () => {
    const cursor = '2030-11-20T16:02:00.000Z|00000000-0000-4000-8000-0000000000a1';
    mockApi({
      'GET /api/callers': () => json(callerListFixture([callerFixture()], cursor)),
      [`GET /api/callers?cursor=${encodeURIComponent(cursor)}`]: () => json(callerListFixture([unknown])),
    });
    open();
    expect(await rows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says what the page is for while no one has called, and why the list is missing when it cannot be read', async () => {
    mockApi({ 'GET /api/callers': () => json(callerListFixture([])) });
    const first = open();
    expect(
      await screen.findByText("No callers yet: everyone who calls your agents' numbers is listed here."),
    ).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/callers': () => json({ error: { code: 'INTERNAL', message: 'The database is down.' } }, 500) });
    open();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load your callers');
    expect(error).toHaveTextContent('The database is down.');
  });
});
