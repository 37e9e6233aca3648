import { parseHTML } from 'linkedom';
import type { SiteFacts } from './crawl.ts';
import { normaliseEmail, normalisePhone, phoneRegion } from './contact-values.ts';
import { schemaFacts } from './schema-facts.ts';
import { jsonLdNodes, microdataNodes } from './schema-nodes.ts';

type Document = ReturnType<typeof parseHTML>['document'];

const unique = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute('content')?.replace(/\s+/g, ' ').trim() || null;

/** Facts from a parsed page (the crawler's worker parses each page once for facts and links). */
export function factsFromDocument(document: Document, pageUrl: string): SiteFacts {
  const found = schemaFacts([...jsonLdNodes(document), ...microdataNodes(document)]);
  const region = phoneRegion(pageUrl);
  const links = Array.from(
    document.querySelectorAll('a[href]') as ArrayLike<{ getAttribute(name: string): string | null }>,
    (link) => link.getAttribute('href') ?? '',
  );
  const phones = [...found.phones, ...links.filter((href) => /^\s*tel:/i.test(href))];
  const emails = [...found.emails, ...links.filter((href) => /^\s*mailto:/i.test(href))];
  return {
    businessName: found.businessName ?? meta(document, 'meta[property="og:site_name"]'),
    businessType: found.businessType,
    description:
      found.description ??
      meta(document, 'meta[name="description"]') ??
      meta(document, 'meta[property="og:description"]'),
    phones: unique(
      phones.flatMap((phone) => normalisePhone(phone, region) ?? []),
      (phone) => phone,
    ),
    emails: unique(
      emails.flatMap((email) => normaliseEmail(email) ?? []),
      (email) => email,
    ),
    addresses: unique(found.addresses, (address) => address.toLowerCase().replace(/[^\da-z]/g, '')),
    openingHours: found.openingHours,
    faqs: unique(found.faqs, (faq) => faq.question.toLowerCase()),
    offers: unique(found.offers, (offer) => `${offer.name.toLowerCase()}|${offer.price}`),
  };
}

/**
 * The facts a page states in machine-readable form: schema.org JSON-LD and microdata (business,
 * address, hours, FAQ, offers), tel: and mailto: links, and the site name and description from
 * its meta tags. Prose is not read here; broken markup is ignored, never thrown.
 */
export function extractSiteFacts(html: string, pageUrl: string): SiteFacts {
  return factsFromDocument(parseHTML(html).document, pageUrl);
}
