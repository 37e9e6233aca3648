import type { Agent } from '@portal/shared/agents/agent';
import {
  FORWARDING_NUMBER_INVALID,
  FORWARDING_NUMBER_REQUIRED,
  FORWARDING_OWN_NUMBER,
} from '@portal/shared/agents/forwarding.plain';
import { DESTINATION_NAME_REQUIRED } from '@portal/shared/agents/transfers.plain';
import { destination } from '@portal/shared/testing/destinations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const save = () => screen.getByRole('button', { name: 'Save' });
const number = () => screen.getByLabelText('Phone number');
const turnOn = () => fireEvent.click(screen.getByRole('switch', { name: 'Enable call forwarding' }));

/** An agent forwarding to the front desk, as the API answers it. */
const forwarding = (overrides: Partial<Agent> = {}) =>
  agentFixture({
    callForwardingActive: true,
    transferDestinations: [{ ...destination({ number: '+15125550100' }), display: '(512) 555-0100' }],
    ...overrides,
  });

describe('Call Forwarding editor', () => {
  it('reveals a first destination when enabled: the front desk, +1, ringing during opening hours', () => {
    renderSection('callForwarding', agentFixture());
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    turnOn();
    const first = screen.getByRole('group', { name: 'Front desk' });
    expect(within(first).getByLabelText('Name')).toHaveValue('Front desk');
    expect(within(first).getByLabelText('Country code')).toHaveDisplayValue('United States (+1)');
    expect(within(first).getByLabelText('When it may ring')).toHaveDisplayValue('During opening hours');
    expect(within(first).getAllByRole('option', { name: /\(\+\d+\)$/ })).toHaveLength(10);
    expect(screen.getByRole('radio', { name: 'Warm: introduce the caller first' })).toBeChecked();
    expect(screen.getByLabelText('If nobody answers')).toHaveDisplayValue('20 seconds');
  });

  it('requires a number while forwarding is on, and disables Save while the error shows', async () => {
    renderSection('callForwarding', agentFixture());
    turnOn();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_REQUIRED);
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('keeps what is typed and refuses what is not a phone number of the chosen country', async () => {
    renderSection('callForwarding', forwarding());
    fireEvent.change(number(), { target: { value: 'call me maybe' } });
    expect(number()).toHaveValue('call me maybe');
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_INVALID);
    await waitFor(() => expect(save()).toBeDisabled());

    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'GB' } });
    fireEvent.change(number(), { target: { value: '2079460000' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(save()).toBeEnabled();
  });

  it('shows a stored number as people write it, without its country code', () => {
    renderSection('callForwarding', forwarding());
    expect(number()).toHaveValue('(512) 555-0100');
  });

  it('adds destinations up to five, each needing a name, and removes one', async () => {
    renderSection('callForwarding', forwarding());
    const add = () => screen.getByRole('button', { name: 'Add a destination' });
    fireEvent.click(add());
    const second = screen.getByRole('group', { name: 'Destination 2' });
    expect(
      within(second)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain(DESTINATION_NAME_REQUIRED);
    await waitFor(() => expect(save()).toBeDisabled());
    for (let count = 3; count <= 5; count++) fireEvent.click(add());
    expect(screen.getAllByRole('group', { name: /^Destination \d$/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add a destination' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Destination 5' }));
    expect(screen.getByRole('button', { name: 'Add a destination' })).toBeInTheDocument();
  });

  it('asks for the hours of a destination that rings on hours of its own', () => {
    renderSection('callForwarding', forwarding());
    expect(screen.queryByRole('group', { name: 'Weekly hours' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('When it may ring'), { target: { value: 'own_hours' } });
    expect(screen.getByRole('group', { name: 'Weekly hours' })).toBeInTheDocument();
  });

  it("says under the number why the server refused the agent's own number, keeping it", async () => {
    mockApi({
      'PATCH /api/agents/agent-1/sections/callForwarding': () =>
        json(
          { error: { code: 'VALIDATION_FAILED', message: `transferDestinations.0.number: ${FORWARDING_OWN_NUMBER}` } },
          400,
        ),
    });
    renderSection('callForwarding', agentFixture());
    turnOn();
    fireEvent.change(number(), { target: { value: '(512) 555-0100' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    // Under the number, and in the card's message.
    expect(await screen.findByText(FORWARDING_OWN_NUMBER, { selector: 'span[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText(`Failed to save Call Forwarding: ${FORWARDING_OWN_NUMBER}`)).toBeInTheDocument();
    expect(number()).toHaveValue('(512) 555-0100');
  });

  it('saves each destination with its number in E.164, and a cold transfer without a ringing time', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/callForwarding': () => json({ agent: forwarding(), syncError: null }),
    });
    renderSection('callForwarding', agentFixture());
    turnOn();
    fireEvent.change(number(), { target: { value: '(512) 555-0100' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Cold: put the caller straight through' }));
    expect(screen.queryByLabelText('If nobody answers')).not.toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Call Forwarding saved successfully!')).toBeInTheDocument();
    const body = sentBody(fetchMock) as { transferDestinations: { id: string }[] };
    expect(body).toEqual({
      callForwardingActive: true,
      transferDestinations: [
        {
          id: body.transferDestinations[0]!.id,
          name: 'Front desk',
          countryCode: '+1',
          number: '+15125550100',
          reason: 'The caller asks for a person.',
          ringWhen: 'open_hours',
          hours: null,
        },
      ],
      transferMode: 'cold',
      transferNoAnswerSeconds: 20,
    });
  });
});
