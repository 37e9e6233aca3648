import { IMPORTABLE_CARDS, type ImportableCard } from '@portal/shared/agents/knowledge-import';
import type { ProposalDraft } from './site-proposals.pure.ts';

/**
 * Cards whose text the model writes better than the site's raw data or page text: it reads the
 * whole site, not one snippet. Every other card keeps the site's own data when the site gives it
 * (its marked-up name, hours, phone and address are what the owner published, so authoritative),
 * and takes the model's reading only where the site's data left the card empty.
 */
const MODEL_WRITES_BETTER = new Set<ImportableCard>([
  'description',
  'yourProducts',
  'aboutUs',
  'faqAndPolicies',
  'additionalInfo',
]);

/** One proposal per card, from the site's structured data or the model's reading, in the review's order. */
export function mergeProposals(structured: ProposalDraft[], model: ProposalDraft[]): ProposalDraft[] {
  const fromSite = new Map(structured.map((proposal) => [proposal.card, proposal]));
  const fromModel = new Map(model.map((proposal) => [proposal.card, proposal]));
  return IMPORTABLE_CARDS.flatMap((card) => {
    const chosen = MODEL_WRITES_BETTER.has(card)
      ? (fromModel.get(card) ?? fromSite.get(card))
      : (fromSite.get(card) ?? fromModel.get(card));
    return chosen ? [chosen] : [];
  });
}
