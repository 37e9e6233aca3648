import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, renderWithProviders, sentBody } from '../testing/render';
import { AgentConfigurePage } from './configure-page';

// The hub's Answer: the card opens with the caller's question drafted at the end of its text.
const QUESTION = 'Do you take Medicaid?';
const DRAFTED = 'No pets.\n\nQ: Do you take Medicaid?\nA: ';
const entry = (card: string) =>
  `/agent/agent-1/configure?${new URLSearchParams({ tab: 'brain', card, question: QUESTION })}`;

function renderAnswer(card = 'faqAndPolicies', agent = agentFixture({ faqAndPolicies: 'No pets.' })) {
  const fetchMock = mockApi({
    'GET /api/agents/agent-1': () => json(agent),
    'PATCH /api/agents/agent-1/sections/faqAndPolicies': () =>
      json({
        agent: agentFixture({ faqAndPolicies: 'No pets.\n\nQ: Do you take Medicaid?\nA: Yes.' }),
        syncError: null,
      }),
    'POST /api/agents/agent-1/knowledge-gaps/resolve': () => new Response(null, { status: 204 }),
  });
  const rendered = renderWithProviders(<AgentConfigurePage />, {
    path: '/agent/:agentId/configure',
    initialEntry: entry(card),
  });
  return { fetchMock, ...rendered };
}

const requests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('answering a question from the hub', { timeout: 20_000 }, () => {
  it('drafts the question at the end of the card, and saving the card resolves it', async () => {
    const { fetchMock } = renderAnswer();
    const dialog = await screen.findByRole('dialog', { name: 'FAQ & Policies' });
    const field = within(dialog).getByLabelText('FAQ & Policies');
    expect(field).toHaveValue(DRAFTED);

    fireEvent.change(field, { target: { value: 'No pets.\n\nQ: Do you take Medicaid?\nA: Yes.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(fetchMock)).toContain('POST /api/agents/agent-1/knowledge-gaps/resolve'));
    const resolveCall = requests(fetchMock).indexOf('POST /api/agents/agent-1/knowledge-gaps/resolve');
    expect(requests(fetchMock).indexOf('PATCH /api/agents/agent-1/sections/faqAndPolicies')).toBeLessThan(resolveCall);
    expect(sentBody(fetchMock, resolveCall)).toEqual({ key: 'do you take medicaid' });
  });

  it('asks before throwing the draft away, and resolves nothing then', async () => {
    const { fetchMock } = renderAnswer();
    const dialog = await screen.findByRole('dialog', { name: 'FAQ & Policies' });
    // The draft is an edit once the form has checked it (asynchronously), as for typed text.
    await waitFor(() => expect(within(dialog).getByLabelText('FAQ & Policies')).toHaveValue(DRAFTED));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(requests(fetchMock)).not.toContain('POST /api/agents/agent-1/knowledge-gaps/resolve');
  });
});
