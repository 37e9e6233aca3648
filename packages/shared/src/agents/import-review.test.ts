import { describe, expect, it } from 'vitest';
import type { Agent } from './agent.ts';
import { configSnapshot } from './completion.plain.ts';
import { defaultHours } from './hours.ts';
import { acceptAllSplit, cardHolding } from './import-review.plain.ts';

type TestAgent = Partial<Agent> & Pick<Agent, 'userSavedSections' | 'initialConfigSnapshot'>;

/** An agent made from a template that suggests FAQ & Policies; the product suggests the week. */
const FROM_TEMPLATE: Partial<Agent> = {
  agentName: 'Sam',
  yourHours: defaultHours(),
  faqAndPolicies: 'Cancellations: please give us 24 hours notice.',
  description: null,
  aboutUs: null,
};

function agent(now: Partial<Agent> = {}, userSavedSections: string[] = []): TestAgent {
  const created = { ...FROM_TEMPLATE, userSavedSections: [], initialConfigSnapshot: null };
  return { ...created, ...now, userSavedSections, initialConfigSnapshot: configSnapshot(created) };
}

describe('what a card holds, for "Accept all for empty cards"', () => {
  it('is empty when never saved and holding nothing', () => {
    expect(cardHolding(agent(), 'description')).toBe('empty');
    expect(cardHolding(agent({ aboutUs: '   ' }), 'aboutUs')).toBe('empty');
  });

  it("is the suggestion when it still holds only the template's text or the product's week", () => {
    expect(cardHolding(agent(), 'faqAndPolicies')).toBe('suggested');
    expect(cardHolding(agent(), 'yourHours')).toBe('suggested');
  });

  it('is written when the owner saved it, even empty, or changed the suggestion', () => {
    expect(cardHolding(agent({ description: 'We fix teeth.' }, ['description']), 'description')).toBe('written');
    expect(cardHolding(agent({}, ['aboutUs']), 'aboutUs')).toBe('written');
    expect(cardHolding(agent({ faqAndPolicies: 'Cancellations: 48 hours, please.' }), 'faqAndPolicies')).toBe(
      'written',
    );
    expect(cardHolding(agent(), 'noSuchCard')).toBe('written');
  });

  it('splits the proposals into the ones to accept and the ones to leave, in review order', () => {
    const owner = agent({ aboutUs: 'Family-run since 1998.' }, ['aboutUs']);
    const proposals = ['businessName', 'yourHours', 'faqAndPolicies', 'aboutUs', 'description'].map((card) => ({
      card,
    }));
    expect(acceptAllSplit(owner, proposals)).toEqual({
      empty: [{ card: 'businessName' }, { card: 'description' }],
      suggested: [{ card: 'yourHours' }, { card: 'faqAndPolicies' }],
      written: [{ card: 'aboutUs' }],
    });
  });
});
