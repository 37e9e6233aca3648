import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, renderPage } from '../../../testing/render';
import { GoogleCallbackPage } from './google-callback-page';

const calendarRoute = [{ path: '/calendar', element: <p>calendar page</p> }];
const open = (query: string) =>
  renderPage(<GoogleCallbackPage />, { path: `/google-auth-callback${query}`, routes: calendarRoute });

afterEach(() => vi.useRealTimers());

describe('GoogleCallbackPage', () => {
  it('exchanges the code, shows progress, and returns to /calendar with success after 1.5 s', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockApi({ 'POST /api/calendar/exchange': () => answer.promise });
    const { router } = open('?code=4/abc&state=s-1&scope=email');
    expect(screen.getByText('Connecting your Google Calendar...')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ code: '4/abc', state: 's-1' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => answer.resolve(json({ connected: true, email: 'me@gmail.com' })));
    expect(await screen.findByText('Google Calendar connected! Taking you back...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1400));
    expect(router.location.pathname).toBe('/google-auth-callback');
    await act(async () => vi.advanceTimersByTime(200));
    expect(`${router.location.pathname}${router.location.search}`).toBe('/calendar?google_auth_status=success');
  });

  it("reports Google's error and returns with it after 3 s, without calling the server", async () => {
    const fetchMock = mockApi({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = open('?error=access_denied&state=s-1');
    expect(screen.getByRole('alert')).toHaveTextContent('Google returned an error: access_denied');
    await act(async () => vi.advanceTimersByTime(2900));
    expect(router.location.pathname).toBe('/google-auth-callback');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.location.pathname).toBe('/calendar');
    const expected = new URLSearchParams({
      google_auth_status: 'error',
      message: 'Google returned an error: access_denied',
    });
    expect(router.location.search).toBe(`?${expected}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs both code and state', () => {
    mockApi({});
    open('?code=4/abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Missing authorization code or state token from Google. Please try again.',
    );
  });

  it('maps a 401 to the session text', async () => {
    mockApi({ 'POST /api/calendar/exchange': () => json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401) });
    open('?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session expired or is invalid. Please log in again.',
    );
  });

  it('shows the server reason after Connection failed', async () => {
    const refused = {
      error: { code: 'BAD_REQUEST', message: 'This Google connection request is invalid or has expired.' },
    };
    mockApi({ 'POST /api/calendar/exchange': () => json(refused, 400) });
    open('?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connection failed: This Google connection request is invalid or has expired.',
    );
  });
});
