import type { Analytics, AnalyticsTotals } from '@portal/shared/analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../../testing/render';
import { AnalyticsPage } from './analytics-page';

const agents = [
  { id: 'agent-1', agentName: 'Front Desk' },
  { id: 'agent-2', agentName: 'Night Desk' },
];

const totals = (extra: Partial<AnalyticsTotals> = {}): AnalyticsTotals => ({
  calls: 12,
  seconds: 1500,
  minutes: 25,
  averageSeconds: 125,
  booked: 3,
  withOutcome: 10,
  bookingRate: 0.3,
  ...extra,
});

const hours = () => {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  grid[1]![10] = 4; // Tuesday 10 AM
  grid[5]![23] = 1; // Saturday 11 PM
  return grid;
};

const analytics = (extra: Partial<Analytics> = {}): Analytics => ({
  period: 7,
  agentId: null,
  start: '2030-03-06T06:00:00.000Z',
  end: '2030-03-13T05:00:00.000Z',
  timezone: { id: 'America/Chicago', label: 'Central Time (Chicago)' },
  totals: totals(),
  previous: totals({ calls: 8, minutes: 25, averageSeconds: 140, bookingRate: 0.25 }),
  days: ['06', '07', '08', '09', '10', '11', '12'].map((day, index) => ({
    date: `2030-03-${day}`,
    calls: index === 3 ? 12 : 0,
    minutes: index === 3 ? 25 : 0,
  })),
  outcomes: [
    { kind: 'booked', label: 'Appointment booked', calls: 3 },
    { kind: null, label: 'No outcome reported', calls: 2 },
  ],
  hours: hours(),
  versions: [],
  ...extra,
});

const open = (entry = '/analytics') => renderPage(<AnalyticsPage />, { path: '/analytics', entry }).router;

describe('AnalyticsPage', { timeout: 20_000 }, () => {
  it("compares one agent's versions by the share of each outcome, and shows no such section without versions", async () => {
    const byVersion = analytics({
      agentId: 'a1',
      versions: [
        { number: 2, publishedAt: '2030-03-10T15:00:00.000Z', calls: 4, outcomes: [{ kind: 'booked', calls: 3 }] },
        {
          number: 1,
          publishedAt: '2030-03-01T15:00:00.000Z',
          calls: 8,
          outcomes: [
            { kind: 'booked', calls: 2 },
            { kind: 'message_taken', calls: 4 },
          ],
        },
      ],
    });
    mockFetch((url) => (url.pathname === '/api/agents' ? json(agents) : json(byVersion)));
    open('/analytics?period=7&agentId=a1');
    const section = await screen.findByRole('region', { name: 'By version' });
    const rows = within(section)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('VersionCallsAppointment bookedMessage taken');
    expect(rows[1]).toMatch(/^Version 2From Mar 10, .*CDT475%0%$/);
    expect(rows[2]).toMatch(/^Version 1From Mar 1, .*CST825%50%$/);
  });

  it('leaves out the versions section when no version answered a call', async () => {
    mockFetch((url) => (url.pathname === '/api/agents' ? json(agents) : json(analytics())));
    open('/analytics?period=7');
    expect(await screen.findByRole('region', { name: 'Outcomes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By version' })).not.toBeInTheDocument();
  });

  it('shows the totals with their change, the days, outcomes and busiest hours, in the zone', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/agents' ? json(agents) : json(analytics())));
    open('/analytics?period=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Call analytics' })).toBeInTheDocument();
    expect(screen.getByText('Test calls from the portal are not counted.')).toBeInTheDocument();
    // Once read, the days and their zone join that line under the title.
    expect(
      await screen.findByText(
        'Mar 6 – Mar 12, 2030. Days and hours in Central Time (Chicago). Test calls from the portal are not counted.',
      ),
    ).toBeVisible();

    const stats = screen.getByLabelText('Totals');
    expect(stats).toHaveTextContent('Calls12Up 4 from the 7 days before');
    expect(stats).toHaveTextContent('Minutes25Same as the 7 days before');
    expect(stats).toHaveTextContent('Average call length2 min 05 sDown 15 s from the 7 days before');
    expect(stats).toHaveTextContent('Booking rate30%Up 5 points from the 7 days before');

    const perDay = screen.getByRole('table', { name: 'Calls per day' });
    expect(within(perDay).getByRole('row', { name: 'Saturday, March 9 12 25' })).toBeInTheDocument();
    expect(within(perDay).getAllByRole('row')).toHaveLength(8);

    const outcomes = screen.getByRole('region', { name: 'Outcomes' });
    const bars = within(outcomes).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['Appointment booked3', 'No outcome reported2']);
    // Under each name and count, a bar as long as the outcome's share of all the calls (3 and 2 of 5).
    const fills = bars.map((bar) => bar.querySelector<HTMLElement>('[data-share]')!);
    expect(fills.map((fill) => fill.dataset.share)).toEqual(['60', '40']);
    expect(fills.map((fill) => fill.style.width)).toEqual(['60%', '40%']);

    const grid = screen.getByRole('table', { name: 'Calls by weekday and hour' });
    expect(within(grid).getByText('Tuesday 10 AM–11 AM: 4 calls')).toBeInTheDocument();
    expect(within(grid).getByText('Saturday 11 PM–12 AM: 1 call')).toBeInTheDocument();
    expect(within(grid).getByText('Monday 12 AM–1 AM: 0 calls')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/analytics?period=7');
  });

  it('changes the period and the agent in the URL, and says when there were no calls', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      const period = Number(url.searchParams.get('period')) as Analytics['period'];
      return json(analytics({ period, totals: totals({ calls: 0 }), agentId: url.searchParams.get('agentId') }));
    });
    const router = open();
    expect(await screen.findByText('No calls in the last 30 days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '90 days' }));
    expect(router.location.search).toBe('?period=90');
    expect(await screen.findByText('No calls in the last 90 days.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Night Desk' });
    await userEvent.selectOptions(screen.getByLabelText('Agent'), 'Night Desk');
    expect(router.location.search).toBe('?period=90&agentId=agent-2');
    expect(await screen.findByText('No calls for this agent in the last 90 days.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/analytics?period=30', '/api/analytics?period=90&agentId=agent-2']),
    );
  });

  it("shows the server's message when the figures cannot be loaded", async () => {
    mockFetch((url) =>
      url.pathname === '/api/agents'
        ? json(agents)
        : json({ error: { code: 'NOT_FOUND', message: 'Agent not found or access denied.' } }, 404),
    );
    open('/analytics?agentId=agent-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent not found or access denied.');
    expect(screen.getByLabelText('Agent')).toHaveValue('agent-9');
  });
});
