import type { KnowledgeGap } from '@portal/shared/knowledge-gaps';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { KnowledgeGapsTile } from './knowledge-gaps-tile';

const gap = (question: string, extra: Partial<KnowledgeGap> = {}): KnowledgeGap => ({
  key: question.toLowerCase(),
  question,
  count: 1,
  lastAskedAt: '2026-11-26T16:02:00.000Z',
  cardKey: 'faqAndPolicies',
  ...extra,
});

const PATH = 'GET /api/agents/agent-1/knowledge-gaps';
const render = () =>
  renderPage(<KnowledgeGapsTile agentId="agent-1" timeZone="America/Chicago" />, {
    path: '/agent/:agentId',
    entry: '/agent/agent-1',
  });
const tile = () => screen.getByRole('region', { name: 'Unanswered questions' });

describe("the hub's questions the agent couldn't answer", () => {
  it('lists each question with how often and when it was last asked, and an Answer into its card', async () => {
    mockApi({
      [PATH]: () =>
        json({
          gaps: [
            gap('Do you take Medicaid?', { count: 3 }),
            gap('How much is whitening?', { count: 1, cardKey: 'yourPrices' }),
          ],
        }),
    });
    render();
    const items = await within(tile()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    // In the business's zone, named, whatever the browser's zone is (the year shows in another year).
    expect(items[0]).toHaveTextContent(/Do you take Medicaid\?Asked 3 times · Last Nov 26(, 2026)?, 10:02 AM CST/);
    // Asked once: the one moment is the fact.
    expect(items[1]).toHaveTextContent(/How much is whitening\?Asked Nov 26(, 2026)?, 10:02 AM CSTAnswer$/);
    const answer = within(items[0]!).getByRole('link', { name: 'Answer: Do you take Medicaid?' });
    expect(answer).toHaveTextContent('Answer');
    expect(answer).toHaveAttribute(
      'href',
      '/agent/agent-1/configure?tab=brain&card=faqAndPolicies&question=Do+you+take+Medicaid%3F',
    );
    expect(within(items[1]!).getByRole('link', { name: /^Answer/ })).toHaveAttribute(
      'href',
      expect.stringContaining('card=yourPrices'),
    );
  });

  it('says when there is nothing to answer', async () => {
    mockApi({ [PATH]: () => json({ gaps: [] }) });
    render();
    expect(await within(tile()).findByText('No unanswered questions in the last 30 days.')).toBeInTheDocument();
  });

  it("says why when the questions can't be loaded", async () => {
    mockApi({ [PATH]: () => json({ error: { code: 'INTERNAL', message: 'Database unavailable.' } }, 500) });
    render();
    expect(
      await within(tile()).findByText('The questions could not be loaded: Database unavailable.'),
    ).toBeInTheDocument();
  });
});
