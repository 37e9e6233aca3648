import { DEFAULT_PRIVACY_SETTINGS, PRIVACY_TEXTS, STAY_ON_LINE_ASK } from '@portal/shared/agents/privacy.plain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const SAVE = 'PATCH /api/agents/agent-1/sections/privacy';
const GREETING = 'Thanks for calling Bright Smile Dental. How can I help?';
const agent = (settings: Partial<typeof DEFAULT_PRIVACY_SETTINGS> = {}) =>
  agentFixture({
    businessName: 'Bright Smile Dental',
    greeting: GREETING,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...settings },
  });
const serve = () => mockApi({ [SAVE]: () => json({ agent: agentFixture(), syncError: null }) });
const save = () => screen.getByRole('button', { name: 'Save' });
const heard = () =>
  within(screen.getByRole('region', { name: 'What callers hear first' }))
    .getAllByText(/./)
    .slice(1)
    .map((line) => line.textContent);

describe('Recording & Privacy editor', () => {
  it('shows the defaults: recorded, the notice spoken before the greeting, each control labelled and explained', async () => {
    serve();
    renderSection('privacy', agent());
    const recording = await screen.findByRole('switch', { name: PRIVACY_TEXTS.recording });
    expect(recording).toBeChecked();
    expect(recording).toHaveAccessibleDescription(PRIVACY_TEXTS.recordingHelp);
    expect(screen.getByRole('radio', { name: 'Spoken before the greeting' })).toBeChecked();
    expect(screen.getByText(PRIVACY_TEXTS.noticeHelp)).toBeInTheDocument();
    expect(screen.getByLabelText(PRIVACY_TEXTS.noticeText)).toHaveValue('This call is recorded.');
    expect(screen.getByRole('switch', { name: PRIVACY_TEXTS.announceAi })).not.toBeChecked();
    expect(screen.getByLabelText(PRIVACY_TEXTS.aiDisclosureText)).toHaveAccessibleDescription(
      PRIVACY_TEXTS.aiDisclosureHelp,
    );
    expect(heard()).toEqual([`This call is recorded. ${GREETING}`]);
  });

  it('previews the platform’s notice, the disclosure up front, and nothing announced with recording off', async () => {
    serve();
    renderSection('privacy', agent());
    fireEvent.click(await screen.findByRole('radio', { name: 'Callers agree by staying on the line' }));
    fireEvent.click(screen.getByRole('switch', { name: PRIVACY_TEXTS.announceAi }));
    expect(heard()).toEqual([
      `This call is recorded. ${STAY_ON_LINE_ASK}`,
      `I'm an AI assistant for Bright Smile Dental. ${GREETING}`,
    ]);
    fireEvent.click(screen.getByRole('switch', { name: PRIVACY_TEXTS.recording }));
    expect(screen.queryByRole('radio', { name: 'Spoken before the greeting' })).not.toBeInTheDocument();
    expect(screen.getByText('The call is not recorded, so callers are not told of a recording.')).toBeInTheDocument();
    expect(heard()).toEqual([`I'm an AI assistant for Bright Smile Dental. ${GREETING}`]);
  });

  it('says what is missing and keeps Save off while the notice is empty', async () => {
    serve();
    renderSection('privacy', agent());
    const notice = await screen.findByLabelText(PRIVACY_TEXTS.noticeText);
    fireEvent.change(notice, { target: { value: '  ' } });
    expect(await screen.findByText(PRIVACY_TEXTS.noticeRequired)).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('saves the settings, the texts trimmed', async () => {
    const fetchMock = serve();
    renderSection('privacy', agent());
    fireEvent.click(await screen.findByRole('radio', { name: 'Callers agree by staying on the line' }));
    fireEvent.change(screen.getByLabelText(PRIVACY_TEXTS.noticeText), {
      target: { value: '  Calls are recorded for training.  ' },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await screen.findByText('Recording & Privacy saved successfully!');
    const patch = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(sentBody(fetchMock, patch)).toEqual({
      privacySettings: {
        ...DEFAULT_PRIVACY_SETTINGS,
        notice: 'stay-on-line',
        noticeText: 'Calls are recorded for training.',
      },
    });
  });
});
