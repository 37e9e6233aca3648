import type { Agent } from '@portal/shared/agents/agent';
import type { AgentVersion, AgentVersionList } from '@portal/shared/agents/versions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { agentFixture } from '../../agent-config/testing/agent-fixture';
import { AgentVersionsPage } from './versions-page';

const version = (overrides: Partial<AgentVersion>): AgentVersion => ({
  number: 1,
  note: null,
  publishedAt: '2026-11-20T15:00:00.000Z',
  publishedBy: 'Maria Lopez',
  live: false,
  changes: [],
  ...overrides,
});

const history: AgentVersionList = {
  versions: [
    version({
      number: 2,
      live: true,
      note: 'Friendlier greeting',
      publishedAt: '2026-11-21T16:30:00.000Z',
      changes: [
        {
          key: 'greeting',
          title: 'Greeting',
          tab: 'responsibilities',
          summary: 'Greeting changed',
          fields: [{ label: 'Greeting', before: 'Hello there.', after: 'Hi, thanks for calling!' }],
        },
      ],
    }),
    version({ number: 1 }),
  ],
};

const restored = (publish: boolean) =>
  json({
    agent: agentFixture({ draftChanges: publish ? 0 : 1, publishedVersion: publish ? 3 : 2 }),
    version: publish ? 3 : null,
    syncError: null,
  });

function renderVersions(list: AgentVersionList | (() => Response) = history, agent: Agent = agentFixture()) {
  const fetchMock = mockApi({
    'GET /api/agents/agent-1': () => json({ ...agent, publishedVersion: 2, timezone: 'America/Chicago' }),
    'GET /api/agents/agent-1/versions': typeof list === 'function' ? list : () => json(list),
    'POST /api/agents/agent-1/versions/1/restore': (init) =>
      restored((JSON.parse(String(init!.body)) as { publish: boolean }).publish),
  });
  renderPage(<AgentVersionsPage />, { path: '/agent/:agentId/versions', entry: '/agent/agent-1/versions' });
  return fetchMock;
}

const restoreCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/agents/agent-1/versions/1/restore')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

const versionCard = (name: string) => screen.getByRole('article', { name });

describe('Version history', { timeout: 20_000 }, () => {
  it('lists the versions newest first: live badge, when with its zone, who, the note and what changed', async () => {
    renderVersions();
    expect(await screen.findByRole('link', { name: 'Back to Hub' })).toHaveAttribute('href', '/agent/agent-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Version history' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Version 2', 'Version 1']);

    const latest = versionCard('Version 2');
    expect(within(latest).getByText('Live')).toBeInTheDocument();
    // In the agent's zone, named (the year shows when it is not this year's).
    expect(latest).toHaveTextContent(/Published Nov 21,( 2026,)? 10:30 AM CST by Maria Lopez/);
    expect(within(latest).getByText('Friendlier greeting')).toBeInTheDocument();
    expect(within(latest).getByText('Greeting changed')).toBeInTheDocument();
    // The live version is what callers hear: nothing to restore or publish.
    expect(within(latest).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();

    // The fields on request.
    expect(within(latest).queryByText('Hi, thanks for calling!')).not.toBeInTheDocument();
    await userEvent.click(within(latest).getByRole('button', { name: 'Show what changed' }));
    expect(within(latest).getByText('Hello there.')).toBeInTheDocument();
    expect(within(latest).getByText('Hi, thanks for calling!')).toBeInTheDocument();
    expect(within(latest).getByRole('button', { name: 'Hide what changed' })).toHaveAttribute('aria-expanded', 'true');

    expect(within(versionCard('Version 1')).queryByText('Live')).not.toBeInTheDocument();
  });

  it('restores a version as the draft: publish false, and the draft bar comes', async () => {
    const fetchMock = renderVersions();
    await screen.findByRole('article', { name: 'Version 1' });
    await userEvent.click(within(versionCard('Version 1')).getByRole('button', { name: 'Restore this version' }));
    expect(
      await screen.findByText('Version 1 is now your draft. Review it and publish it when you are ready.'),
    ).toBeInTheDocument();
    expect(restoreCalls(fetchMock)).toEqual([{ publish: false }]);
    // The bar's code loads once the agent has a draft.
    expect(await screen.findByText('Draft: 1 change not published')).toBeInTheDocument();
  });

  it('asks before restoring over a draft', async () => {
    const fetchMock = renderVersions(history, agentFixture({ draftChanges: 2 }));
    await screen.findByRole('article', { name: 'Version 1' });
    await userEvent.click(within(versionCard('Version 1')).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1 as your draft?' });
    expect(dialog).toHaveTextContent("Your draft's 2 changes are replaced.");
    expect(restoreCalls(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(restoreCalls(fetchMock)).toEqual([{ publish: false }]));
  });

  it('publishes a version again only once confirmed', async () => {
    const fetchMock = renderVersions();
    await screen.findByRole('article', { name: 'Version 1' });
    await userEvent.click(within(versionCard('Version 1')).getByRole('button', { name: 'Publish this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 1?' });
    expect(dialog).toHaveTextContent('Callers hear version 1 from the next call.');
    expect(restoreCalls(fetchMock)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish version 1' }));
    expect(
      await screen.findByText('Version 3 (a copy of version 1) published. Callers hear it from the next call.'),
    ).toBeInTheDocument();
    expect(restoreCalls(fetchMock)).toEqual([{ publish: true }]);
  });

  it('says when there are no versions yet', async () => {
    renderVersions({ versions: [] });
    expect(
      await screen.findByText(
        "No versions yet. Your agent's first version is recorded when you first change it after it goes live.",
      ),
    ).toBeInTheDocument();
  });

  it('says why the versions could not be loaded', async () => {
    renderVersions(() => json({ error: { code: 'INTERNAL', message: 'Database unavailable.' } }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the versions.');
    expect(alert).toHaveTextContent('Database unavailable.');
  });
});
