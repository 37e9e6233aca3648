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

  /** A tile's status badge (the kit's badge, by its class) and the text under it. */
  const badgeOf = (tile: HTMLElement) =>
    waitFor(() => {
      const badge = within(tile).getByTestId('connect-status').querySelector<HTMLElement>('.mantine-Badge-root');
      if (!badge) throw new Error('no status badge yet');
      return badge;
    });

  it('says a new account has no number and no calendar yet, in grey, and what each tile leads to', async () => {
    mockApi({
      'GET /api/phone-numbers': () => json([]),
      'GET /api/calendar/status': () => json({ connected: false, email: null }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const phoneBadge = await badgeOf(phoneTile());
    expect(phoneBadge).toHaveTextContent('No number yet');
    expect(phoneBadge.style.getPropertyValue('--badge-color')).toContain('gray');
    expect(phoneTile()).toHaveTextContent('Get your first number');
    const calendarBadge = await badgeOf(calendarTile());
    expect(calendarBadge).toHaveTextContent('Not Connected');
    expect(calendarBadge.style.getPropertyValue('--badge-color')).toContain('gray');
    expect(calendarTile()).toHaveTextContent('Connect Google Calendar');
    // The whole tile is the link: what it leads to is said in it, not offered as a second control.
    expect(within(calendarTile()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(calendarTile()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts the numbers in green, names the first one an agent answers on, and the calendar account', async () => {
    mockApi({
      'GET /api/phone-numbers': () =>
        json([number('+15125550101', { assignedAgentId: null }), number('+15125550144'), number('+15125550199')]),
      'GET /api/calendar/status': () => json({ connected: true, email: 'owner@gmail.com' }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const phoneBadge = await badgeOf(phoneTile());
    expect(phoneBadge).toHaveTextContent('3 numbers');
    expect(phoneBadge.style.getPropertyValue('--badge-color')).toContain('green');
    expect(within(phoneTile()).getByText('Answering on (512) 555-0144')).toBeInTheDocument();
    expect(phoneTile()).not.toHaveTextContent('Get your first number');
    const calendarBadge = await badgeOf(calendarTile());
    expect(calendarBadge).toHaveTextContent('Connected');
    expect(calendarBadge.style.getPropertyValue('--badge-color')).toContain('green');
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
    const phoneBadge = await badgeOf(phoneTile());
    expect(phoneBadge).toHaveTextContent('2 numbers');
    expect(phoneBadge.style.getPropertyValue('--badge-color')).toContain('orange');
    expect(within(phoneTile()).getByText('None answering yet')).toBeInTheDocument();
    expect(await badgeOf(calendarTile())).toHaveTextContent('Connected');
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
