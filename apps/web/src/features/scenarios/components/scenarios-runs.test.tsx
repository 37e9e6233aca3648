import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID, agentJson, listOf, resultFor, scenarioFixture } from '../testing/fixtures';
import { deferred, json, mockApi, renderPage } from '../testing/render';
import { ScenariosPage } from './scenarios-page';

const base = `/api/agents/${AGENT_ID}`;
const open = () =>
  renderPage(<ScenariosPage />, { path: '/agent/:agentId/scenarios', entry: `/agent/${AGENT_ID}/scenarios` });

const booking = scenarioFixture({
  title: 'Book a cleaning',
  expectations: [{ kind: 'booked' }, { kind: 'ended_politely' }],
});
const hours = scenarioFixture({ title: 'Ask the hours', expectations: [{ kind: 'mentions', text: '8 AM' }] });
const urgent = scenarioFixture({ title: 'A broken tooth', expectations: [{ kind: 'urgent_message' }] });

const runUrl = (id: string) => `POST ${base}/scenarios/${id}/run`;
const runStatus = () => screen.getByText(/^(Running|Finished)/, { selector: 'p' });

describe('Run all', () => {
  it('runs each scenario in turn with its progress, and a failed run does not stop the rest', async () => {
    const first = deferred<Response>();
    const third = deferred<Response>();
    const fetchMock = mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([booking, hours, urgent])),
      [runUrl(booking.id)]: () => first.promise,
      [runUrl(hours.id)]: () =>
        json({ error: { code: 'UPSTREAM_FAILED', message: 'The voice platform did not answer.' } }, 502),
      [runUrl(urgent.id)]: () => third.promise,
    });
    const user = userEvent.setup();
    open();
    const runAll = await screen.findByRole('button', { name: 'Run all' });
    await user.click(
      within(screen.getByRole('article', { name: 'Ask the hours' })).getByRole('button', { name: 'Ask the hours' }),
    );
    await user.click(runAll);

    expect(runStatus()).toHaveTextContent('Running 1 of 3: Book a cleaning…');
    expect(runAll).toBeDisabled();
    const bookingCard = screen.getByRole('article', { name: 'Book a cleaning' });
    expect(within(bookingCard).getByText('Running...')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ask the hours' })).getByRole('button', {
        name: 'Edit Ask the hours',
      }),
    ).toBeDisabled();

    first.resolve(json({ ...booking, lastResult: resultFor(booking, { failed: ['booked'] }) }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('Running 3 of 3: A broken tooth…'));
    const hoursCard = screen.getByRole('article', { name: 'Ask the hours' });
    expect(within(hoursCard).getByRole('alert')).toHaveTextContent('The voice platform did not answer.');
    expect(within(bookingCard).getByText('Failed', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText(/^Passed 0 of 3 · 2 not run yet · Last run /)).toBeInTheDocument();

    third.resolve(json({ ...urgent, lastResult: resultFor(urgent) }));
    await waitFor(() => expect(runStatus()).toHaveTextContent('Finished running 3 scenarios.'));
    expect(runAll).toBeEnabled();
    expect(screen.getByText(/^Passed 1 of 3 · 1 not run yet · Last run Nov 26, 2026, /)).toBeInTheDocument();
    // Once over, the first failing row is open on its checks; a passing one waits to be opened.
    const bookingChecklist = within(bookingCard).getByRole('list', { name: 'Expectations' });
    expect(bookingChecklist).toHaveTextContent('Failed: Booked an appointment within the rules');
    expect(bookingChecklist).toHaveTextContent('Reason booked failed.');
    expect(bookingChecklist).toHaveTextContent('Passed: Ended politely');
    const tooth = screen.getByRole('article', { name: 'A broken tooth' });
    expect(within(tooth).queryByRole('list', { name: 'Expectations' })).toBeNull();
    await user.click(within(tooth).getByRole('button', { name: 'A broken tooth' }));
    expect(within(tooth).getByRole('list', { name: 'Expectations' })).toHaveTextContent(
      'Passed: Took a message marked urgent',
    );
    const order = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/run'));
    expect(order).toEqual([booking.id, hours.id, urgent.id].map((id) => `${base}/scenarios/${id}/run`));
  });

  it('runs one scenario from its card and clears its earlier failure', async () => {
    let attempts = 0;
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([booking, hours])),
      [runUrl(booking.id)]: () =>
        ++attempts === 1
          ? json({ error: { code: 'RATE_LIMITED', message: 'Too many runs. Wait a minute.' } }, 429)
          : json({ ...booking, lastResult: resultFor(booking) }),
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Book a cleaning' });
    await user.click(within(card).getByRole('button', { name: 'Book a cleaning' }));
    await user.click(within(card).getByRole('button', { name: 'Run Book a cleaning' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Too many runs. Wait a minute.');
    await user.click(within(card).getByRole('button', { name: 'Run Book a cleaning' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(card).getByText('Passed', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText(/^Passed 1 of 2 · 1 not run yet/)).toBeInTheDocument();
  });

  it('shows why a conversation could not be held', async () => {
    const failed = {
      ...resultFor(booking, { failed: ['booked', 'ended_politely'] }),
      error: 'The assistant is not set up.',
    };
    mockApi({
      [`GET ${base}`]: () => json(agentJson()),
      [`GET ${base}/scenarios`]: () => json(listOf([{ ...booking, lastResult: { ...failed, transcript: [] } }])),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Book a cleaning' });
    expect(card).toHaveTextContent('The conversation could not be held');
    expect(card).toHaveTextContent('The assistant is not set up.');
    expect(card).toHaveTextContent(/Ran Nov 26, 2026, .* · took 3\.2 s/);
  });
});
