import type { ImportSource } from '@portal/shared/agents/knowledge-import';
import { TEXT_LIMIT } from '@portal/shared/agents/sections';
import type { SiteKnowledge } from '@portal/shared/agents/site-knowledge';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { weeklyHoursOf, type ProposalDraft } from './site-proposals.pure.ts';
import { zoneOfAddress } from './state-zones.pure.ts';
import { clip, oneLine } from './text-clip.pure.ts';

/** The crawled page a URL names; the model may add or drop a trailing slash. */
function pageOf(pagesByUrl: ReadonlyMap<string, ImportSource>, url: string) {
  const bare = url.trim().replace(/\/+$/, '');
  return pagesByUrl.get(url) ?? pagesByUrl.get(bare) ?? pagesByUrl.get(`${bare}/`) ?? null;
}

/** Each item with the page it names, leaving out those that name no crawled page. */
function onPages<T extends { sourceUrl: string }>(items: (T | null)[], pagesByUrl: ReadonlyMap<string, ImportSource>) {
  return items.flatMap((item) => {
    const page = item ? pageOf(pagesByUrl, item.sourceUrl) : null;
    return item && page ? [{ item, page }] : [];
  });
}

const sourcesOf = (found: { page: ImportSource }[]) => [...new Map(found.map(({ page }) => [page.url, page])).values()];

/**
 * The cards the model's reading of the site proposes, in the same sections as the site's own
 * data gives them (site-proposals.pure.ts), each with the pages its values came from. A value whose
 * page was not crawled is dropped: the model may only report what the pages it was shown say.
 * `timezone` is the agent's zone; without one, the zone of the address the model read.
 */
export function proposalsFromKnowledge(
  knowledge: SiteKnowledge,
  pagesByUrl: ReadonlyMap<string, ImportSource>,
  timezone: string | null,
): ProposalDraft[] {
  const proposals: ProposalDraft[] = [];
  const propose = (
    card: ProposalDraft['card'],
    found: { page: ImportSource }[],
    section: () => Record<string, unknown>,
  ) => {
    if (found.length) proposals.push({ card, section: section(), sources: sourcesOf(found) });
  };
  const one = (value: { value: string; sourceUrl: string } | null) =>
    onPages([value && value.value.trim() ? value : null], pagesByUrl);

  const name = one(knowledge.businessName);
  propose('businessName', name, () => ({ businessName: oneLine(name[0]!.item.value, TEXT_LIMITS.businessName) }));
  const type = one(knowledge.typeOfBusiness);
  propose('typeOfBusiness', type, () => ({ typeOfBusiness: oneLine(type[0]!.item.value, TEXT_LIMITS.line) }));
  const description = one(knowledge.description);
  propose('description', description, () => ({ description: clip(description[0]!.item.value.trim(), TEXT_LIMIT) }));

  const products = onPages(knowledge.products, pagesByUrl);
  propose('yourProducts', products, () => ({
    yourProducts: clip(
      products.map(({ item }) => `- ${item.name}${item.description ? `: ${item.description}` : ''}`).join('\n'),
      TEXT_LIMIT,
    ),
  }));
  const prices = onPages(knowledge.prices, pagesByUrl);
  propose('yourPrices', prices, () => ({
    yourPrices: clip(prices.map(({ item }) => `- ${item.item}: ${item.price}`).join('\n'), TEXT_LIMIT),
  }));

  const address = one(knowledge.address);
  const hours = onPages(knowledge.hours, pagesByUrl);
  const zone = timezone ?? (address[0] ? zoneOfAddress(address[0].item.value) : null);
  if (zone) {
    propose('yourHours', hours, () => ({ yourHours: weeklyHoursOf(hours.map(({ item }) => item)), timezone: zone }));
  }

  const phone = one(knowledge.phone);
  const email = one(knowledge.email);
  const contact = [...phone, ...email, ...address];
  propose('contactInfo', contact, () => ({
    contactInfo: clip(
      [
        ...phone.map(({ item }) => `Phone: ${item.value.trim()}`),
        ...email.map(({ item }) => `Email: ${item.value.trim()}`),
        ...address.map(({ item }) => `Address: ${oneLine(item.value, TEXT_LIMITS.line)}`),
      ].join('\n'),
      TEXT_LIMIT,
    ),
  }));

  const faqs = onPages(knowledge.faqs, pagesByUrl);
  const policies = onPages(knowledge.policies, pagesByUrl);
  propose('faqAndPolicies', [...faqs, ...policies], () => {
    const questions = faqs.map(({ item }) => `Q: ${item.question}\nA: ${item.answer}`).join('\n\n');
    const rules = policies.length ? `Policies:\n${policies.map(({ item }) => `- ${item.policy}`).join('\n')}` : '';
    return { faqAndPolicies: clip([questions, rules].filter(Boolean).join('\n\n'), TEXT_LIMIT) };
  });

  const about = one(knowledge.aboutUs);
  propose('aboutUs', about, () => ({ aboutUs: clip(about[0]!.item.value.trim(), TEXT_LIMIT) }));
  const additional = one(knowledge.additionalInfo);
  propose('additionalInfo', additional, () => ({
    additionalInfo: clip(additional[0]!.item.value.trim(), TEXT_LIMIT),
  }));

  return proposals;
}
