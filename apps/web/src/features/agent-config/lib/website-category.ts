import type { KNOWLEDGE_CATEGORIES } from '@portal/shared/agents/options.plain';

type Category = (typeof KNOWLEDGE_CATEGORIES)[number];

/** The knowledge category a card's 'Auto-Populate from Website' asks the summary to focus on. */
const CARD_CATEGORY: Record<string, Category> = {
  description: 'Company Info',
  aboutUs: 'Company Info',
  yourProducts: 'Services',
  yourPrices: 'Pricing',
  contactInfo: 'Contact Info',
  faqAndPolicies: 'FAQs',
};

export const categoryForCard = (cardKey: string): Category => CARD_CATEGORY[cardKey] ?? 'Other';

/** Appends a new block of text below what is there, separated by a blank line. */
export const appendText = (current: string, addition: string) =>
  current.trim() ? `${current.trimEnd()}\n\n${addition.trim()}` : addition.trim();
