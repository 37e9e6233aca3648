import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacySettings } from '@portal/shared/privacy.plain';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { RetentionSection } from './retention-section';

const KEPT: PrivacySettings = { retentionDays: null, redactSensitive: false };

const selectInput = async (label: string) =>
  (await screen.findAllByLabelText(label)).find((element) => element.tagName === 'INPUT')!;

describe('the Recordings and transcripts section', () => {
  it('shows the settings, saves 30 days and redaction, and says what stays', async () => {
    const fetchMock = mockApi({
      'GET /api/account/privacy': () => json(KEPT),
      'PATCH /api/account/privacy': (init) => json(JSON.parse(String(init?.body)) as PrivacySettings),
    });
    const user = userEvent.setup();
    renderPage(<RetentionSection />, { path: '/account/privacy' });

    expect(await screen.findByRole('heading', { name: 'Recordings and transcripts' })).toBeInTheDocument();
    const retention = await selectInput('Keep recordings and transcripts');
    expect((retention as HTMLInputElement).value).toBe('Until I delete them');
    expect(screen.getByText(/The outcome, times, duration and cost of each call are kept/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Hide card numbers and social security numbers' }));
    await waitFor(() => expect(document.querySelectorAll('[role="listbox"]')).toHaveLength(1));
    await user.click(await selectInput('Keep recordings and transcripts'));
    for (const choice of ['30 days', '90 days', '1 year', 'Until I delete them']) {
      expect(await screen.findByRole('option', { name: choice })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: '30 days' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Privacy settings saved.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(sentBody(fetchMock, patch)).toEqual({ retentionDays: 30, redactSensitive: true });
    expect(screen.getByText(/Older ones are deleted soon after you save/)).toBeInTheDocument();
  });

  it('says in the owner’s words when the settings cannot be read, and reads them again', async () => {
    let fail = true;
    mockApi({
      'GET /api/account/privacy': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500)
          : json(KEPT),
    });
    const user = userEvent.setup();
    renderPage(<RetentionSection />, { path: '/account/privacy' });
    expect(await screen.findByText('Could not load your privacy settings')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await selectInput('Keep recordings and transcripts')).toBeInTheDocument();
  });
});
