import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_ID, listOf, resultFor, scenarioFixture } from '../testing/fixtures';
import { deferred, json, mockApi, renderPage } from '../testing/render';
import { ScenariosHubCard } from './scenarios-hub-card';

const url = `GET /api/agents/${AGENT_ID}/scenarios`;
const open = () => renderPage(<ScenariosHubCard agentId={AGENT_ID} />);
const zoneOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')!.value;

describe('ScenariosHubCard', () => {
  it('says how many passed and when they last ran, with the zone, and leads to the page', async () => {
    const ranAt = '2026-11-26T15:04:00.000Z';
    const scenarios = [1, 2, 3].map(() => scenarioFixture());
    const ran = scenarios.map((scenario, index) => ({
      ...scenario,
      lastResult: resultFor(scenario, { failed: index === 2 ? ['booked'] : [], ranAt }),
    }));
    mockApi({ [url]: () => json(listOf(ran)) });
    open();
    const link = await screen.findByRole('link', { name: /Test scenarios/ });
    expect(link).toHaveAttribute('href', `/agent/${AGENT_ID}/scenarios`);
    const summary = await screen.findByText(/^Passed 2 of 3 · Last run Nov 26, 2026, /);
    expect(summary.textContent!.endsWith(zoneOf(ranAt))).toBe(true);
  });

  it('says when the scenarios have not run, and keeps the line while loading', async () => {
    const list = deferred<Response>();
    mockApi({ [url]: () => list.promise });
    open();
    expect(screen.getByRole('link', { name: /Test scenarios/ })).toBeInTheDocument();
    expect(screen.queryByText('Not run yet')).not.toBeInTheDocument();
    list.resolve(json(listOf([scenarioFixture()])));
    expect(await screen.findByText('Not run yet')).toBeInTheDocument();
  });

  it("shows the draft's pass count beside the live one while the agent has a draft", async () => {
    const scenarios = [1, 2].map(() => scenarioFixture());
    const ran = scenarios.map((scenario, index) => ({
      ...scenario,
      lastResult: resultFor(scenario),
      draftResult: resultFor(scenario, { failed: index === 1 ? ['booked'] : [] }),
    }));
    mockApi({ [url]: () => json(listOf(ran, { draft: true })) });
    renderPage(<ScenariosHubCard agentId={AGENT_ID} draft />);
    expect(await screen.findByText('Draft: 1 of 2 pass')).toBeInTheDocument();
    expect(screen.getByText('Live: 2 of 2 pass')).toBeInTheDocument();
    expect(screen.queryByText(/^Passed/)).not.toBeInTheDocument();
  });
});
