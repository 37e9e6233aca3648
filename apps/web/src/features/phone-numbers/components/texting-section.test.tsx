import {
  PIN_FORMAT,
  PIN_NOT_EXPECTED,
  PIN_WRONG,
  REGISTRATION_NOT_FOUND,
  TEXTING_FEES,
} from '@portal/shared/texting.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { REVIEW_REFRESH_MS } from '../api/texting-registration';
import { registration } from '../testing/texting-fixtures';
import { TEXTING_EXPLANATION, TEXTING_ON, TextingSection } from './texting-section';

const READ = 'GET /api/texting/registration';

const stepRow = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('TextingSection', { timeout: 20_000 }, () => {
  it('explains registering and its fees before anything is submitted', async () => {
    mockApi({ [READ]: () => json(registration()) });
    renderPage(<TextingSection />);
    expect(await screen.findByText(REGISTRATION_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByText(TEXTING_EXPLANATION)).toBeInTheDocument();
    // The status is the section's subheading, above what it means.
    expect(screen.getByRole('heading', { level: 3, name: REGISTRATION_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByText(TEXTING_EXPLANATION).style.getPropertyValue('--text-fz')).toBe(
      'var(--mantine-font-size-sm)',
    );
    // The costs as a list, one charge a line with its amount first, then what a rejection costs.
    const fees = screen.getByRole('list', { name: 'Telnyx charges, at cost' });
    expect(
      within(fees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `$${TEXTING_FEES.brand} to register your business, each time it is submitted`,
      `$${TEXTING_FEES.campaignVetting} to review your texting campaign`,
      `$${TEXTING_FEES.campaignMonthly} a month for the campaign, the first ${TEXTING_FEES.upfrontMonths} months up front`,
    ]);
    expect(screen.getByText('Nothing is refunded if the registration is rejected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register for texting' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registration steps' })).not.toBeInTheDocument();
  });

  it('shows each step waiting for approval, and reads again while one waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockApi({ [READ]: () => json(registration({ brand: { status: 'pending' } })) });
      renderPage(<TextingSection />);
      expect(await screen.findByText('Your business')).toBeInTheDocument();
      expect(within(stepRow('Your business')).getByText('Waiting for approval')).toBeInTheDocument();
      expect(within(stepRow('Texting campaign')).getByText('Not started')).toBeInTheDocument();
      expect(within(stepRow('Your numbers')).getByText('Not started')).toBeInTheDocument();
      const reads = fetchMock.mock.calls.length;
      await vi.advanceTimersByTimeAsync(REVIEW_REFRESH_MS);
      await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(reads));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a rejected step's reason and reopens the form with what can be kept", async () => {
    const reason = 'The EIN does not match the legal name.';
    mockApi({ [READ]: () => json(registration({ brand: { status: 'rejected', reason } })) });
    renderPage(<TextingSection />);
    const row = await screen.findByText('Rejected').then(() => stepRow('Your business'));
    expect(within(row).getByText(reason)).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Fix and submit again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for texting' });
    expect(within(dialog).getByLabelText(/Business name/)).toHaveValue('Bright Smiles');
    expect(within(dialog).getByLabelText(/Legal name/)).toHaveValue('Bright Smiles LLC');
    expect(within(dialog).getByLabelText(/^EIN/)).toHaveValue('');
    expect(within(dialog).getByText('You gave •••• 6789: type it again')).toBeInTheDocument();
  });

  it('asks a sole proprietor for the texted PIN and says when it is wrong', async () => {
    const fetchMock = mockApi({
      [READ]: () => json(registration({ brand: { status: 'pending' } }, { needsPin: true })),
      'POST /api/texting/registration/pin': () =>
        json({ error: { code: 'VALIDATION_FAILED', message: PIN_WRONG } }, 400),
    });
    renderPage(<TextingSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Enter the PIN we texted to your mobile'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(PIN_WRONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Enter the PIN we texted to your mobile')).toHaveValue('123456');
    const pinCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/pin'));
    expect(sentBody(fetchMock, pinCall)).toEqual({ pin: '123456' });
  });

  it('says texting is on once every step is approved', async () => {
    const approved = { status: 'approved' as const };
    mockApi({
      [READ]: () => json(registration({ brand: approved, campaign: approved, numbers: approved }, { textingOn: true })),
    });
    renderPage(<TextingSection />);
    expect(await screen.findByText(TEXTING_ON)).toBeInTheDocument();
    expect(screen.getAllByText('Approved')).toHaveLength(3);
    expect(screen.queryByLabelText('Enter the PIN we texted to your mobile')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a PIN of letters, under the field',
      json({ error: { code: 'VALIDATION_FAILED', message: `pin: ${PIN_FORMAT}` } }, 400),
      PIN_FORMAT,
    ],
    [
      'a PIN no longer awaited',
      json({ error: { code: 'CONFLICT', message: PIN_NOT_EXPECTED } }, 409),
      PIN_NOT_EXPECTED,
    ],
  ])('shows the refusal of %s', async (_, answer, message) => {
    mockApi({
      [READ]: () => json(registration({ brand: { status: 'pending' } }, { needsPin: true })),
      'POST /api/texting/registration/pin': () => answer,
    });
    renderPage(<TextingSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Enter the PIN we texted to your mobile'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says so in the owner's words when the registration cannot be read", async () => {
    const message = 'Something went wrong on our side. Try again in a minute.';
    mockApi({ [READ]: () => json({ error: { code: 'INTERNAL', message } }, 500) });
    renderPage(<TextingSection />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
