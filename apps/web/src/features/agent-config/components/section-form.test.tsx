import { NO_CHANGES_MESSAGE } from '@portal/shared/agents/sections';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, sentBody } from '../testing/render';
import { renderSection } from '../testing/render-section';

const save = () => screen.getByRole('button', { name: 'Save' });

describe('SectionForm', () => {
  it('does not call the server when nothing changed', async () => {
    const fetchMock = mockApi({});
    const onDone = vi.fn();
    renderSection('greeting', agentFixture({ greeting: 'Hello there' }), onDone);
    // Spaces around the text are not a change: the server trims them too.
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: '  Hello there ' } });
    fireEvent.click(save());
    expect(await screen.findByText(NO_CHANGES_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalled();
  });

  it('starts a task switched on when it has content, and saves null when switched off', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/greeting': () =>
        json({ agent: agentFixture({ greeting: null }), syncError: null }),
    });
    renderSection('greeting', agentFixture({ greeting: 'Hello there' }));
    const toggle = screen.getByRole('switch', { name: 'Enable Greeting' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(screen.queryByLabelText('Greeting')).not.toBeInTheDocument();
    fireEvent.click(save());
    expect(await screen.findByText('Greeting saved successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ greeting: null });
  });

  it('starts a task without content switched off', () => {
    renderSection('specialOffers', agentFixture());
    expect(screen.getByRole('switch', { name: 'Enable Special Offers' })).not.toBeChecked();
    expect(screen.queryByLabelText('Special Offers')).not.toBeInTheDocument();
  });

  it('keeps the typed text and says why when the save fails', async () => {
    mockApi({
      'PATCH /api/agents/agent-1/sections/description': () =>
        json({ error: { code: 'INTERNAL', message: 'Database unavailable.' } }, 500),
    });
    const onDone = vi.fn();
    renderSection('description', agentFixture(), onDone);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'We fix bikes.' } });
    fireEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save Description: Database unavailable.');
    expect(screen.getByLabelText('Description')).toHaveValue('We fix bikes.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reports a voice-platform failure as a warning after a successful save', async () => {
    mockApi({
      'PATCH /api/agents/agent-1/sections/businessName': () =>
        json({ agent: agentFixture({ businessName: 'Bike Shop' }), syncError: 'Vapi is down.' }),
    });
    renderSection('businessName', agentFixture());
    fireEvent.change(screen.getByLabelText('Business Name'), { target: { value: 'Bike Shop' } });
    fireEvent.click(save());
    expect(await screen.findByText('Business Name saved successfully!')).toBeInTheDocument();
    expect(screen.getByText(/voice assistant was not updated: Vapi is down\./)).toBeInTheDocument();
  });

  it('shows a rule of the section schema and disables Save while it is broken', async () => {
    renderSection('agentName', agentFixture());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('keeps a suggestion saved unchanged: the owner approved it', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/yourHours': () =>
        json({ agent: agentFixture({ userSavedSections: ['yourHours'] }), syncError: null }),
    });
    const onDone = vi.fn();
    // The suggested week, never saved: "Using Default Information".
    renderSection('yourHours', agentFixture(), onDone);
    fireEvent.click(screen.getByRole('button', { name: 'Save Open Hours' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NO_CHANGES_MESSAGE)).not.toBeInTheDocument();
  });

  it("labels the hours card's button 'Save Open Hours'", () => {
    renderSection('yourHours', agentFixture());
    expect(screen.getByRole('button', { name: 'Save Open Hours' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(23);
  });
});
