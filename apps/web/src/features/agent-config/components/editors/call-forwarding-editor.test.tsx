import {
  FORWARDING_NUMBER_INVALID,
  FORWARDING_NUMBER_REQUIRED,
  FORWARDING_OWN_NUMBER,
} from '@portal/shared/agents/forwarding.plain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const save = () => screen.getByRole('button', { name: 'Save' });
const number = () => screen.getByLabelText('Phone number');

describe('Call Forwarding editor', () => {
  it('reveals its fields when enabled, with +1 as the default country code', () => {
    renderSection('callForwarding', agentFixture());
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Enable call forwarding' }));
    expect(screen.getByLabelText('Country code')).toHaveDisplayValue('United States (+1)');
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('keeps what is typed and refuses what is not a phone number', async () => {
    renderSection('callForwarding', agentFixture({ callForwardingActive: true }));
    fireEvent.change(number(), { target: { value: 'call me maybe' } });
    expect(number()).toHaveValue('call me maybe');
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_INVALID);
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('shows a stored number as people write it, without its country code', () => {
    renderSection('callForwarding', agentFixture({ callForwardingActive: true, callForwardingNumber: '+15125550100' }));
    expect(number()).toHaveValue('(512) 555-0100');
  });

  it("says under the number why the server refused the agent's own number, keeping it", async () => {
    mockApi({
      'PATCH /api/agents/agent-1/sections/callForwarding': () =>
        json({ error: { code: 'VALIDATION_FAILED', message: `callForwardingNumber: ${FORWARDING_OWN_NUMBER}` } }, 400),
    });
    renderSection('callForwarding', agentFixture());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable call forwarding' }));
    fireEvent.change(number(), { target: { value: '(512) 555-0100' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    // Under the number, and in the card's message.
    expect(await screen.findByText(FORWARDING_OWN_NUMBER, { selector: 'span[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText(`Failed to save Call Forwarding: ${FORWARDING_OWN_NUMBER}`)).toBeInTheDocument();
    expect(number()).toHaveValue('(512) 555-0100');
  });

  it('requires a number while forwarding is on, and disables Save while the error shows', async () => {
    renderSection('callForwarding', agentFixture());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable call forwarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_REQUIRED);
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('checks the number against the chosen country code', async () => {
    renderSection('callForwarding', agentFixture({ callForwardingActive: true }));
    fireEvent.change(number(), { target: { value: '555 01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_INVALID);
    await waitFor(() => expect(save()).toBeDisabled());

    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'GB' } });
    fireEvent.change(number(), { target: { value: '2079460000' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(save()).toBeEnabled();
  });

  it('saves the country code and the number in E.164', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/callForwarding': () =>
        json({ agent: agentFixture({ callForwardingActive: true }), syncError: null }),
    });
    renderSection('callForwarding', agentFixture());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable call forwarding' }));
    fireEvent.change(number(), { target: { value: '(512) 555-0100' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Call Forwarding saved successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      callForwardingActive: true,
      callForwardingCountryCode: '+1',
      callForwardingNumber: '+15125550100',
      callForwardingInstructions: null,
    });
  });
});
