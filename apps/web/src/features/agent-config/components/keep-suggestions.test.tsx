import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARDS } from '@portal/shared/agents/cards.plain';
import { suggestedValueCount } from '@portal/shared/agents/completion.plain';
import { describe, expect, it, vi } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../testing/render';
import { KeepSuggestions } from './keep-suggestions';

describe('Keep these', () => {
  it('says how many values are suggestions, as the profile counts them, keeps them in one click and reports it', async () => {
    const agent = agentFixture();
    const kept = { ...agent, userSavedSections: CARDS.map((card) => card.key) };
    const fetchMock = mockApi({
      'POST /api/agents/agent-1/keep-suggestions': () => json({ agent: kept, syncError: null }),
    });
    const onOutcome = vi.fn();
    renderWithProviders(<KeepSuggestions agent={agent} onOutcome={onOutcome} />);
    expect(screen.getByRole('note', { name: 'Suggested values' })).toHaveTextContent(
      `${suggestedValueCount(agent)} suggested values (“Using Default Information”): callers do not hear them until you keep them or save your own.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep these' }));
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        ok: true,
        title: null,
        text: 'Suggestions kept. Your agent now uses them on calls.',
      }),
    );
    expect(fetchMock).toHaveBeenCalled();
  });

  it('on a phone is one line over the cards, with Keep these as a quiet button', async () => {
    const agent = agentFixture();
    const fetchMock = mockApi({
      'POST /api/agents/agent-1/keep-suggestions': () =>
        json({ agent: { ...agent, userSavedSections: CARDS.map((card) => card.key) }, syncError: null }),
    });
    const onOutcome = vi.fn();
    renderWithProviders(<KeepSuggestions agent={agent} onOutcome={onOutcome} variant="line" />);
    const note = screen.getByRole('note', { name: 'Suggested values' });
    expect(note).toHaveTextContent(/^\d+ suggested values callers do not hear yetKeep these$/);
    await userEvent.click(screen.getByRole('button', { name: 'Keep these' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ ok: true })));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('is not shown once every card is the owner’s', () => {
    const agent = { ...agentFixture(), userSavedSections: CARDS.map((card) => card.key) };
    renderWithProviders(<KeepSuggestions agent={agent} onOutcome={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Keep these' })).not.toBeInTheDocument();
  });
});
