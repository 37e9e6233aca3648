import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../testing/render';
import { AgentConfigurePage } from './configure-page';

const PATH = '/agent/:agentId/configure';

function renderPage(search = '', agent = agentFixture()) {
  mockApi({ 'GET /api/agents/agent-1': () => json(agent) });
  return renderWithProviders(<AgentConfigurePage />, { path: PATH, initialEntry: `/agent/agent-1/configure${search}` });
}

describe('AgentConfigurePage', () => {
  it('shows the loading text, then the Personality tab and its title', async () => {
    renderPage();
    expect(screen.getByText('Loading Agent Configuration...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality Design: Sam' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personality' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Voice' })).toBeInTheDocument();
  });

  it('opens the tab named by ?tab and keeps the URL in step with the tabs', async () => {
    const { router } = renderPage('?tab=responsibilities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Task Design: Sam' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(12);
    fireEvent.click(screen.getByRole('tab', { name: 'Brain' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Brain Design: Sam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(12);
    expect(router.location.search).toBe('?tab=brain');
  });

  it("names the version callers hear among the header's quiet actions", async () => {
    renderPage('', agentFixture({ publishedVersion: 2 }));
    const version = await screen.findByRole('link', { name: 'Callers hear version 2' });
    expect(version).toHaveAttribute('href', '/agent/agent-1/versions');
    expect(screen.getByRole('button', { name: 'Edit name & avatar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile Overview' })).toBeInTheDocument();
  });

  it("with a draft, says the version callers hear once, in the draft's strip", async () => {
    renderPage('', agentFixture({ publishedVersion: 2, draftChanges: 1 }));
    const strip = await screen.findByRole('region', { name: /^Draft: / });
    expect(strip).toHaveTextContent('Callers hear version 2 until you publish.');
    expect(screen.queryByRole('link', { name: 'Callers hear version 2' })).not.toBeInTheDocument();
  });

  it('ignores an unknown ?tab value', async () => {
    renderPage('?tab=settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality Design: Sam' })).toBeInTheDocument();
  });

  it("opens the modal of the card named by ?card on the card's tab, once, and forgets it on close", async () => {
    const { router } = renderPage('?tab=personality&card=yourHours');
    const dialog = await screen.findByRole('dialog', { name: 'Your Hours' });
    expect(screen.getByRole('tab', { name: 'Brain' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Replaced, not pushed: Back and a reload do not open it again.
    expect(router.location.search).toBe('?tab=brain');
    expect(router.lastAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Brain' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores an unknown ?card key', async () => {
    const { router } = renderPage('?card=favouriteColour');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality Design: Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.search).toBe('?card=favouriteColour');
  });

  it('shows each card status with its label', async () => {
    renderPage(
      '?tab=responsibilities',
      agentFixture({ userSavedSections: ['endOfCall', 'specialOffers'], endOfCall: 'Bye!' }),
    );
    const badge = async (title: string) =>
      (await screen.findByRole('region', { name: title })).querySelector('[data-status]');
    expect(await badge('End of Call')).toHaveTextContent('Completed');
    expect(await badge('Special Offers')).toHaveTextContent('Saved (Empty/Off)');
    expect(await badge('Greeting')).toHaveTextContent('Using Default Information');
    expect(await badge('Make a Sale')).toHaveTextContent('Off');
    fireEvent.click(screen.getByRole('tab', { name: 'Brain' }));
    // Orange only where the agent cannot go live without the card.
    expect(await badge('Business Name')).toHaveTextContent('Incomplete');
    expect(await badge('Description')).toHaveTextContent('Optional');
  });

  it('shows the Texts card on while a text is on, naming it once the labels load', async () => {
    const settings = agentFixture().textingSettings;
    renderPage(
      '?tab=responsibilities',
      agentFixture({
        userSavedSections: ['texts'],
        textingSettings: { ...settings, missedCall: { ...settings.missedCall, on: true } },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Texts' });
    expect(card.querySelector('[data-status]')).toHaveTextContent('Completed');
    await waitFor(() => expect(within(card).getByTestId('card-preview')).toHaveTextContent('Missed-call text-back'));
  });

  it('shows the Texts card Off, never "Saved (Empty/Off)", while no text is on', async () => {
    renderPage('?tab=responsibilities', agentFixture({ userSavedSections: ['texts'] }));
    const card = await screen.findByRole('region', { name: 'Texts' });
    expect(card.querySelector('[data-status]')).toHaveTextContent('Off');
    expect(within(card).getByTestId('card-preview')).toHaveTextContent('Off');
  });

  it('explains why the test-call buttons are unavailable', async () => {
    renderPage('', agentFixture({ vapiAgentId: null, syncError: 'Vapi refused the assistant.' }));
    const play = await screen.findByRole('button', { name: 'Play' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    expect(play).toHaveAccessibleDescription('Agent not call-enabled');
    expect(screen.getByText('Not call-enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the name and avatar under Edit name & avatar, open until it is pressed again', async () => {
    renderPage();
    const disclosure = await screen.findByRole('button', { name: 'Edit name & avatar' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Agent name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile Overview' })).toHaveAttribute(
      'href',
      '/agent/agent-1/profile',
    );

    fireEvent.click(disclosure);
    const name = await screen.findByRole('textbox', { name: 'Agent name' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(disclosure.getAttribute('aria-controls')!)).toContainElement(name);
    expect(screen.getByRole('button', { name: 'Save Name & Avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeInTheDocument();

    // Closed and opened again, what was typed is still there.
    fireEvent.change(name, { target: { value: 'Robin' } });
    fireEvent.click(disclosure);
    expect(screen.queryByRole('textbox', { name: 'Agent name' })).not.toBeInTheDocument();
    fireEvent.click(disclosure);
    expect(screen.getByRole('textbox', { name: 'Agent name' })).toHaveValue('Robin');
  });

  it("shows the server's reason when the agent cannot be loaded", async () => {
    mockApi({
      'GET /api/agents/agent-1': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Agent not found or access denied.' } }, 404),
    });
    renderWithProviders(<AgentConfigurePage />, { path: PATH, initialEntry: '/agent/agent-1/configure' });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Could not load agent data.');
    expect(panel).toHaveTextContent('Agent not found or access denied.');
  });

  it('says when the agent has been deleted', async () => {
    renderPage('', agentFixture({ isDeleted: true }));
    expect(await screen.findByText(/This agent has been deleted\./)).toBeInTheDocument();
  });
});
