import { CARDS } from '@portal/shared/agents/cards.plain';
import { configSnapshot } from '@portal/shared/agents/completion.plain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offAgentFixture } from '../../../../lib/go-live/testing/go-live-fixtures';
import { agentFixture } from '../../../agent-config/testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../../testing/render';
import { AgentProfilePage } from './agent-profile-page';

/** A filled button, the loudest: the kit marks the variant in data-variant, and none means filled. */
const filled = (element: Element) => (element.getAttribute('data-variant') ?? 'filled') === 'filled';

function renderProfile(agent = agentFixture()) {
  const fetchMock = mockApi({
    'GET /api/agents/agent-1': () => json(agent),
    'GET /api/agents/agent-1/go-live': () => json(offAgentFixture({ agentId: 'agent-1' })),
  });
  renderWithProviders(<AgentProfilePage />, { path: '/agent/:agentId/profile', entry: '/agent/agent-1/profile' });
  return fetchMock;
}

describe('the profile overview’s header', { timeout: 20_000 }, () => {
  it('says how many fields hold suggested values, as many as the Default badges the owner sees', async () => {
    // A template's agent: every value is the one it started with, and the owner saved only the name.
    const started = agentFixture({ greeting: 'Thanks for calling!', yourProducts: 'Cleanings and checkups.' });
    renderProfile({ ...started, initialConfigSnapshot: configSnapshot(started), userSavedSections: ['agentName'] });
    expect(await screen.findByText('1 out of 26 fields completed')).toBeInTheDocument();
    expect(screen.getByText('4%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '4');
    const badges = screen.getAllByText('Default');
    expect(badges.length).toBeGreaterThan(5);
    expect(
      screen.getByText(
        `${badges.length} more fields use suggested values, marked Default. Keep them or write your own to complete them.`,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of suggested values once the owner saved every card', async () => {
    renderProfile(agentFixture({ userSavedSections: CARDS.map((card) => card.key) }));
    expect(await screen.findByText('26 out of 26 fields completed')).toBeInTheDocument();
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
    expect(screen.queryByText(/hold suggested values/)).not.toBeInTheDocument();
  });

  it('has Configure as its one filled action and Delete as a quiet button that asks first', async () => {
    const fetchMock = renderProfile();
    const configure = await screen.findByRole('link', { name: 'Configure' });
    expect(configure).toHaveAttribute('href', '/agent/agent-1/configure');
    expect(filled(configure)).toBe(true);
    expect(filled(screen.getByRole('button', { name: 'Duplicate' }))).toBe(false);
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(filled(remove)).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to Hub' })).toHaveAttribute('href', '/agent/agent-1');

    await userEvent.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Delete Agent' })).toHaveTextContent(
      'Delete "Sam"? It will no longer appear in your agents.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lists the fields that hold something label above value, and names the empty ones in one line', async () => {
    renderProfile(agentFixture({ businessName: 'Bright Smile Dental' }));
    const brain = await screen.findByRole('region', { name: 'Brain & Business Details' });
    const [filled, empty] = within(brain)
      .getAllByRole('definition')
      .reduce<[string[], string[]]>(
        ([full, blank], value) => {
          const field = value.closest('[data-field]')!.getAttribute('data-field')!;
          return value.closest('[data-empty]') ? [full, [...blank, field]] : [[...full, field], blank];
        },
        [[], []],
      );
    expect(filled).toEqual(['businessName', 'yourHours']);
    expect(empty).toHaveLength(10);
    // One muted line says what the empty ones are, each still read as 'Not set'.
    expect(within(brain).getByText('Not set yet:')).toBeInTheDocument();
    expect(brain.querySelector('[data-field="description"]')).toHaveTextContent(/^DescriptionNot set$/);
    const tasks = screen.getByRole('region', { name: 'Responsibilities (Tasks)' });
    expect(within(tasks).getByText('Off:')).toBeInTheDocument();
    expect(tasks.querySelector('[data-field="specialOffers"]')).toHaveAttribute('data-empty');
    // The cards that are settings, not tracked fields: recording always says how, texts are off.
    expect(tasks.querySelector('[data-card="privacy"]')).toHaveTextContent(
      'Recording & PrivacyRecorded, with a notice before the greeting',
    );
    expect(tasks.querySelector('[data-card="texts"]')).toHaveAttribute('data-empty');
    expect(tasks.querySelector('[data-card="texts"]')).toHaveTextContent('TextsOff');
  });
});

describe('the profile overview’s row of links to its boxes', { timeout: 20_000 }, () => {
  it('leads to each box, its heading taking the focus, without changing the address', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderProfile();
      const nav = await screen.findByRole('navigation', { name: 'On this page' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Personality', 'Brain', 'Responsibilities']);
      // The visible word begins the link's name, which is the box's whole title.
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '#profile-personality',
        '#profile-brain',
        '#profile-responsibilities',
      ]);
      const brain = within(nav).getByRole('link', { name: 'Brain & Business Details' });

      await userEvent.click(brain);
      const box = screen.getByRole('region', { name: 'Brain & Business Details' });
      expect(within(box).getByRole('heading', { name: 'Brain & Business Details' })).toHaveFocus();
      expect(scrolled).toEqual([box]);
      expect(window.location.hash).toBe('');
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });
});
