import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_ID, scenarioFixture } from '../testing/fixtures';
import { json, mockApi, renderPage, sentBody } from '../testing/render';
import { ScenarioModal } from './scenario-modal';

const base = `/api/agents/${AGENT_ID}/scenarios`;

function open(scenario = null as Parameters<typeof ScenarioModal>[0]['scenario']) {
  const onClose = vi.fn();
  renderPage(
    <ScenarioModal
      agentId={AGENT_ID}
      timezone="America/Chicago"
      scenario={scenario}
      opened
      session={1}
      fullScreen={false}
      onClose={onClose}
    />,
  );
  const user = userEvent.setup();
  // Pasting keeps long texts quick to enter in jsdom; typing is checked where it matters.
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  const dialog = screen.getByRole('dialog', { name: scenario ? 'Edit scenario' : 'Add scenario' });
  return { onClose, user, fill, dialog };
}

describe('ScenarioModal', () => {
  it("shows the shared schema's messages at the fields and moves focus to the first", async () => {
    const fetchMock = mockApi({});
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Give the scenario a title.'));
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Line 1' })).toHaveAccessibleDescription(
      'A caller turn cannot be empty.',
    );
    expect(within(dialog).getByRole('group', { name: 'What the agent must do' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one expectation.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    // Errors follow the typing once a save was tried.
    await user.type(title, 'Ask about whitening');
    expect(title).not.toHaveAccessibleDescription(expect.stringContaining('Give the scenario a title.'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mentioned a text' }));
    const text = within(dialog).getByRole('textbox', { name: 'Text the agent must say' });
    expect(text).toHaveAccessibleDescription('Enter the text to look for.');
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect(within(dialog).getByRole('textbox', { name: 'Line 1' })).toHaveFocus();
  });

  it('adds and removes caller lines, at most eight', async () => {
    mockApi({});
    const { user, dialog } = open();
    expect(within(dialog).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    const add = within(dialog).getByRole('button', { name: 'Add a line' });
    for (let count = 1; count < 8; count += 1) await user.click(add);
    expect(within(dialog).getAllByRole('textbox', { name: /^Line \d$/ })).toHaveLength(8);
    expect(within(dialog).getByRole('button', { name: 'At most 8 lines' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Line 2' }), 'Second');
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 1' }));
    expect(within(dialog).getByRole('textbox', { name: 'Line 1' })).toHaveValue('Second');
    expect(within(dialog).getByRole('button', { name: 'Add a line' })).toBeEnabled();
  });

  it('keeps everything typed and says why when the server refuses the save', async () => {
    const fetchMock = mockApi({
      [`POST ${base}`]: () =>
        json({ error: { code: 'CONFLICT', message: 'An agent can have at most 30 scenarios.' } }, 409),
    });
    const { user, fill, dialog, onClose } = open();
    await fill(within(dialog).getByRole('textbox', { name: 'Title' }), 'Ask about whitening');
    await fill(within(dialog).getByRole('textbox', { name: 'Line 1' }), 'How much is whitening?');
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Line 2' }), 'Do you take insurance?');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mentioned a text' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Text the agent must say' }), 'insurance');
    await user.click(within(dialog).getByRole('button', { name: 'Add another text' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Text the agent must say (2)' }), 'price');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ended politely' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An agent can have at most 30 scenarios.');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Ask about whitening');
    expect(within(dialog).getByRole('textbox', { name: 'Line 2' })).toHaveValue('Do you take insurance?');
    expect(within(dialog).getByRole('textbox', { name: 'Text the agent must say (2)' })).toHaveValue('price');
    expect(sentBody(fetchMock)).toEqual({
      title: 'Ask about whitening',
      callerTurns: ['How much is whitening?', 'Do you take insurance?'],
      expectations: [
        { kind: 'mentions', text: 'insurance' },
        { kind: 'mentions', text: 'price' },
        { kind: 'ended_politely' },
      ],
      callAt: null,
      transfersUnanswered: false,
    });
  });

  it('edits a scenario from what it holds and closes once saved', async () => {
    const scenario = scenarioFixture({
      title: 'Prices',
      callerTurns: ['How much is a cleaning?'],
      expectations: [{ kind: 'not_mentions', text: 'discount' }, { kind: 'ended_politely' }],
    });
    const fetchMock = mockApi({
      [`PATCH ${base}/${scenario.id}`]: (init) => json({ ...scenario, ...JSON.parse(String(init!.body)) }),
    });
    const { user, dialog, onClose } = open(scenario);
    expect(within(dialog).getByRole('checkbox', { name: 'Did not mention a text' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Text the agent must not say' })).toHaveValue('discount');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ended politely' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Booked an appointment within the rules' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({
      title: 'Prices',
      callerTurns: ['How much is a cleaning?'],
      expectations: [{ kind: 'booked' }, { kind: 'not_mentions', text: 'discount' }],
      callAt: null,
      transfersUnanswered: false,
    });
  });

  it('sets when the call happens and that nobody answers a transfer, in the agent’s zone', async () => {
    const scenario = scenarioFixture({ title: 'Billing at night', expectations: [{ kind: 'not_transferred' }] });
    const fetchMock = mockApi({
      [`PATCH ${base}/${scenario.id}`]: (init) => json({ ...scenario, ...JSON.parse(String(init!.body)) }),
    });
    const { user, dialog, onClose } = open(scenario);
    const when = within(dialog).getByRole('radiogroup', { name: 'When the call happens' });
    expect(when).toHaveAccessibleDescription("Times are in the agent's time zone, America/Chicago.");
    expect(within(when).getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Time' })).toBeNull();

    await user.click(within(when).getByRole('radio', { name: 'On a day of the week' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), 'Wednesday');
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '21:00' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nobody answers a transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ callAt: { on: 'Wed', time: '21:00' }, transfersUnanswered: true });
  });

  it('asks for the date and a time it can read, with the shared schema’s words, focus on the first', async () => {
    const scenario = scenarioFixture({ callAt: { on: '2026-11-26', time: '10:00' } });
    const fetchMock = mockApi({});
    const { user, dialog } = open(scenario);
    expect(within(dialog).getByRole('radio', { name: 'On a date' })).toBeChecked();
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveValue('2026-11-26');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect(date).toHaveAccessibleDescription('Choose the day or the date of the call.');
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription('Enter the time of the call.');
    expect(date).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    // Any time again: nothing left to fix.
    await user.click(within(dialog).getByRole('radio', { name: 'Any time' }));
    expect(within(dialog).queryByLabelText('Date')).toBeNull();
  });
});
