import { FORWARDING_NUMBER_INVALID, FORWARDING_NUMBER_REQUIRED } from '@portal/shared/agents/sections';
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

  it('strips every non-digit as the number is typed', () => {
    renderSection('callForwarding', agentFixture({ callForwardingActive: true }));
    fireEvent.change(number(), { target: { value: '+1 (512) 555-0100 ext' } });
    expect(number()).toHaveValue('15125550100');
  });

  it('requires a number while forwarding is on, and disables Save while the error shows', async () => {
    renderSection('callForwarding', agentFixture());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable call forwarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_REQUIRED);
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('checks the country code and number together: a plus and 10 to 15 digits', async () => {
    renderSection('callForwarding', agentFixture({ callForwardingActive: true }));
    fireEvent.change(number(), { target: { value: '555 01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(FORWARDING_NUMBER_INVALID);
    await waitFor(() => expect(save()).toBeDisabled());

    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'GB' } });
    fireEvent.change(number(), { target: { value: '2079460000' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(save()).toBeEnabled();
  });

  it('saves the country code and the digits', async () => {
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
      callForwardingNumber: '5125550100',
      callForwardingInstructions: null,
    });
  });
});
