import { WEEKDAYS, type Weekday } from '@portal/shared/agents/options.plain';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import type { CardProposal, ImportSource } from '@portal/shared/agents/knowledge-import';
import type { WebsiteEntry } from '@portal/shared/agents/agent';
import { TEXT_LIMIT } from '@portal/shared/agents/sections';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import type { CrawledPage, OpeningHours } from '../../ingestion/crawl/crawl.ts';
import { zoneOfAddress } from './state-zones.pure.ts';
import { clip, oneLine } from './text-clip.pure.ts';

export type ProposalDraft = Omit<CardProposal, 'change'>;

/** What the prompt keeps of one page for Website Info: enough for its substance, bounded. */
export const WEBSITE_SUMMARY_CHARS = 1500;
const ABOUT_CHARS = 1500;
const PRICE_LINES = 25;

const sourceOf = (page: CrawledPage): ImportSource => ({ url: page.url, title: page.title });

/** The first page that gives a value, with that page as the source. */
function firstFact<T>(pages: CrawledPage[], read: (page: CrawledPage) => T | null | undefined) {
  for (const page of pages) {
    const value = read(page);
    if (value !== null && value !== undefined && value !== '') return { value, source: sourceOf(page) };
  }
  return null;
}

/** Every value the pages give, once each (by `key`), with the pages they came from. */
function allFacts<T>(pages: CrawledPage[], read: (page: CrawledPage) => T[], key: (value: T) => string) {
  const seen = new Map<string, T>();
  const sources = new Map<string, ImportSource>();
  for (const page of pages) {
    for (const value of read(page)) {
      const id = key(value).trim().toLowerCase();
      if (!id || seen.has(id)) continue;
      seen.set(id, value);
      sources.set(page.url, sourceOf(page));
    }
  }
  return { values: [...seen.values()], sources: [...sources.values()] };
}

/** 'HomeAndConstructionBusiness' reads as 'Home and construction business'; generic types say nothing. */
function businessTypeText(type: string | null) {
  if (!type || /^(LocalBusiness|Organization|Corporation|Place|Thing|WebSite|WebPage)$/i.test(type)) return null;
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Days the site gives hours for open at those hours; days it does not mention closed. */
export function weeklyHoursOf(specs: OpeningHours[]): WeeklyHours {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: false, start: null, end: null }])) as WeeklyHours;
  for (const spec of specs) {
    if (!(spec.closes > spec.opens)) continue;
    for (const day of spec.days as Weekday[]) week[day] = { open: true, start: spec.opens, end: spec.closes };
  }
  return week;
}

/** Prices the site states in plain text: short lines with an amount, as a price list reads. */
function priceLines(page: CrawledPage) {
  return page.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[$€£]\s?\d/.test(line) && line.length <= 160);
}

const CATEGORY_BY_PATH: [RegExp, WebsiteEntry['user_category']][] = [
  [/pric|rate|fee|cost|insurance/i, 'Pricing'],
  [/faq|question|help|polic/i, 'FAQs'],
  [/contact|location|find-us|directions|hours/i, 'Contact Info'],
  [/service|treatment|menu|product|shop|what-we-do/i, 'Services'],
  [/about|team|story|mission|^\/$/i, 'Company Info'],
];

export const categoryOfPath = (path: string): WebsiteEntry['user_category'] =>
  CATEGORY_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other';

/**
 * Proposals from what the site states itself: its structured data (schema.org, tel: and mailto:
 * links), its price lines, its About page and one Website Info entry per page. `timezone` is the
 * agent's zone; without one, the zone of the business's address.
 */
export function proposalsFromPages(startUrl: string, pages: CrawledPage[], timezone: string | null): ProposalDraft[] {
  const proposals: ProposalDraft[] = [];
  const add = (card: ProposalDraft['card'], section: Record<string, unknown>, sources: ImportSource[]) =>
    proposals.push({ card, section, sources });

  const name = firstFact(pages, (page) => page.facts.businessName);
  if (name) add('businessName', { businessName: oneLine(name.value, TEXT_LIMITS.businessName) }, [name.source]);

  const type = firstFact(pages, (page) => businessTypeText(page.facts.businessType));
  if (type) add('typeOfBusiness', { typeOfBusiness: oneLine(type.value, TEXT_LIMITS.line) }, [type.source]);

  const description = firstFact(pages, (page) => page.facts.description);
  if (description) add('description', { description: clip(description.value, TEXT_LIMIT) }, [description.source]);

  const offers = allFacts(
    pages,
    (page) => page.facts.offers,
    (offer) => offer.name,
  );
  if (offers.values.length) {
    const lines = offers.values.map((offer) => `- ${offer.name}${offer.description ? `: ${offer.description}` : ''}`);
    add('yourProducts', { yourProducts: clip(lines.join('\n'), TEXT_LIMIT) }, offers.sources);
  }

  const priced = offers.values.filter((offer) => offer.price);
  const stated = allFacts(pages, priceLines, (line) => line);
  if (priced.length || stated.values.length) {
    const money = (price: string, currency: string | null) =>
      currency && currency.toUpperCase() !== 'USD' ? `${price} ${currency.toUpperCase()}` : `$${price}`;
    const lines = [
      ...priced.map((offer) => `- ${offer.name}: ${money(offer.price!, offer.currency)}`),
      ...stated.values.slice(0, PRICE_LINES).map((line) => `- ${line.replace(/^[-•*]\s*/, '')}`),
    ];
    add('yourPrices', { yourPrices: clip([...new Set(lines)].join('\n'), TEXT_LIMIT) }, [
      ...new Map([...offers.sources, ...stated.sources].map((source) => [source.url, source])).values(),
    ]);
  }

  const phones = allFacts(
    pages,
    (page) => page.facts.phones,
    (phone) => phone,
  );
  const emails = allFacts(
    pages,
    (page) => page.facts.emails,
    (email) => email,
  );
  const addresses = allFacts(
    pages,
    (page) => page.facts.addresses,
    (address) => address,
  );

  const hours = allFacts(
    pages,
    (page) => page.facts.openingHours,
    (spec) => `${spec.days.join(',')} ${spec.opens}-${spec.closes}`,
  );
  const zone = timezone ?? addresses.values.map(zoneOfAddress).find(Boolean) ?? null;
  if (hours.values.length && zone) {
    add('yourHours', { yourHours: weeklyHoursOf(hours.values), timezone: zone }, hours.sources);
  }

  const contact = [
    ...phones.values.map((phone) => `Phone: ${formatPhoneNumber(phone)}`),
    ...emails.values.map((email) => `Email: ${email}`),
    ...addresses.values.map((address) => `Address: ${address}`),
  ];
  if (contact.length) {
    const sources = new Map([...phones.sources, ...emails.sources, ...addresses.sources].map((s) => [s.url, s]));
    add('contactInfo', { contactInfo: clip([...contact, `Website: ${startUrl}`].join('\n'), TEXT_LIMIT) }, [
      ...sources.values(),
    ]);
  }

  const faqs = allFacts(
    pages,
    (page) => page.facts.faqs,
    (faq) => faq.question,
  );
  if (faqs.values.length) {
    const text = faqs.values.map((faq) => `Q: ${faq.question}\nA: ${faq.answer}`).join('\n\n');
    add('faqAndPolicies', { faqAndPolicies: clip(text, TEXT_LIMIT) }, faqs.sources);
  }

  const about = pages.find((page) => /about|our-story|who-we-are/i.test(page.path) && page.text.trim());
  if (about) add('aboutUs', { aboutUs: clip(about.text.trim(), ABOUT_CHARS) }, [sourceOf(about)]);

  const entries: WebsiteEntry[] = pages
    .filter((page) => page.text.trim())
    .map((page) => ({
      url: page.url.slice(0, 2048),
      processed_title: oneLine(page.title || page.path, 300),
      user_category: categoryOfPath(page.path),
      summary: clip(page.text.trim(), WEBSITE_SUMMARY_CHARS),
    }));
  if (entries.length) add('websiteInfo', { websiteInfo: entries }, pages.map(sourceOf));

  return proposals;
}
