import type { NotificationSettings } from '@portal/shared/notifications';
import type { TextingRegistration } from '@portal/shared/texting';
import {
  DEFAULT_TEXTING_SETTINGS,
  OWNER_MOBILE_NEEDED,
  TEXTING_WAITS,
  templateProblem,
  type TextingSettings,
} from '@portal/shared/texts.plain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const REGISTRATION = 'GET /api/texting/registration';
const NOTIFICATIONS = 'GET /api/account/notifications';
const SAVE = 'PATCH /api/agents/agent-1/sections/texts';

const step = (status: 'not_started' | 'approved') => ({ status, reason: null });
const registration = (textingOn: boolean): TextingRegistration => ({
  steps: textingOn
    ? { brand: step('approved'), campaign: step('approved'), numbers: step('approved') }
    : { brand: step('not_started'), campaign: step('not_started'), numbers: step('not_started') },
  textingOn,
  needsPin: false,
  submittedAt: textingOn ? '2026-11-20T10:00:00.000Z' : null,
  details: null,
});
const notifications = (textAlertsMobile: string | null): NotificationSettings => ({
  notifyUrgentEmail: true,
  dailyDigestEnabled: false,
  dailyDigestTime: '18:00',
  timezone: null,
  textAlertsMobile,
});

const withTexts = (changes: Partial<TextingSettings>) =>
  agentFixture({ businessName: 'Bright Smile Dental', textingSettings: { ...DEFAULT_TEXTING_SETTINGS, ...changes } });

function serve({ textingOn = true, mobile = '+15125550199' as string | null } = {}) {
  return mockApi({
    [REGISTRATION]: () => json(registration(textingOn)),
    [NOTIFICATIONS]: () => json(notifications(mobile)),
    [SAVE]: () => json({ agent: agentFixture(), syncError: null }),
  });
}

/** The row of one text: its switch, and its template, details and preview while it is on. */
const row = (title: string) => within(screen.getByRole('group', { name: title }));
const save = () => screen.getByRole('button', { name: 'Save' });

describe('Texts editor', () => {
  it('waits for the texting registration: switches disabled, a text already on still shown on', async () => {
    serve({ textingOn: false });
    renderSection('texts', withTexts({ missedCall: { ...DEFAULT_TEXTING_SETTINGS.missedCall, on: true } }));
    expect(await screen.findByText(TEXTING_WAITS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Phone Numbers' })).toHaveAttribute('href', '/phone-numbers');
    const booking = screen.getByRole('switch', { name: 'Booking confirmation' });
    expect(booking).toBeDisabled();
    expect(booking).not.toBeChecked();
    expect(booking).toHaveAccessibleDescription(
      'Texted to the caller after the agent books, when they agreed to a text on the call.',
    );
    const missed = screen.getByRole('switch', { name: 'Missed-call text-back' });
    expect(missed).toBeDisabled();
    expect(missed).toBeChecked();
    // Its text can still be read and corrected.
    expect(row('Missed-call text-back').getByLabelText('Template')).toHaveValue(
      DEFAULT_TEXTING_SETTINGS.missedCall.template,
    );
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
  });

  it('switches a text on once texting is approved, showing its template and preview', async () => {
    serve();
    renderSection('texts', withTexts({}));
    const booking = await screen.findByRole('switch', { name: 'Booking confirmation' });
    await waitFor(() => expect(booking).toBeEnabled());
    expect(screen.queryByText(TEXTING_WAITS)).not.toBeInTheDocument();
    expect(row('Booking confirmation').queryByLabelText('Template')).not.toBeInTheDocument();
    fireEvent.click(booking);
    expect(booking).toBeChecked();
    const text = row('Booking confirmation').getByLabelText('Template');
    expect(text).toHaveValue(DEFAULT_TEXTING_SETTINGS.booking.template);
    // The business's own name and the sample details fill the preview.
    expect(
      row('Booking confirmation').getByText(
        "Bright Smile Dental: you're booked for Routine cleaning on Mon, Nov 30 at 10:00 AM EST. To change it, call (512) 555-0142. Reply STOP to opt out.",
      ),
    ).toBeInTheDocument();
    expect(row('Booking confirmation').getByText('145 characters · 1 segment · plain text')).toBeInTheDocument();
  });

  it('counts the preview as carriers do: 161 plain characters are 2 segments, an emoji makes it Unicode', async () => {
    serve();
    renderSection('texts', agentFixture({ textingSettings: DEFAULT_TEXTING_SETTINGS }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Missed-call text-back' }));
    const missed = row('Missed-call text-back');
    // 'Your business' (no business name yet), a space and 147 letters: 161 characters.
    fireEvent.change(missed.getByLabelText('Template'), { target: { value: `{business} ${'a'.repeat(147)}` } });
    expect(missed.getByText('161 characters · 2 segments · plain text')).toBeInTheDocument();
    fireEvent.change(missed.getByLabelText('Template'), { target: { value: '{business} Sorry we missed you 😀' } });
    expect(missed.getByText('Your business Sorry we missed you 😀')).toBeInTheDocument();
    expect(missed.getByText('35 characters · 1 segment · Unicode')).toBeInTheDocument();
    expect(
      missed.getByText('An emoji or special character makes each segment hold 70 characters instead of 160.'),
    ).toBeInTheDocument();
    // 71 characters of Unicode no longer fit one segment.
    fireEvent.change(missed.getByLabelText('Template'), { target: { value: `{business} 😀${'a'.repeat(56)}` } });
    expect(missed.getByText('71 characters · 2 segments · Unicode')).toBeInTheDocument();
  });

  it('shows the problem of a template with a detail the text cannot fill in, and disables Save', async () => {
    serve();
    renderSection('texts', withTexts({ booking: { ...DEFAULT_TEXTING_SETTINGS.booking, on: true } }));
    const text = (await screen.findAllByLabelText('Template'))[0]!;
    fireEvent.change(text, { target: { value: '{business}: see you at {time}.' } });
    const problem = templateProblem('booking', '{business}: see you at {time}.')!;
    expect(problem).toContain('{time} is not something the text can fill in');
    expect(screen.getByText(problem)).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(problem);
    await waitFor(() => expect(save()).toBeDisabled());
    // Switched off, a text that could never be sent stays open with its problem, so it can be fixed.
    fireEvent.click(screen.getByRole('switch', { name: 'Booking confirmation' }));
    expect(screen.getByText(problem)).toBeInTheDocument();
    fireEvent.change(text, { target: { value: '' } });
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
    expect(row('Booking confirmation').queryByLabelText('Template')).not.toBeInTheDocument();
  });

  it('inserts a detail where the caret is', async () => {
    serve();
    renderSection('texts', withTexts({ cancel: { ...DEFAULT_TEXTING_SETTINGS.cancel, on: true } }));
    const cancel = row('Cancellation confirmation');
    const text = (await cancel.findByLabelText('Template')) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: '{business}: your  visit is cancelled.' } });
    text.setSelectionRange(17, 17);
    const details = within(cancel.getByRole('group', { name: 'Insert:' }));
    expect(details.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Business name',
      'Appointment type',
      'Date and time, with the time zone',
      'The number the caller called',
    ]);
    fireEvent.click(details.getByRole('button', { name: 'Appointment type' }));
    expect(text).toHaveValue('{business}: your {service} visit is cancelled.');
    expect(text).toHaveFocus();
    expect(text.selectionStart).toBe(26);
    // A selection is replaced.
    text.setSelectionRange(27, 32);
    fireEvent.click(details.getByRole('button', { name: 'Date and time, with the time zone' }));
    expect(text).toHaveValue('{business}: your {service} {when} is cancelled.');
  });

  it('asks for the owner’s mobile when none is set, beside the texts to it', async () => {
    serve({ mobile: null });
    renderSection('texts', withTexts({}));
    const notice = await screen.findByText(OWNER_MOBILE_NEEDED, { exact: false });
    const mobileTexts = within(screen.getByRole('region', { name: 'Texts to your mobile' }));
    expect(mobileTexts.getByText(OWNER_MOBILE_NEEDED, { exact: false })).toBe(notice);
    expect(mobileTexts.getByRole('link', { name: 'Open Notification Settings' })).toHaveAttribute(
      'href',
      '/account-detail#notifications',
    );
  });

  it('says nothing of the mobile when one is set', async () => {
    serve();
    renderSection('texts', withTexts({}));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Messages to your mobile' })).toBeEnabled());
    expect(screen.queryByText(OWNER_MOBILE_NEEDED, { exact: false })).not.toBeInTheDocument();
  });

  it('saves every text’s switch and template, trimmed', async () => {
    const fetchMock = serve();
    renderSection('texts', withTexts({}));
    const urgent = await screen.findByRole('switch', { name: 'Urgent matters to your mobile' });
    await waitFor(() => expect(urgent).toBeEnabled());
    fireEvent.click(urgent);
    fireEvent.change(row('Urgent matters to your mobile').getByLabelText('Template'), {
      target: { value: '  Urgent: {caller} {link}  ' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Booking confirmation' }));
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await screen.findByText('Texts saved successfully!');
    // The reads of the registration and the mobile came first.
    const patch = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(sentBody(fetchMock, patch)).toEqual({
      textingSettings: {
        ...DEFAULT_TEXTING_SETTINGS,
        booking: { ...DEFAULT_TEXTING_SETTINGS.booking, on: true },
        ownerUrgent: { on: true, template: 'Urgent: {caller} {link}' },
      },
    });
  });
});
