import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID, agentJson, listOf, resultFor, scenarioFixture } from '../testing/fixtures';
import { deferred, json, mockApi, renderPage } from '../testing/render';
import { ScenariosPage } from './scenarios-page';

const base = `/api/agents/${AGENT_ID}`;
const open = () =>
  renderPage(<ScenariosPage />, { path: '/agent/:agentId/scenarios', entry: `/agent/${AGENT_ID}/scenarios` });

/** A row's disclosure, named by its scenario. */
const toggleOf = (card: HTMLElement, title: string) => within(card).getByRole('button', { name: title });
const expand = (card: HTMLElement, title: string) => userEvent.click(toggleOf(card, title));

const booking = scenarioFixture({
  title: 'Book a cleaning',
  callerTurns: ['Hi, I would like a cleaning.', 'Tuesday morning, please.'],
  expectations: [{ kind: 'booked' }, { kind: 'mentions', text: 'insurance' }],
});

describe('ScenariosPage', () => {
  it('shows a skeleton of the page while loading, under the title and explanation', async () => {
    const list = deferred<Response>();
    mockApi({ [`GET ${base}`]: () => json(agentJson()), [`GET ${base}/scenarios`]: () => list.promise });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Test scenarios' })).toBeInTheDocument();
    expect(screen.getByText(/book nothing, and are not counted as calls/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading scenarios' })).toBeInTheDocument();
    list.resolve(json(listOf([booking])));
    expect(await screen.findByRole('article', { name: 'Book a cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading scenarios' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Hub' })).toHaveAttribute('href', `/agent/${AGENT_ID}`);
  });

  it('says quietly when a call happens and that nobody answers its transfers, only where set', async () => {
    const night = scenarioFixture({
      title: 'Billing at night',
      callAt: { on: 'Mon', time: '21:00' },
      transfersUnanswered: true,
    });
    const holiday = scenarioFixture({ title: 'Thanksgiving', callAt: { on: '2026-11-26', time: '10:00' } });
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([night, holiday, booking])),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Billing at night' });
    await expand(card, 'Billing at night');
    expect(
      within(card).getByText('Called Monday at 9:00 PM (America/Chicago) · Nobody answers a transfer'),
    ).toBeInTheDocument();
    const dated = screen.getByRole('article', { name: 'Thanksgiving' });
    await expand(dated, 'Thanksgiving');
    expect(within(dated).getByText('Called Nov 26, 2026 at 10:00 AM (America/Chicago)')).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Book a cleaning' });
    await expand(plain, 'Book a cleaning');
    expect(within(plain).getByText('The caller says')).toBeInTheDocument();
    expect(within(plain).queryByText(/^Called /)).toBeNull();
  });

  it("shows each scenario's caller lines, the checklist with reasons and the folded conversation", async () => {
    const ran = { ...booking, lastResult: resultFor(booking, { failed: ['mentions'] }) };
    const fresh = scenarioFixture({ title: 'Ask the hours' });
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([ran, fresh])),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Book a cleaning' });
    expect(screen.getByText(/^Passed 0 of 2 · 1 not run yet · Last run Nov 26, 2026, /)).toBeInTheDocument();
    expect(within(card).getByText('Failed', { selector: '[data-status]' })).toBeInTheDocument();
    // The failing row opens by itself; the others are one line each until opened.
    expect(toggleOf(card, 'Book a cleaning')).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('“Tuesday morning, please.”')).toBeInTheDocument();
    const checklist = within(card).getByRole('list', { name: 'Expectations' });
    const [booked, mentions] = within(checklist).getAllByRole('listitem');
    expect(booked).toHaveTextContent('Passed: Booked an appointment within the rules');
    expect(booked).toHaveTextContent('Reason booked passed.');
    expect(mentions).toHaveTextContent('Failed: Mentioned “insurance”');
    expect(mentions).toHaveTextContent('Reason mentions failed.');

    const toggle = within(card).getByRole('button', { name: 'Show the conversation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const conversation = within(card).getByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('Caller: Hi, I would like to book a cleaning.');
    expect(conversation).toHaveTextContent('Bright Smile: Tuesday at 10 works.');
    expect(conversation).toHaveTextContent('Checked the calendar');
    expect(within(card).getByRole('button', { name: 'Hide the conversation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const other = screen.getByRole('article', { name: 'Ask the hours' });
    expect(within(other).getByText('Not run', { selector: '[data-status]' })).toBeInTheDocument();
    expect(toggleOf(other, 'Ask the hours')).toHaveAttribute('aria-expanded', 'false');
    expect(within(other).queryByRole('list', { name: 'Expectations' })).toBeNull();
    // Its line says what it checks.
    expect(within(other).getByText('Booked an appointment within the rules')).toBeInTheDocument();
    await expand(other, 'Ask the hours');
    // Not run yet is said once, by the row's state: the checklist lines are the plain sentences.
    const unchecked = within(other).getByRole('list', { name: 'Expectations' });
    expect(unchecked).toHaveTextContent(/^Booked an appointment within the rules/);
    expect(unchecked).not.toHaveTextContent('Not run');
    expect(within(other).queryByRole('button', { name: 'Show the conversation' })).not.toBeInTheDocument();
  });

  it('keeps a phone number in a caller line whole', async () => {
    const lookup = scenarioFixture({ title: 'Look it up', callerTurns: ['It is under Jane Doe, 512-555-0142.'] });
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([lookup])),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Look it up' });
    await expand(card, 'Look it up');
    // The number is an element of its own, which does not wrap.
    expect(within(card).getByText('512-555-0142').tagName).toBe('SPAN');
  });

  it('says once what every card shares, and tags only the cards that differ', async () => {
    const fresh = scenarioFixture({ title: 'Ask the hours' });
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([booking, fresh])),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Book a cleaning' });
    // The summary says how many and what they cover before any run; the list's label where they came from.
    expect(screen.getByText('2 scenarios · not run yet')).toBeInTheDocument();
    expect(screen.getByText('2 on appointments')).toBeInTheDocument();
    expect(screen.getByText('Suggested scenarios', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).queryByText('Suggested')).toBeNull();
    expect(within(card).queryByText('Not run')).toBeNull();
  });

  it('tags a card as suggested or not run only where it differs from the others', async () => {
    const own = scenarioFixture({ title: 'My own', origin: 'owner' });
    const fresh = scenarioFixture({ title: 'Ask the hours' });
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([{ ...booking, lastResult: resultFor(booking) }, fresh, own])),
    });
    open();
    const mixed = await screen.findByRole('article', { name: 'Ask the hours' });
    expect(screen.getByText('Scenarios', { selector: 'p' })).toBeInTheDocument();
    expect(within(mixed).getByText('Suggested')).toBeInTheDocument();
    expect(within(mixed).getByText('Not run', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'My own' })).queryByText('Suggested')).toBeNull();
  });

  it('offers the suggested scenarios when the list is empty', async () => {
    const suggested = scenarioFixture({ title: 'Book a cleaning' });
    const fetchMock = mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([], { suggestionsMissing: 1 })),
      [`POST ${base}/scenarios/proposals`]: () => json(listOf([suggested])),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'No scenarios yet' })).toBeInTheDocument();
    expect(screen.getByText('No scenarios yet', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run all' })).toBeDisabled();
    // Offered once, in the empty state.
    await userEvent.click(screen.getByRole('button', { name: 'Add suggested scenarios' }));
    expect(await screen.findByRole('article', { name: 'Book a cleaning' })).toBeInTheDocument();
    expect(await screen.findByText('Added 1 suggested scenario.')).toBeInTheDocument();
    expect(screen.getByText('1 scenario · not run yet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      `POST ${base}/scenarios/proposals`,
    );
  });

  it('offers the suggestions the list lacks, and nothing when every one is there', async () => {
    let missing = 2;
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([booking], { suggestionsMissing: missing })),
    });
    const { unmount } = open();
    await screen.findByRole('article', { name: 'Book a cleaning' });
    expect(screen.getByRole('button', { name: 'Add suggested scenarios' })).toBeEnabled();
    unmount();

    missing = 0;
    open();
    await screen.findByRole('article', { name: 'Book a cleaning' });
    expect(screen.getByRole('button', { name: 'Add scenario' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add suggested scenarios' })).toBeNull();
  });

  it('says why the scenarios could not load and tries again', async () => {
    let attempts = 0;
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () =>
        ++attempts === 1
          ? json({ error: { code: 'INTERNAL', message: 'The scenarios are unavailable.' } }, 500)
          : json(listOf([booking])),
    });
    open();
    const alert = (await screen.findByText('The scenarios are unavailable.')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('The scenarios could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Book a cleaning' })).toBeInTheDocument();
  });

  it('says when the agent is deleted', async () => {
    mockApi({
      [`GET ${base}`]: () => json(agentJson({ isDeleted: true })),
      [`GET ${base}/scenarios`]: () => json(listOf([])),
    });
    open();
    expect(await screen.findByText(/This agent has been deleted/)).toBeInTheDocument();
  });

  it("says when the agent is not the user's or does not exist", async () => {
    const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Agent not found.' } }, 404);
    mockApi({ [`GET ${base}`]: notFound, [`GET ${base}/scenarios`]: notFound });
    open();
    expect(await screen.findByText('Agent not found or could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Agents' })).toHaveAttribute('href', '/agents');
  });

  it('deletes a scenario after asking', async () => {
    let deleted = false;
    const fetchMock = mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf(deleted ? [] : [booking])),
      [`DELETE ${base}/scenarios/${booking.id}`]: () => {
        deleted = true;
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Book a cleaning' });
    await user.click(toggleOf(card, 'Book a cleaning'));
    await user.click(within(card).getByRole('button', { name: 'Delete Book a cleaning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete scenario' });
    expect(dialog).toHaveTextContent('Delete the scenario "Book a cleaning"');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'No scenarios yet' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `${base}/scenarios/${booking.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('offers the suggestion back once a suggested scenario is deleted', async () => {
    const hours = scenarioFixture({ title: 'Ask the hours' });
    let deleted = false;
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () =>
        json(deleted ? listOf([hours], { suggestionsMissing: 1 }) : listOf([booking, hours])),
      [`DELETE ${base}/scenarios/${booking.id}`]: () => {
        deleted = true;
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Book a cleaning' });
    expect(screen.queryByRole('button', { name: 'Add suggested scenarios' })).toBeNull();
    await user.click(toggleOf(card, 'Book a cleaning'));
    await user.click(within(card).getByRole('button', { name: 'Delete Book a cleaning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete scenario' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Add suggested scenarios' })).toBeEnabled();
    expect(screen.queryByRole('article', { name: 'Book a cleaning' })).toBeNull();
  });

  describe('while the agent has a draft', () => {
    const onDraft = {
      ...booking,
      lastResult: resultFor(booking, { failed: ['mentions'] }),
      draftResult: resultFor(booking, { ranAt: '2026-11-27T15:04:00.000Z' }),
    };
    const drafted = agentJson({ draftChanges: 2 });

    it("says runs test the draft, and shows each scenario's draft result beside the live one", async () => {
      const fresh = scenarioFixture({ title: 'Ask the hours' });
      const fetchMock = mockApi({
        [`GET ${base}`]: () => json(drafted),
        [`GET ${base}/scenarios`]: () => json(listOf([onDraft, fresh], { draft: true })),
        [`POST ${base}/scenarios/${onDraft.id}/run`]: () =>
          json({ ...onDraft, draftResult: resultFor(booking, { failed: ['booked'] }) }),
      });
      open();
      const card = await screen.findByRole('article', { name: 'Book a cleaning' });
      expect(screen.getByText('Runs test your draft, not what callers hear.')).toBeInTheDocument();
      expect(screen.getByText(/^Draft: Passed 1 of 2 · 1 not run yet · Last run Nov 27, 2026, /)).toBeInTheDocument();
      expect(screen.getByText(/^Live: Passed 0 of 2 · 1 not run yet · Last run Nov 26, 2026, /)).toBeInTheDocument();
      // The page says once that runs test the draft; a row's state is the draft's, the live one under it.
      expect(within(card).getByText('Passed', { selector: '[data-status]' })).toBeInTheDocument();
      expect(within(card).queryByText(/^Draft/)).not.toBeInTheDocument();
      expect(within(card).getByText('Live: Failed')).toBeInTheDocument();
      // Failing only on what callers hear: the row waits to be opened.
      await expand(card, 'Book a cleaning');
      // The checklist is the draft's run: every expectation passed there.
      expect(within(card).getByRole('list', { name: 'Expectations' })).toHaveTextContent(
        'Passed: Mentioned “insurance”',
      );
      const other = screen.getByRole('article', { name: 'Ask the hours' });
      expect(within(other).getByText('Not run', { selector: '[data-status]' })).toBeInTheDocument();
      expect(within(other).queryByText(/^Live:/)).not.toBeInTheDocument();

      // A run on the draft counts in the draft's summary; the live one stays.
      await userEvent.click(within(card).getByRole('button', { name: 'Run Book a cleaning' }));
      expect(await within(card).findByText('Failed', { selector: '[data-status]' })).toBeInTheDocument();
      expect(screen.getByText(/^Draft: Passed 0 of 2 · 1 not run yet/)).toBeInTheDocument();
      expect(screen.getByText(/^Live: Passed 0 of 2 · 1 not run yet · Last run Nov 26, 2026, /)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('reads the list again when it was read before the agent had its draft', async () => {
      let reads = 0;
      mockApi({
        [`GET ${base}`]: () => json(drafted),
        // The first answer is from before the draft (a list kept from a visit moments ago).
        [`GET ${base}/scenarios`]: () => json(listOf([onDraft], { draft: reads++ > 0 })),
      });
      open();
      expect(await screen.findByText('Runs test your draft, not what callers hear.')).toBeInTheDocument();
      expect(reads).toBe(2);
    });
  });
});
