import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderPage } from '../../../testing/render';
import { phoneNumberFixture } from '../testing/phone-number';
import { ConnectPage } from './connect-page';

const number = phoneNumberFixture;

const phoneTile = () => screen.getByRole('link', { name: /Get Your Agent's Phone/ });
const calendarTile = () => screen.getByRole('link', { name: /Connect Your Calendar/ });

describe('ConnectPage', () => {
  it('links to the phone numbers and the calendar, without a banner', () => {
    mockApi({
      'GET /api/phone-numbers': () => json([]),
      'GET /api/calendar/status': () => json({ connected: false, email: null }),
    });
    const { container } = renderPage(<ConnectPage />, { path: '/connect' });
    expect(phoneTile()).toHaveAttribute('href', '/phone-numbers');
    expect(calendarTile()).toHaveAttribute('href', '/calendar');
    expect(container.querySelector('img')).toBeNull();
  });

  /** A row's status marker (a dot and a word, its colour in data-color) once the status is read. */
  const markerOf = (tile: HTMLElement) =>
    waitFor(() => {
      const marker = within(tile).getByTestId('connect-status').querySelector<HTMLElement>('[data-color]');
      if (!marker) throw new Error('no status marker yet');
      return marker;
    });

  it('says a new account needs a number and a calendar, in orange as the hub does, with the one way to fix each', async () => {
    mockApi({
      'GET /api/phone-numbers': () => json([]),
      'GET /api/calendar/status': () => json({ connected: false, email: null }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const phoneMarker = await markerOf(phoneTile());
    expect(phoneMarker).toHaveTextContent('No number yet');
    expect(phoneMarker).toHaveAttribute('data-color', 'orange');
    expect(phoneTile()).toHaveTextContent('Get a phone number');
    const calendarMarker = await markerOf(calendarTile());
    expect(calendarMarker).toHaveTextContent('Not connected');
    expect(calendarMarker).toHaveAttribute('data-color', 'orange');
    // Said once: no general "Needs attention" beside what is missing.
    expect(calendarTile()).not.toHaveTextContent('Needs attention');
    expect(calendarTile()).toHaveTextContent('Connect Google Calendar');
    // The whole tile is the link: what it leads to is said in it, not offered as a second control.
    expect(within(calendarTile()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(calendarTile()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says both are connected in green, names the first number an agent answers on and the calendar account', async () => {
    mockApi({
      'GET /api/phone-numbers': () =>
        json([number('+15125550101', { assignedAgentId: null }), number('+15125550144'), number('+15125550199')]),
      'GET /api/calendar/status': () => json({ connected: true, email: 'owner@gmail.com' }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const phoneMarker = await markerOf(phoneTile());
    expect(phoneMarker).toHaveTextContent('Connected');
    expect(phoneMarker).toHaveAttribute('data-color', 'green');
    expect(within(phoneTile()).getByText('Answering on +1 (512) 555-0144 · 3 numbers')).toBeInTheDocument();
    expect(phoneTile()).toHaveTextContent('Manage your numbers');
    expect(phoneTile()).not.toHaveTextContent('Needs attention');
    const calendarMarker = await markerOf(calendarTile());
    expect(calendarMarker).toHaveTextContent('Connected');
    expect(calendarMarker).toHaveAttribute('data-color', 'green');
    expect(within(calendarTile()).getByText('owner@gmail.com')).toBeInTheDocument();
    expect(calendarTile()).not.toHaveTextContent('Connect Google Calendar');
  });

  it('says when numbers are there but none answers yet', async () => {
    mockApi({
      'GET /api/phone-numbers': () =>
        json([number('+15125550101', { status: 'pending' }), number('+15125550102', { syncError: 'refused' })]),
      'GET /api/calendar/status': () => json({ connected: true, email: null }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const phoneMarker = await markerOf(phoneTile());
    expect(phoneMarker).toHaveTextContent('Not answering yet');
    expect(phoneMarker).toHaveAttribute('data-color', 'orange');
    expect(within(phoneTile()).getByText('2 numbers')).toBeInTheDocument();
    expect(phoneTile()).toHaveTextContent('Choose the agent that answers');
    expect(await markerOf(calendarTile())).toHaveTextContent('Connected');
  });

  it('holds each status line’s place while it loads, and says briefly when a read failed', async () => {
    const numbers = deferred<Response>();
    mockApi({
      'GET /api/phone-numbers': () => numbers.promise,
      'GET /api/calendar/status': () => json({ error: { code: 'INTERNAL', message: 'Database down.' } }, 500),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const [phoneLine, calendarLineBox] = screen.getAllByTestId('connect-status');
    // The placeholder sits in the same box as what replaces it: its height is the stylesheet's,
    // not the content's.
    expect(phoneLine!.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    const box = phoneLine!.className;
    expect(box).not.toBe('');
    expect(await within(calendarLineBox!).findByText('Could not check your calendar.')).toBeInTheDocument();
    expect(calendarLineBox!.className).toBe(box);
    numbers.resolve(json([]));
    expect(await within(phoneLine!).findByText('No number yet')).toBeInTheDocument();
    expect(phoneLine!.className).toBe(box);
  });
});
