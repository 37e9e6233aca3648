import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const save = () => screen.getByRole('button', { name: 'Save' });
const scheduled = () =>
  agentFixture({ scheduling: 'Gather Info: Ask for two times.', schedulingConfig: defaultSchedulingConfig() });

async function saveAndReadConfig() {
  await waitFor(() => expect(save()).toBeEnabled());
  fireEvent.click(save());
  await screen.findByText('Scheduling saved successfully!');
}

describe('Scheduling editor', () => {
  it("is off for 'No' and saves 'No' with no config when left off", async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/scheduling': () => json({ agent: agentFixture(), syncError: null }),
    });
    renderSection('scheduling', scheduled());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable scheduling' }));
    expect(screen.queryByLabelText('Appointment types')).not.toBeInTheDocument();
    await saveAndReadConfig();
    expect(sentBody(fetchMock)).toEqual({
      scheduling: 'No',
      schedulingConfig: null,
      schedulingInstructionsText: null,
      rememberCallers: true,
    });
  });

  it('shows "Recognise returning callers" as the agent has it, and sends it with scheduling on', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/scheduling': () => json({ agent: scheduled(), syncError: null }),
    });
    renderSection('scheduling', scheduled());
    const remember = screen.getByRole('switch', { name: 'Recognise returning callers' });
    expect(remember).toBeChecked();
    expect(remember).toHaveAccessibleDescription(
      'Greets callers who called before by name, offers their next appointment first and tells the agent your note about them.',
    );
    fireEvent.click(remember);
    await saveAndReadConfig();
    expect(sentBody(fetchMock)).toMatchObject({
      scheduling: 'Gather Info: Ask for two times.',
      rememberCallers: false,
    });
  });

  it('keeps the switch with scheduling off, and saves it with the rest switched off', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/scheduling': () => json({ agent: agentFixture(), syncError: null }),
    });
    renderSection('scheduling', agentFixture({ rememberCallers: false }));
    expect(screen.getByRole('switch', { name: 'Enable scheduling' })).not.toBeChecked();
    const remember = screen.getByRole('switch', { name: 'Recognise returning callers' });
    expect(remember).not.toBeChecked();
    fireEvent.click(remember);
    await saveAndReadConfig();
    expect(sentBody(fetchMock)).toEqual({
      scheduling: 'No',
      schedulingConfig: null,
      schedulingInstructionsText: null,
      rememberCallers: true,
    });
  });

  it('applies the appointment types on blur: trimmed, blanks dropped', () => {
    renderSection('scheduling', scheduled());
    const types = screen.getByLabelText('Appointment types');
    fireEvent.change(types, { target: { value: ' Cleaning ,, Check-up ,  ' } });
    expect(types).toHaveValue(' Cleaning ,, Check-up ,  ');
    fireEvent.blur(types);
    expect(types).toHaveValue('Cleaning, Check-up');
  });

  it('reads the numeric fields as whole numbers and an empty box as null', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/scheduling': () => json({ agent: scheduled(), syncError: null }),
    });
    renderSection('scheduling', scheduled());
    fireEvent.change(screen.getByLabelText('Minimum notice (hours)'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Maximum advance (days)'), { target: { value: '' } });
    const buffer = screen.getByLabelText('Buffer between (minutes)');
    fireEvent.change(buffer, { target: { value: '15.7' } });
    fireEvent.blur(buffer);
    expect(buffer).toHaveValue('15');
    fireEvent.change(screen.getByLabelText('Appointment types'), { target: { value: 'Cleaning, Check-up' } });
    fireEvent.blur(screen.getByLabelText('Appointment types'));
    fireEvent.click(screen.getByRole('checkbox', { name: '90 min' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email address' }));
    await saveAndReadConfig();
    const body = sentBody(fetchMock);
    expect(body.scheduling).toBe('Gather Info: Ask for two times.');
    expect(body.schedulingConfig).toMatchObject({
      minimum_notice_hours: 12,
      maximum_advance_days: null,
      buffer_between_appointments: 15,
      appointment_types: ['Cleaning', 'Check-up'],
      appointment_duration_options: [30, 90],
      allowed_booking_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      require_email: true,
    });
  });

  it('refuses a negative number with the schema message', async () => {
    renderSection('scheduling', scheduled());
    fireEvent.change(screen.getByLabelText('Minimum notice (hours)'), { target: { value: '-3' } });
    expect(await screen.findByText(/expected number to be >=0/)).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('switches between Gather Info and Use Instructions, keeping the instructions', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/scheduling': () => json({ agent: scheduled(), syncError: null }),
    });
    renderSection('scheduling', scheduled());
    fireEvent.click(screen.getByRole('radio', { name: 'Use Instructions' }));
    expect(screen.getByLabelText('Scheduling instructions')).toHaveValue('Ask for two times.');
    await saveAndReadConfig();
    expect(sentBody(fetchMock).scheduling).toBe('Use Instructions: Ask for two times.');
  });
});
