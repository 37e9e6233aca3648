import type { Agent } from '@portal/shared/agents/agent';
import { configSnapshot } from '@portal/shared/agents/completion.plain';
import { defaultHours } from '@portal/shared/agents/hours';
import type { CardProposal, KnowledgeImport } from '@portal/shared/agents/knowledge-import';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, renderWithProviders, sentBody } from '../../testing/render';
import { ProposalReview } from './proposal-review';

const TEMPLATE_FAQ = 'Cancellations: please give us 24 hours notice.';

/**
 * An agent made from a template that suggests FAQ & Policies (the product suggests the week); the
 * owner saved a description, and changed About Us (as an older editor did, without saving it).
 */
function ownerAgent(): Agent {
  const fromTemplate = agentFixture({ faqAndPolicies: TEMPLATE_FAQ });
  return {
    ...fromTemplate,
    initialConfigSnapshot: configSnapshot(fromTemplate),
    description: 'We fix teeth.',
    aboutUs: 'Family-run since 1998.',
    userSavedSections: ['description'],
  };
}

const proposal = (card: CardProposal['card'], section: Record<string, unknown>): CardProposal => ({
  card,
  section,
  sources: [{ url: 'https://smile.example/', title: 'Home' }],
  change: 'new',
});

const siteHours = { ...defaultHours(), Sat: { open: true, start: '09:00', end: '13:00' } };
const item: KnowledgeImport = {
  id: 'import-1',
  agentId: 'agent-1',
  kind: 'website',
  source: 'https://smile.example/',
  status: 'ready',
  progress: { done: 1, total: 1, current: null },
  error: null,
  reader: 'structured',
  pages: [{ url: 'https://smile.example/', title: 'Home' }],
  skipped: [],
  proposals: [
    proposal('businessName', { businessName: 'Bright Smile Dental' }),
    proposal('description', { description: 'A dental clinic in Austin.' }),
    proposal('yourHours', { yourHours: siteHours, timezone: 'America/Chicago' }),
    proposal('faqAndPolicies', { faqAndPolicies: 'Q: Do you see children?\nA: From age three.' }),
    proposal('aboutUs', { aboutUs: 'Founded by Dr. Lee.' }),
  ],
  siteChanges: { added: [], changed: [], removed: [] },
  createdAt: '2026-05-01T10:00:00.000Z',
  finishedAt: '2026-05-01T10:01:00.000Z',
};

const ACCEPT = 'POST /api/agents/agent-1/imports/import-1/accept';

function review() {
  const agent = ownerAgent();
  renderWithProviders(<ProposalReview agent={agent} item={item} onImportAgain={() => undefined} />);
  return { agent, user: userEvent.setup() };
}

describe('"Accept all for empty cards"', () => {
  it('counts and names only the empty cards and the suggestions, and says which cards it leaves', async () => {
    mockApi({});
    review();
    const button = screen.getByRole('button', { name: 'Accept all for empty cards (3)' });
    const preview =
      'Fills the empty cards: Business Name. Replaces the suggestions on: Your Hours and FAQ & Policies. ' +
      'Leaves the cards you wrote: Description and About Us.';
    expect(screen.getByText(preview)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(preview);
  });

  it('sends those cards only, asking the server to leave any the owner wrote, and marks them accepted', async () => {
    const fetchMock = mockApi({
      [ACCEPT]: () =>
        json({ agent: ownerAgent(), syncError: null, filled: ['businessName', 'yourHours'], left: ['faqAndPolicies'] }),
    });
    const { user } = review();
    await user.click(screen.getByRole('button', { name: 'Accept all for empty cards (3)' }));
    expect(await screen.findByText('2 cards saved. Left as you wrote them: FAQ & Policies.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      cards: {
        businessName: { businessName: 'Bright Smile Dental' },
        yourHours: { yourHours: siteHours, timezone: 'America/Chicago' },
        faqAndPolicies: { faqAndPolicies: 'Q: Do you see children?\nA: From age three.' },
      },
      untouchedOnly: true,
    });
    const card = (title: string) => screen.getByRole('region', { name: title });
    expect(within(card('Business Name')).getByText('Accepted')).toBeInTheDocument();
    expect(within(card('Your Hours')).getByText('Accepted')).toBeInTheDocument();
    // Left by the server: still open for the owner to accept or skip.
    expect(within(card('FAQ & Policies')).getByRole('button', { name: 'Accept FAQ & Policies' })).toBeEnabled();
    expect(within(card('About Us')).getByRole('button', { name: 'Accept About Us' })).toBeEnabled();
  });

  it('accepts one card the owner wrote when they ask for it by name', async () => {
    const fetchMock = mockApi({
      [ACCEPT]: () => json({ agent: ownerAgent(), syncError: null, filled: ['aboutUs'], left: [] }),
    });
    const { user } = review();
    await user.click(screen.getByRole('button', { name: 'Accept About Us' }));
    expect(await screen.findByText('1 card saved.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ cards: { aboutUs: { aboutUs: 'Founded by Dr. Lee.' } } });
  });
});
