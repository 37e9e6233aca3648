import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationSettings } from '@portal/shared/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { NotificationsBox } from './notifications-box';

const STORED: NotificationSettings = {
  notifyUrgentEmail: true,
  dailyDigestEnabled: true,
  dailyDigestTime: '18:00',
  timezone: null,
};

/** The input of a Mantine Select (its label also names the listbox). */
const selectInput = async (label: string) =>
  (await screen.findAllByLabelText(label)).find((element) => element.tagName === 'INPUT')!;

beforeEach(() => {
  // The browser the owner uses is in Chicago.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: 'America/Chicago' };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the Notifications box', () => {
  it("guesses the browser's zone until one is saved, and saves the whole form", async () => {
    const fetchMock = mockApi({
      'GET /api/account/notifications': () => json(STORED),
      'PUT /api/account/notifications': (init) => json(JSON.parse(String(init?.body)) as NotificationSettings),
    });
    const user = userEvent.setup();
    renderPage(<NotificationsBox email="owner@example.com" />, { path: '/account-detail' });

    const zone = await selectInput('Your time zone');
    expect((zone as HTMLInputElement).value).toMatch(/^America\/Chicago \(GMT-[56]\)$/);
    expect(screen.getByText('Guessed from your browser; save to keep it.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail me at once about urgent calls' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'E-mail me at once about urgent calls' }));
    // Focus in the form loads the kit's selects; they take their stand-ins' places (and hold a listbox).
    await waitFor(() => expect(document.querySelectorAll('[role="listbox"]')).toHaveLength(2));
    await user.click(await selectInput('Send the summary at'));
    await user.click(await screen.findByRole('option', { name: '7:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));

    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toEqual({
      notifyUrgentEmail: false,
      dailyDigestEnabled: true,
      dailyDigestTime: '07:30',
      timezone: 'America/Chicago',
    });
    expect(screen.getByText('The summary goes out in this zone.')).toBeInTheDocument();
    expect(screen.queryByText('Guessed from your browser; save to keep it.')).not.toBeInTheDocument();
  }, 20_000);

  it('lists every zone once the list is opened, and finds a city typed into it', async () => {
    const fetchMock = mockApi({
      'GET /api/account/notifications': () => json({ ...STORED, timezone: 'America/Chicago' }),
      'PUT /api/account/notifications': (init) => json(JSON.parse(String(init?.body)) as NotificationSettings),
    });
    const user = userEvent.setup();
    renderPage(<NotificationsBox email="owner@example.com" />, { path: '/account-detail' });

    await user.click(await selectInput('Your time zone'));
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(300);
    // The kit's select, loaded at the first hover, took the place of the field and its focus.
    const zone = await selectInput('Your time zone');
    expect(zone).toHaveFocus();
    await user.clear(zone);
    await user.type(zone, 'Tokyo');
    await user.click(await screen.findByRole('option', { name: /^Asia\/Tokyo \(GMT\+9\)$/ }));
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({ timezone: 'Asia/Tokyo' });
  }, 20_000);

  it('turns the time off with the summary, and shows a refusal under its field', async () => {
    mockApi({
      'GET /api/account/notifications': () => json({ ...STORED, timezone: 'Europe/Berlin', dailyDigestTime: '09:07' }),
      'PUT /api/account/notifications': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'timezone: Choose a time zone from the list, such as America/Chicago.',
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderPage(<NotificationsBox email="owner@example.com" />, { path: '/account-detail' });

    const time = await selectInput('Send the summary at');
    // A stored time off the half hour stays as it is.
    expect(time).toHaveValue('9:07 AM');
    await user.click(screen.getByRole('switch', { name: 'Daily summary e-mail' }));
    // The field as it is now (the kit's select may have taken its stand-in's place).
    expect(await selectInput('Send the summary at')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save notification settings: Choose a time zone from the list, such as America/Chicago.',
    );
    expect(await selectInput('Your time zone')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a time zone from the list'),
    );
  }, 20_000);

  it('says so when the settings cannot be loaded', async () => {
    mockApi({
      'GET /api/account/notifications': () =>
        json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500),
    });
    renderPage(<NotificationsBox email="owner@example.com" />, { path: '/account-detail' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load notification settings: Something went wrong on our side. Please try again.',
    );
  });
});
