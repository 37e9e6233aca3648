import { NO_CHANGES_MESSAGE } from '@portal/shared/agents/sections';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import { CARD_CHANGED_ELSEWHERE } from '@portal/shared/agents/versions.plain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, renderWithProviders, sentBody } from '../testing/render';
import { renderSection } from '../testing/render-section';
import { PageMessagesProvider } from '../hooks/page-messages';
import { SectionForm } from './section-form';

/** The description's form over an agent read again while it is open, with a newer save count. */
function ReadAgain() {
  const [agent, setAgent] = useState(() => agentFixture({ cardRevisions: { description: 4 } }));
  return (
    <PageMessagesProvider>
      <button type="button" onClick={() => setAgent(agentFixture({ cardRevisions: { description: 9 } }))}>
        Read the agent again
      </button>
      <SectionForm
        card={cardByKey('description')!}
        agent={agent}
        onDone={() => undefined}
        onCancel={() => undefined}
        onDirtyChange={() => undefined}
      />
    </PageMessagesProvider>
  );
}

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

  it('sends the save count of the card as it opened (If-Match), not a later one', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/description': () =>
        json({ agent: agentFixture({ cardRevisions: { description: 5 } }), syncError: null }),
    });
    renderWithProviders(<ReadAgain />);
    // The page's agent changes while the card is open (a save elsewhere was read): the form keeps its own.
    fireEvent.click(screen.getByRole('button', { name: 'Read the agent again' }));
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'We fix bikes.' } });
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('If-Match')).toBe('4');
  });

  it('sends If-Match 0 for a card never saved', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/description': () => json({ agent: agentFixture(), syncError: null }),
    });
    renderSection('description', agentFixture({ cardRevisions: {} }));
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'We fix bikes.' } });
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('If-Match')).toBe('0');
  });

  it('says so and keeps the typed text when the card was saved elsewhere since it opened', async () => {
    mockApi({
      'PATCH /api/agents/agent-1/sections/description': () =>
        json({ error: { code: 'CONFLICT', message: CARD_CHANGED_ELSEWHERE } }, 409),
      'GET /api/agents/agent-1': () => json(agentFixture({ description: 'Saved in another tab.' })),
    });
    const onDone = vi.fn();
    renderSection('description', agentFixture({ cardRevisions: { description: 1 } }), onDone);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'We fix bikes.' } });
    fireEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_CHANGED_ELSEWHERE);
    expect(screen.getByLabelText('Description')).toHaveValue('We fix bikes.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
