import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cockpitFixture, liveAgentFixture, offAgentFixture } from '../../../lib/go-live/testing/go-live-fixtures';
import { deferred, json, mockApi, renderPage } from '../../../testing/render';
import { HomePage } from './home-page';

const agentCard = (name: string) => screen.getByRole('article', { name });

describe('Home, the owner’s cockpit', { timeout: 20_000 }, () => {
  it('keeps the title, the texts and the four links to the portal’s areas', async () => {
    mockApi({ 'GET /api/cockpit': () => json(cockpitFixture()) });
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Agent Portal' })).toBeInTheDocument();
    expect(screen.getByText(/^Set up and personalise your AI phone agent, connect it to/)).toBeInTheDocument();
    // The tagline is the footer's (the layout's), not a marketing line above the cockpit.
    expect(screen.queryByText('Smarter calls, more revenue.')).not.toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Portal sections' })).getAllByRole('link');
    expect(sections.map((link) => link.getAttribute('href'))).toEqual([
      '/agents',
      '/connect',
      '/subscription',
      '/account',
    ]);
    expect(sections[0]).toHaveTextContent('Update My Agent');
    expect(sections[0]).toHaveTextContent('Create, personalise and test your AI phone agents.');
    expect(sections[1]).toHaveTextContent('Give your agent a phone number and connect your calendar.');
    expect(sections[2]).toHaveTextContent('See your plan, usage and billing.');
    expect(sections[3]).toHaveTextContent('View and edit your profile details.');
    await screen.findByRole('article', { name: 'Bright Smile' });
  });

  it('shows a live agent and one that does not answer, each with its next step and activity', async () => {
    mockApi({ 'GET /api/cockpit': () => json(cockpitFixture()) });
    renderPage(<HomePage />);
    const live = await screen.findByRole('article', { name: 'Bright Smile' });
    // The state in a word, the number beside it: one line on a phone.
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('+1 (512) 555-0100')).toBeInTheDocument();
    expect(within(live).getByText('Nothing left to set up.')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: '3 Calls today' })).toHaveAttribute('href', '/calls?agentId=agent-1');
    expect(within(live).getByRole('link', { name: '12 Bookings' })).toHaveAttribute(
      'href',
      '/calls?agentId=agent-1&outcome=booked',
    );
    expect(within(live).getByRole('link', { name: '2 Unanswered questions' })).toBeInTheDocument();
    // 16:02 UTC is 10:02 in Austin: the owner reads the business's time.
    expect(within(live).getByText(/^Last call Nov 26(, 2026)?, 10:02 AM CST$/)).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Agent Hub' })).toHaveAttribute('href', '/agent/agent-1');
    expect(within(live).getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/agent/agent-1/configure');
    // One filled action per card (Update), the hub beside it a secondary button, never a pale one.
    // (The kit writes no variant for its default, filled one.)
    expect(within(live).getByRole('link', { name: 'Update' }).getAttribute('data-variant') ?? 'filled').toBe('filled');
    expect(within(live).getByRole('link', { name: 'Agent Hub' })).toHaveAttribute('data-variant', 'default');

    const off = agentCard('Fix-It Plumbing');
    expect(within(off).getByText('Not answering calls')).toBeInTheDocument();
    expect(within(off).getByText('No calls yet')).toBeInTheDocument();
    // No call this period: a line, not a panel of zeros.
    expect(
      within(off).getByText('Bookings, messages and urgent matters show here as calls come in.'),
    ).toBeInTheDocument();
    expect(within(off).queryByRole('link', { name: /Calls today/ })).not.toBeInTheDocument();
    // The next step is the server's first open item, with its fix.
    expect(within(off).getByText('No phone number reaches this agent.')).toBeInTheDocument();
    expect(within(off).getByRole('img', { name: 'To do' })).toBeInTheDocument();
    expect(within(off).getByRole('link', { name: 'Get a phone number' })).toHaveAttribute('href', '/phone-numbers');

    expect(screen.getByRole('heading', { level: 2, name: 'Usage This Period' })).toBeInTheDocument();
    expect(screen.getByText('123 / 500')).toBeInTheDocument();
    expect(screen.getByText('41 / 200')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan · November 1, 2026 – November 30, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan and usage details' })).toHaveAttribute(
      'href',
      '/subscription-detail',
    );
  });

  it('opens the whole checklist, with the completed items folded and each fix leading to its place', async () => {
    mockApi({ 'GET /api/cockpit': () => json(cockpitFixture()) });
    renderPage(<HomePage />);
    const off = await screen.findByRole('article', { name: 'Fix-It Plumbing' });
    await userEvent.click(within(off).getByRole('button', { name: 'Show the whole checklist' }));
    // The checklist unfolds (the kit's collapse shows it to assistive technology once open).
    const list = await within(off).findByRole('list', { name: 'Go-live checklist of Fix-It Plumbing' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Set your opening hours' })).toHaveAttribute(
      'href',
      '/agent/agent-2/configure?tab=brain&card=yourHours',
    );
    const showDone = within(off).getByRole('button', { name: 'Show 3 completed' });
    expect(showDone).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(showDone);
    const done = await within(off).findByRole('list', { name: 'Go-live checklist of Fix-It Plumbing: completed' });
    expect(within(done).getAllByRole('img', { name: 'Done' })).toHaveLength(3);
    expect(within(off).getByRole('button', { name: 'Hide completed' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('reports an agent that stopped answering and dismisses the alert', async () => {
    const stopped = offAgentFixture({ agentId: 'agent-2' });
    const alert = {
      agentId: 'agent-2',
      agentName: 'Fix-It Plumbing',
      number: '+1 (512) 555-0111',
      message: 'Fix-It Plumbing stopped answering calls on +1 (512) 555-0111: no phone number reaches this agent.',
      since: '2026-11-26T15:00:00.000Z',
    };
    const answer = deferred<Response>();
    const fetchMock = mockApi({
      'GET /api/cockpit': () => json(cockpitFixture({ agents: [liveAgentFixture(), stopped], alerts: [alert] })),
      'POST /api/cockpit/alerts/agent-2/dismiss': () => answer.promise,
    });
    renderPage(<HomePage />);
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('Fix-It Plumbing is not answering calls');
    expect(shown).toHaveTextContent(alert.message);
    expect(within(shown).getByRole('link', { name: 'Get a phone number' })).toHaveAttribute('href', '/phone-numbers');
    await userEvent.click(within(shown).getByRole('button', { name: 'Dismiss the alert about Fix-It Plumbing' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cockpit/alerts/agent-2/dismiss',
      expect.objectContaining({ method: 'POST' }),
    );
    answer.resolve(json({ ok: true }));
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('article', { name: 'Fix-It Plumbing' })).toBeInTheDocument();
  });

  it('says an agent needs attention when it stopped being live but calls still reach it', async () => {
    const answering = liveAgentFixture({
      status: { state: 'answering', label: 'Answering on (512) 555-0100, needs attention' },
    });
    const alert = {
      agentId: 'agent-1',
      agentName: 'Bright Smile',
      number: '+1 (512) 555-0100',
      message: 'Bright Smile is no longer ready on +1 (512) 555-0100: the voice platform has not got your changes.',
      since: '2026-11-26T15:00:00.000Z',
    };
    mockApi({ 'GET /api/cockpit': () => json(cockpitFixture({ agents: [answering], alerts: [alert] })) });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bright Smile needs attention');
    const card = screen.getByRole('article', { name: 'Bright Smile' });
    expect(within(card).getByText('Needs attention')).toBeInTheDocument();
    expect(within(card).getByText('+1 (512) 555-0100')).toBeInTheDocument();
  });

  it('gives an owner without agents one first step, to the create modal', async () => {
    mockApi({ 'GET /api/cockpit': () => json(cockpitFixture({ agents: [] })) });
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your first agent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first agent' })).toHaveAttribute('href', '/agents?new=1');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('holds the place with a skeleton while loading, then says what failed and retries', async () => {
    let calls = 0;
    const first = deferred<Response>();
    mockApi({
      'GET /api/cockpit': () => {
        calls += 1;
        return calls === 1 ? first.promise : json(cockpitFixture());
      },
    });
    renderPage(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading your agents' })).toBeInTheDocument();
    first.resolve(json({ error: { code: 'INTERNAL', message: 'The server had a problem.' } }, 500));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not load your agents');
    expect(failure).toHaveTextContent('The server had a problem.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Bright Smile' })).toBeInTheDocument();
  });
});
