import type { Agent } from '@portal/shared/agents/agent';
import type { ScenarioList } from '@portal/shared/agents/scenarios';
import type { AgentDraft } from '@portal/shared/agents/versions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../features/agent-config/testing/agent-fixture';
import { useAgent } from '../../lib/agents/get-agent';
import { json, mockApi, renderPage } from '../../testing/render';
import { DraftBar } from './draft-bar';

const withDraft = (overrides: Partial<Agent> = {}) =>
  agentFixture({ draftChanges: 3, publishedVersion: 2, ...overrides });

const draft: AgentDraft = {
  editsGoToDraft: true,
  liveVersion: 2,
  updatedAt: '2026-11-20T15:00:00.000Z',
  changes: [
    {
      key: 'greeting',
      title: 'Greeting',
      tab: 'responsibilities',
      summary: 'Greeting changed',
      fields: [{ label: 'Greeting', before: 'Hello there.', after: 'Hi, thanks for calling Bright Smile!' }],
    },
  ],
};

const scenarioList = (draftSummary: ScenarioList['draftSummary']): ScenarioList => ({
  scenarios: [],
  summary: { passed: 3, total: 3, notRun: 0, lastRanAt: '2026-11-20T15:00:00.000Z' },
  draftSummary,
  suggestionsMissing: 0,
});

/** The bar as a page shows it: over the agent it reads, so an answer that changes the agent shows. */
function Harness({ compact }: { compact?: boolean }) {
  const agent = useAgent('agent-1');
  return agent.data ? <DraftBar agent={agent.data} compact={compact} /> : null;
}

function renderBar(
  agent: Agent,
  { compact = false, scenarios = scenarioList(null) }: { compact?: boolean; scenarios?: ScenarioList } = {},
) {
  const fetchMock = mockApi({
    'GET /api/agents/agent-1': () => json(agent),
    'GET /api/agents/agent-1/draft': () => json(draft),
    'GET /api/agents/agent-1/scenarios': () => json(scenarios),
    'DELETE /api/agents/agent-1/draft': () => json({ agent: agentFixture({ publishedVersion: 2 }), syncError: null }),
    'POST /api/agents/agent-1/draft/publish': () =>
      json({ agent: agentFixture({ publishedVersion: 3 }), version: 3, syncError: null }),
  });
  renderPage(<Harness compact={compact} />);
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

describe('DraftBar', { timeout: 20_000 }, () => {
  it('says how many changes wait and that callers hear the published version until then', async () => {
    renderBar(withDraft());
    expect(await screen.findByText('Draft: 3 changes not published')).toBeInTheDocument();
    expect(screen.getByText(/Callers hear version 2 until you publish\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Version history' })).toHaveAttribute('href', '/agent/agent-1/versions');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('says "1 change"', async () => {
    renderBar(withDraft({ draftChanges: 1 }));
    expect(await screen.findByText('Draft: 1 change not published')).toBeInTheDocument();
  });

  it('shows nothing without a draft, or only the quiet line naming the version callers hear', async () => {
    renderBar(agentFixture({ draftChanges: 0, publishedVersion: 2 }));
    await waitFor(() => expect(screen.queryByText(/^Draft:/)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Callers hear/)).not.toBeInTheDocument();
  });

  it('as a compact strip (the configure page) says the same and offers the same', async () => {
    renderBar(withDraft(), { compact: true });
    const bar = await screen.findByRole('region', { name: 'Draft: 3 changes not published' });
    expect(bar).toHaveAttribute('data-compact');
    expect(bar).toHaveTextContent('Callers hear version 2 until you publish.');
    expect(within(bar).getByRole('link', { name: 'Version history' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    // On a phone the sentence, the link and Discard fold under a toggle beside the summary.
    const more = within(bar).getByRole('button', { name: 'More about the draft' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(folded).toHaveTextContent('Callers hear version 2 until you publish.');
    expect(within(folded).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(within(folded).queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks before discarding, and discards only on the answer', async () => {
    const fetchMock = renderBar(withDraft());
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your draft?' });
    expect(dialog).toHaveTextContent('The 3 changes go, and the configure page shows what callers hear.');
    expect(requests(fetchMock, 'DELETE', '/api/agents/agent-1/draft')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByText('Draft: 3 changes not published')).not.toBeInTheDocument());
    expect(requests(fetchMock, 'DELETE', '/api/agents/agent-1/draft')).toHaveLength(1);
  });

  it('Cancel keeps the draft', async () => {
    const fetchMock = renderBar(withDraft());
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Draft: 3 changes not published')).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE', '/api/agents/agent-1/draft')).toHaveLength(0);
  });

  it('publishes: the changes card by card, before and after in full, with the note sent', async () => {
    const fetchMock = renderBar(withDraft());
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your changes' });
    expect(await within(dialog).findByRole('heading', { name: 'Greeting changed' })).toBeInTheDocument();
    expect(within(dialog).getByText('Hello there.')).toBeInTheDocument();
    expect(within(dialog).getByText('Hi, thanks for calling Bright Smile!')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Callers hear version 2 now.');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Friendlier greeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Version 3 published. Callers hear it from the next call.')).toBeInTheDocument();
    const [publish] = requests(fetchMock, 'POST', '/api/agents/agent-1/draft/publish');
    expect(JSON.parse(String(publish![1]!.body))).toEqual({ note: 'Friendlier greeting' });
    await waitFor(() => expect(screen.queryByText(/^Draft:/)).not.toBeInTheDocument());
  });

  it('asks first when scenarios fail on the draft', async () => {
    const fetchMock = renderBar(withDraft(), {
      scenarios: scenarioList({ passed: 1, total: 4, notRun: 1, lastRanAt: '2026-11-20T15:00:00.000Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your changes' });
    expect(await within(dialog).findByText(/1 of 4 pass, 1 not run\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('2 scenarios fail on this draft. Publish anyway?');
    expect(requests(fetchMock, 'POST', '/api/agents/agent-1/draft/publish')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Version 3 published. Callers hear it from the next call.')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', '/api/agents/agent-1/draft/publish')).toHaveLength(1);
  });

  it('publishes at once when every scenario run on the draft passes', async () => {
    const fetchMock = renderBar(withDraft(), {
      scenarios: scenarioList({ passed: 2, total: 2, notRun: 0, lastRanAt: '2026-11-20T15:00:00.000Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your changes' });
    expect(await within(dialog).findByText(/2 of 2 pass\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 published. Callers hear it from the next call.')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', '/api/agents/agent-1/draft/publish')).toHaveLength(1);
  });

  it('says so when the voice platform did not take the published version, with its reason', async () => {
    const fetchMock = renderBar(withDraft());
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'POST')
        return json({ agent: agentFixture({ publishedVersion: 3 }), version: 3, syncError: 'Vapi is down.' });
      if (url.endsWith('/draft')) return json(draft);
      if (url.endsWith('/scenarios')) return json(scenarioList(null));
      return json(withDraft());
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your changes' });
    await within(dialog).findByRole('heading', { name: 'Greeting changed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 published, but the voice assistant was not updated')).toBeInTheDocument();
    expect(screen.getByText('Vapi is down. The change is kept and sent again shortly.')).toBeInTheDocument();
  });
});
