import { noSiteFacts, type FactField, type FactSource, type MergedSiteFacts, type SiteFacts } from './crawl.ts';
import { describeHours } from './opening-hours.ts';

type ListField = 'phones' | 'emails' | 'addresses' | 'faqs' | 'offers';

/** How two values of a list are recognised as the same, and how one is shown in the sources. */
const LISTS: {
  [F in ListField]: { key: (item: SiteFacts[F][number]) => string; label: (item: SiteFacts[F][number]) => string };
} = {
  phones: { key: (phone) => phone, label: (phone) => phone },
  emails: { key: (email) => email, label: (email) => email },
  addresses: { key: (address) => address.toLowerCase().replace(/[^\da-z]/g, ''), label: (address) => address },
  faqs: { key: (faq) => faq.question.toLowerCase(), label: (faq) => faq.question },
  offers: {
    key: (offer) => `${offer.name.toLowerCase()}|${offer.price}`,
    label: (offer) => (offer.price ? `${offer.name}: ${offer.price}` : offer.name),
  },
};

/**
 * One set of facts for the whole site, pages in crawl order (the start page first): each single
 * value from the first page that states it, lists joined without repeats, and each value's page
 * in `sources` so the owner can check it. Opening hours come whole from the first page that
 * gives any: mixing two pages' hours would invent a timetable neither states.
 */
export function mergeSiteFacts(pages: { url: string; facts: SiteFacts }[]): MergedSiteFacts {
  const merged: MergedSiteFacts = { ...noSiteFacts(), sources: [] };
  const source = (field: FactField, index: number, value: string, url: string) =>
    merged.sources.push({ field, index, value, url } satisfies FactSource);
  const seen = new Map<ListField, Set<string>>();

  for (const { url, facts } of pages) {
    for (const field of ['businessName', 'businessType', 'description'] as const) {
      const value = facts[field];
      if (merged[field] === null && value !== null) {
        merged[field] = value;
        source(field, 0, value, url);
      }
    }
    if (merged.openingHours.length === 0 && facts.openingHours.length > 0) {
      merged.openingHours = facts.openingHours;
      facts.openingHours.forEach((hours, index) => source('openingHours', index, describeHours(hours), url));
    }
    for (const field of Object.keys(LISTS) as ListField[]) {
      const { key, label } = LISTS[field] as { key: (item: unknown) => string; label: (item: unknown) => string };
      const keys = seen.get(field) ?? new Set<string>();
      seen.set(field, keys);
      for (const item of facts[field] as unknown[]) {
        if (keys.has(key(item))) continue;
        keys.add(key(item));
        const list = merged[field] as unknown[];
        list.push(item);
        source(field, list.length - 1, label(item), url);
      }
    }
  }
  return merged;
}
