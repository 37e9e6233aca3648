import { noSiteFacts, type OpeningHours, type SiteFacts } from './crawl.ts';
import { groupOpeningHours, parseOpeningHoursText, timeOfDay, weekday } from './opening-hours.ts';
import type { SchemaNode } from './schema-nodes.ts';

/** Facts read from schema.org nodes, before phones and e-mails are normalised. */
export type SchemaFacts = Omit<SiteFacts, 'phones' | 'emails'> & { phones: string[]; emails: string[] };

/** Types that carry an address or a telephone without being the business itself. */
const NOT_BUSINESS =
  /^(WebSite|WebPage|\w+Page|BreadcrumbList|PostalAddress|ContactPoint|Person|Offer|AggregateOffer|Product|Service|Question|Answer|ImageObject|GeoCoordinates|OpeningHoursSpecification|ItemList|ListItem|OfferCatalog|Review|Rating|AggregateRating|Article|BlogPosting|NewsArticle|Event|SiteNavigationElement)$/;
const BUSINESS_PROPERTIES = ['address', 'telephone', 'openingHours', 'openingHoursSpecification'];

const MAX_WALK = 5000;

const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : [value].flat());
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A property as one line of plain text: answers often carry HTML markup and entities. */
function text(value: unknown): string | null {
  const first = asList(value)[0];
  const raw = typeof first === 'string' || typeof first === 'number' ? String(first) : null;
  if (raw === null) return isNode(first) ? text(first['@value'] ?? first.name) : null;
  const plain = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return plain || null;
}

/** 'http://schema.org/Dentist' and 'Dentist' alike. */
export const typesOf = (node: SchemaNode) =>
  asList(node['@type']).flatMap((type) => (typeof type === 'string' ? [type.replace(/^.*[/#:]/, '')] : []));

/** Every node and the node it sits in, nested ones included, walked without recursion. */
function walk(roots: SchemaNode[]) {
  const found: { node: SchemaNode; parent: SchemaNode | null }[] = [];
  const pending = roots.map((node) => ({ node, parent: null as SchemaNode | null }));
  for (let next = 0; next < pending.length && found.length < MAX_WALK; next += 1) {
    const entry = pending[next]!;
    found.push(entry);
    for (const [key, value] of Object.entries(entry.node)) {
      if (key === '@graph') continue;
      for (const child of asList(value)) if (isNode(child)) pending.push({ node: child, parent: entry.node });
    }
  }
  return found;
}

function isBusiness(node: SchemaNode) {
  const types = typesOf(node);
  if (types.length === 0 || types.some((type) => NOT_BUSINESS.test(type))) return false;
  return BUSINESS_PROPERTIES.some((key) => key in node) || types.some((type) => /Organization|Business/.test(type));
}

/** A PostalAddress on one line: '12 Main St, Austin, TX 78701'; country left out for the US. */
export function addressLine(value: unknown): string | null {
  if (!isNode(value)) return text(value);
  const country = text(value.addressCountry);
  const regionAndCode = [text(value.addressRegion), text(value.postalCode)].filter(Boolean).join(' ');
  const parts = [
    text(value.streetAddress),
    text(value.addressLocality),
    regionAndCode,
    country && !/^(US|USA|United States( of America)?)$/i.test(country) ? country : null,
  ];
  return parts.filter(Boolean).join(', ') || null;
}

function hoursFromSpecification(value: unknown): OpeningHours[] {
  return asList(value).flatMap((spec) => {
    if (!isNode(spec)) return [];
    const opens = timeOfDay(text(spec.opens) ?? '');
    const closes = timeOfDay(text(spec.closes) ?? '');
    const days = asList(spec.dayOfWeek).flatMap((day) => {
      const name = typeof day === 'string' ? weekday(day) : isNode(day) ? weekday(String(day['@id'] ?? '')) : null;
      return name ? [name] : [];
    });
    // 00:00-00:00 is how schema.org marks a closed day.
    if (!opens || !closes || days.length === 0 || (opens === '00:00' && closes === '00:00')) return [];
    return [{ days, opens, closes }];
  });
}

/** A number as '149.00': '$1,200' -> '1200.00'; null when there is no amount. */
export function priceText(value: unknown): string | null {
  const raw = text(value);
  const amount = raw ? /\d+(?:\.\d+)?/.exec(raw.replace(/,/g, ''))?.[0] : undefined;
  return amount === undefined ? null : Number(amount).toFixed(2);
}

function offerOf(node: SchemaNode, parent: SchemaNode | null): SiteFacts['offers'][number] | null {
  const item = isNode(node.itemOffered) ? node.itemOffered : null;
  const product = parent && typesOf(parent).some((type) => /Product|Service/.test(type)) ? parent : null;
  const name = text(node.name) ?? text(item?.name) ?? text(product?.name);
  if (!name) return null;
  const specification = isNode(node.priceSpecification) ? node.priceSpecification : null;
  return {
    name,
    price: priceText(node.price ?? node.lowPrice ?? specification?.price),
    currency: text(node.priceCurrency ?? specification?.priceCurrency),
    description: text(node.description) ?? text(item?.description) ?? text(product?.description),
  };
}

export function schemaFacts(roots: SchemaNode[]): SchemaFacts {
  const facts: SchemaFacts = noSiteFacts();
  const hours: OpeningHours[] = [];
  for (const { node, parent } of walk(roots)) {
    const types = typesOf(node);
    if (isBusiness(node)) {
      facts.businessName ??= text(node.name) ?? text(node.legalName);
      facts.businessType ??= types[0] ?? null;
      facts.description ??= text(node.description);
      facts.addresses.push(...asList(node.address).flatMap((address) => addressLine(address) ?? []));
      facts.emails.push(...asList(node.email).flatMap((email) => text(email) ?? []));
      hours.push(...hoursFromSpecification(node.openingHoursSpecification));
      hours.push(...asList(node.openingHours).flatMap((value) => parseOpeningHoursText(text(value) ?? '')));
    }
    if (isBusiness(node) || types.includes('ContactPoint')) {
      facts.phones.push(...asList(node.telephone).flatMap((phone) => text(phone) ?? []));
    }
    if (types.includes('Question')) {
      const question = text(node.name) ?? text(node.text);
      const accepted = isNode(node.acceptedAnswer) ? node.acceptedAnswer : asList(node.suggestedAnswer).find(isNode);
      const answer = accepted ? text(accepted.text) : null;
      if (question && answer) facts.faqs.push({ question, answer });
    }
    if (types.includes('Offer') || types.includes('AggregateOffer')) {
      const offer = offerOf(node, parent);
      if (offer) facts.offers.push(offer);
    } else if (
      types.some((type) => type === 'Product' || type === 'Service') &&
      !('offers' in node) &&
      !(parent && typesOf(parent).some((type) => /Offer$/.test(type)))
    ) {
      const name = text(node.name);
      if (name) facts.offers.push({ name, price: null, currency: null, description: text(node.description) });
    }
  }
  facts.openingHours = groupOpeningHours(hours);
  return facts;
}
