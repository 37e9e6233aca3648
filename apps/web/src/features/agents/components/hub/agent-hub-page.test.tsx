import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { liveAgentFixture, offAgentFixture } from '../../../../lib/go-live/testing/go-live-fixtures';
import { agentFixture } from '../../../agent-config/testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../../testing/render';
import { AgentHubPage } from './agent-hub-page';

function renderHub(
  goLive = liveAgentFixture({ agentId: 'agent-1' }),
  agent = agentFixture(),
  tiles?: ComponentProps<typeof AgentHubPage>['tiles'],
) {
  const fetchMock = mockApi({
    'GET /api/agents/agent-1': () => json(agent),
    'GET /api/agents/agent-1/go-live': () => json(goLive),
  });
  renderWithProviders(<AgentHubPage tiles={tiles} />, { path: '/agent/:agentId', entry: '/agent/agent-1' });
  return fetchMock;
}

/** A filled button, the loudest: the kit marks the variant in data-variant, and none means filled. */
const filled = (element: Element) => (element.getAttribute('data-variant') ?? 'filled') === 'filled';

/** Whether `later` comes after `earlier` in the page's reading order. */
const follows = (later: Element, earlier: Element) =>
  !!(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

const section = () => screen.getByRole('region', { name: 'Answering calls' });
/** The value beside a label of the hub's facts (number, calendar). */
const fact = (label: string) => within(section()).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Agent Hub', { timeout: 20_000 }, () => {
  it('says the agent is live, on which number, with which calendar, and folds the met checklist', async () => {
    renderHub();
    // The state in the words Home, My Agents and the profile use, beside the card's title.
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(within(section()).getByText('Live')).toBeInTheDocument();
    expect(within(section()).getByText('+1 (512) 555-0100')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Manage numbers' })).toHaveAttribute('href', '/phone-numbers');
    expect(within(section()).getByText('Connected as owner@example.com')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Manage calendar' })).toHaveAttribute('href', '/calendar');
    expect(within(section()).getByText('Everything is set up.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Show 5 completed' })).toBeInTheDocument();
  });

  it('says when no number reaches the agent and no calendar is connected, and leads to the fixes', async () => {
    renderHub(offAgentFixture({ agentId: 'agent-1' }));
    expect(await screen.findByText('Not answering calls')).toBeInTheDocument();
    // The missing number is said once, by its checklist item, with the way to one.
    expect(within(section()).queryByText('Phone number', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Get a phone number' })).toHaveAttribute(
      'href',
      '/phone-numbers',
    );
    expect(fact('Google Calendar')).toHaveTextContent(/^Not connected Connect$/);
    expect(within(section()).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/calendar');
    const checklist = within(section()).getByRole('list', { name: 'Go-live checklist' });
    expect(within(checklist).getByRole('link', { name: 'Set your opening hours' })).toHaveAttribute(
      'href',
      '/agent/agent-1/configure?tab=brain&card=yourHours',
    );
  });

  it("reads the tone from the vibe the owner chose, not the template's attitude", async () => {
    renderHub(
      liveAgentFixture({ agentId: 'agent-1' }),
      agentFixture({ attitude: 'Cheerful', vibe: 'professional_calm' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sam' })).toBeInTheDocument();
    expect(screen.getByText('Vibe:').nextElementSibling).toHaveTextContent('Professional');
    expect(screen.queryByText('Cheerful')).not.toBeInTheDocument();
  });

  it('sums up the checklist in one line, explains only the next step, and folds what is done', async () => {
    renderHub(offAgentFixture({ agentId: 'agent-1' }));
    expect(await screen.findByText('Not answering calls')).toBeInTheDocument();
    expect(within(section()).getByText('3 of 5 done')).toBeInTheDocument();
    const open = within(section()).getByRole('list', { name: 'Go-live checklist' });
    expect(within(open).getAllByRole('listitem')).toHaveLength(2);
    // The next step is the one marked row (its fix the card's one blue link); the rest are quiet.
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((row) => row.hasAttribute('data-next')),
    ).toEqual([true, false]);
    expect(within(open).getByText('No phone number reaches this agent.')).toBeInTheDocument();
    expect(within(open).getByText('Opening hours')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Set your opening hours' })).toBeInTheDocument();
    expect(within(open).queryByText(/suggested hours/)).not.toBeInTheDocument();

    const toggle = within(section()).getByRole('button', { name: 'Show 3 completed' });
    const done = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(done).not.toBeVisible();
    await userEvent.click(toggle);
    expect(done).toBeVisible();
    expect(done).toHaveAccessibleName('Go-live checklist: completed');
    expect(within(done).getByText('Business name')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Hide completed' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps Train Your Agent the one filled action and Delete Agent a quiet button at the end, asking first', async () => {
    const fetchMock = renderHub(undefined, undefined, () => ({
      main: <section aria-label="Last calls" />,
      side: <section aria-label="Test scenarios" />,
    }));
    const remove = await screen.findByRole('button', { name: 'Delete Agent' });
    expect(filled(screen.getByRole('link', { name: 'Train Your Agent' }))).toBe(true);
    // The test call is the second action: a white button, still the one that starts the call.
    expect(filled(screen.getByRole('button', { name: 'Talk Now' }))).toBe(false);
    expect(follows(remove, screen.getByRole('region', { name: 'Test scenarios' }))).toBe(true);
    expect(filled(remove)).toBe(false);
    expect(follows(remove, screen.getByRole('region', { name: 'Last calls' }))).toBe(true);
    expect(follows(remove, await screen.findByRole('region', { name: 'Answering calls' }))).toBe(true);
    expect(follows(screen.getByRole('button', { name: 'Clone' }), remove)).toBe(false);

    await userEvent.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Delete Agent' })).toHaveTextContent(
      'Permanently delete "Sam" and its voice assistant?',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
