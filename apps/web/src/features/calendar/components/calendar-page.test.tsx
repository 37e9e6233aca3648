import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { CalendarPage } from './calendar-page';

const connected = { connected: true, email: 'owner@gmail.com' };

describe('CalendarPage', { timeout: 20_000 }, () => {
  it('shows Not connected with a Connect button', async () => {
    mockApi({ 'GET /api/calendar/status': () => json({ connected: false, email: null }) });
    renderPage(<CalendarPage />, { path: '/calendar' });
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled();
  });

  it('reads the result of a return from Google, clears the query and shows the banner', async () => {
    mockApi({ 'GET /api/calendar/status': () => json(connected) });
    const { router } = renderPage(<CalendarPage />, { path: '/calendar?google_auth_status=success' });
    expect(await screen.findByText('Google Calendar connected successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('owner@gmail.com')).toBeInTheDocument();
  });

  it('shows the error message of a failed return', async () => {
    mockApi({ 'GET /api/calendar/status': () => json({ connected: false, email: null }) });
    renderPage(<CalendarPage />, {
      path: '/calendar?google_auth_status=error&message=Google+returned+an+error%3A+access_denied',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Google returned an error: access_denied');
  });

  it('disconnects after a confirm', async () => {
    mockApi({
      'GET /api/calendar/status': () => json(connected),
      'POST /api/calendar/disconnect': () => json({ connected: false, email: null, warning: null }),
    });
    const user = userEvent.setup();
    renderPage(<CalendarPage />, { path: '/calendar' });
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    expect(dialog).toHaveTextContent('owner@gmail.com');
    await user.click(screen.getAllByRole('button', { name: 'Disconnect' }).at(-1)!);
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
  });

  it("says 'Failed to load calendar status' and the session text on 401", async () => {
    mockApi({ 'GET /api/calendar/status': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) });
    renderPage(<CalendarPage />, { path: '/calendar' });
    expect(await screen.findByText('Failed to load calendar status: boom')).toBeInTheDocument();
  });
});
