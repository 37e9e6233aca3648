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
  textAlertsMobile: null,
};

const MOBILE_HELP =
  "Agents text urgent calls and messages here when you switch it on in their Texts card. It can differ from your profile's phone number.";
const mobileField = () => screen.getByRole('textbox', { name: 'Your mobile, for texts' });

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
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });

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
      textAlertsMobile: '',
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
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });

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
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });

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

  it('saves the mobile for texts as typed, and shows the one the server kept as people write it', async () => {
    const fetchMock = mockApi({
      'GET /api/account/notifications': () => json({ ...STORED, timezone: 'America/Chicago' }),
      'PUT /api/account/notifications': () =>
        json({ ...STORED, timezone: 'America/Chicago', textAlertsMobile: '+15125550199' }),
    });
    const user = userEvent.setup();
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });

    await screen.findByRole('button', { name: 'Save Notifications' });
    expect(mobileField()).toHaveValue('');
    expect(mobileField()).toHaveAccessibleDescription(MOBILE_HELP);
    expect(mobileField()).not.toBeRequired();
    await user.type(mobileField(), '512.555.0199');
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));

    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({ textAlertsMobile: '512.555.0199' });
    expect(mobileField()).toHaveValue('+1 (512) 555-0199');
  }, 20_000);

  it('clears the mobile when emptied, and shows a refused number under its field, as typed', async () => {
    let answer = (init: RequestInit | undefined) => json(JSON.parse(String(init?.body)) as NotificationSettings);
    const fetchMock = mockApi({
      'GET /api/account/notifications': () =>
        json({ ...STORED, timezone: 'America/Chicago', textAlertsMobile: '+15125550199' }),
      'PUT /api/account/notifications': (init) => answer(init),
    });
    const user = userEvent.setup();
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });

    expect(await screen.findByRole('textbox', { name: 'Your mobile, for texts' })).toHaveValue('+1 (512) 555-0199');
    await user.clear(mobileField());
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({ textAlertsMobile: '' });

    const refusal =
      'Your mobile, for texts must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.';
    answer = () => json({ error: { code: 'VALIDATION_FAILED', message: `textAlertsMobile: ${refusal}` } }, 400);
    await user.type(mobileField(), 'call my office');
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    // (The toast of the first save is an alert too.)
    expect(await screen.findByText(`Failed to save notification settings: ${refusal}`)).toBeInTheDocument();
    expect(mobileField()).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(mobileField()).toHaveAttribute('aria-invalid', 'true');
    expect(mobileField()).toHaveValue('call my office');

    // Typing again takes the refusal away from the field.
    await user.type(mobileField(), '!');
    expect(mobileField()).not.toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it("offers the profile's phone number for the mobile, and says when the two are the same", async () => {
    const fetchMock = mockApi({
      'GET /api/account/notifications': () => json({ ...STORED, timezone: 'America/Chicago' }),
      'PUT /api/account/notifications': () =>
        json({ ...STORED, timezone: 'America/Chicago', textAlertsMobile: '+15125550100' }),
    });
    const user = userEvent.setup();
    const profilePhone = { e164: '+15125550100', display: '(512) 555-0100' };
    renderPage(<NotificationsBox profilePhone={profilePhone} />, {
      path: '/account-detail',
    });

    const use = await screen.findByRole('button', { name: 'Use (512) 555-0100 from my profile' });
    expect(mobileField()).toHaveValue('');
    await user.click(use);
    expect(mobileField()).toHaveValue('+1 (512) 555-0100');
    expect(screen.getByText("Same as your profile's phone number")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from my profile$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Notifications' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({ textAlertsMobile: '+1 (512) 555-0100' });

    // Another number typed in its place: the profile's is offered again.
    await user.clear(mobileField());
    await user.type(mobileField(), '(512) 555-0199');
    expect(screen.queryByText("Same as your profile's phone number")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use (512) 555-0100 from my profile' })).toBeEnabled();
  }, 20_000);

  it('offers nothing from a profile without a phone number; the hint says the two may differ', async () => {
    mockApi({ 'GET /api/account/notifications': () => json({ ...STORED, timezone: 'America/Chicago' }) });
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });
    await screen.findByRole('button', { name: 'Save Notifications' });
    expect(mobileField()).toHaveAccessibleDescription(MOBILE_HELP);
    expect(screen.queryByRole('button', { name: /from my profile$/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Same as your profile's phone number")).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    mockApi({
      'GET /api/account/notifications': () =>
        json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500),
    });
    renderPage(<NotificationsBox profilePhone={null} />, { path: '/account-detail' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load notification settings: Something went wrong on our side. Please try again.',
    );
  });
});
