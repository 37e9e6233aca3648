import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderPage } from '../../../testing/render';
import { ConnectPage } from './connect-page';

const number = (phoneNumber: string, changes: Partial<PhoneNumber> = {}): PhoneNumber => ({
  id: `00000000-0000-4000-8000-${phoneNumber.slice(-12).padStart(12, '0')}`,
  phoneNumber,
  friendlyName: null,
  provider: 'telnyx',
  providerNumberId: 'n1',
  assignedAgentId: 'agent-1',
  capabilities: ['voice'],
  status: 'active',
  syncError: null,
  purchasedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});

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

  it('says a new account has no number and no calendar yet', async () => {
    mockApi({
      'GET /api/phone-numbers': () => json([]),
      'GET /api/calendar/status': () => json({ connected: false, email: null }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    expect(await within(phoneTile()).findByText('No number yet')).toBeInTheDocument();
    expect(await within(calendarTile()).findByText('Not connected')).toBeInTheDocument();
  });

  it('counts the numbers, names the first one an agent answers on, and the calendar account', async () => {
    mockApi({
      'GET /api/phone-numbers': () =>
        json([number('+15125550101', { assignedAgentId: null }), number('+15125550144'), number('+15125550199')]),
      'GET /api/calendar/status': () => json({ connected: true, email: 'owner@gmail.com' }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    expect(await within(phoneTile()).findByText('3 numbers · answering on (512) 555-0144')).toBeInTheDocument();
    expect(await within(calendarTile()).findByText('Connected as owner@gmail.com')).toBeInTheDocument();
  });

  it('says when numbers are there but none answers yet', async () => {
    mockApi({
      'GET /api/phone-numbers': () =>
        json([number('+15125550101', { status: 'pending' }), number('+15125550102', { syncError: 'refused' })]),
      'GET /api/calendar/status': () => json({ connected: true, email: null }),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    expect(await within(phoneTile()).findByText('2 numbers · none answering yet')).toBeInTheDocument();
    expect(await within(calendarTile()).findByText('Connected')).toBeInTheDocument();
  });

  it('holds each status line’s place while it loads, and says briefly when a read failed', async () => {
    const numbers = deferred<Response>();
    mockApi({
      'GET /api/phone-numbers': () => numbers.promise,
      'GET /api/calendar/status': () => json({ error: { code: 'INTERNAL', message: 'Database down.' } }, 500),
    });
    renderPage(<ConnectPage />, { path: '/connect' });
    const [phoneLine, calendarLineBox] = screen.getAllByTestId('connect-status');
    // The placeholder sits in a box as tall as the text that replaces it may be (two lines).
    const twoLines = 'calc(2 * calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm)))';
    expect(phoneLine!.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(phoneLine!.style.height).toBe(twoLines);
    expect(await within(calendarLineBox!).findByText('Could not check your calendar.')).toBeInTheDocument();
    numbers.resolve(json([]));
    expect(await within(phoneLine!).findByText('No number yet')).toBeInTheDocument();
    expect(phoneLine!.style.height).toBe(twoLines);
  });
});
