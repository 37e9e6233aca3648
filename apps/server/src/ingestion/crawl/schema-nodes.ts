/**
 * schema.org data of a page as plain objects, whichever way the page wrote it: JSON-LD scripts
 * and microdata (itemscope/itemprop) both become `{ '@type': 'Dentist', telephone: ..., ... }`,
 * so one reader (schema-facts.ts) maps both to facts.
 */

export type SchemaNode = { [property: string]: unknown };

type Element = {
  tagName: string;
  children: ArrayLike<Element>;
  textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
};
type Document = { querySelectorAll(selector: string): ArrayLike<Element> };

/** A page is not a database: past this many nodes the rest is ignored. */
const MAX_NODES = 2000;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a parsed JSON-LD value: top level, arrays and @graph; nested ones stay inside their parent. */
function topLevelNodes(value: unknown): SchemaNode[] {
  if (Array.isArray(value)) return value.flatMap(topLevelNodes);
  if (!isNode(value)) return [];
  const graph = value['@graph'];
  return graph === undefined ? [value] : [value, ...topLevelNodes(graph)];
}

export function jsonLdNodes(document: Document): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const type = (script.getAttribute('type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    // Some CMSs wrap the JSON in a comment or CDATA for old browsers.
    const text = (script.textContent ?? '').replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)|(-->|\/\/\s*\]\]>)\s*$/g, '');
    try {
      nodes.push(...topLevelNodes(JSON.parse(text)));
    } catch {
      // A broken block is the site's problem; the rest of the page is still read.
    }
  }
  return nodes.slice(0, MAX_NODES);
}

/** An itemprop's value, as the microdata specification reads it from each element. */
function propertyValue(element: Element): string {
  const tag = element.tagName.toUpperCase();
  const attribute =
    tag === 'META'
      ? 'content'
      : tag === 'A' || tag === 'LINK' || tag === 'AREA'
        ? 'href'
        : ['IMG', 'AUDIO', 'VIDEO', 'SOURCE', 'IFRAME', 'EMBED'].includes(tag)
          ? 'src'
          : tag === 'TIME'
            ? 'datetime'
            : tag === 'DATA' || tag === 'METER'
              ? 'value'
              : null;
  const value =
    (attribute && element.getAttribute(attribute)) ?? element.getAttribute('content') ?? element.textContent;
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function addProperty(item: SchemaNode, names: string, value: unknown) {
  for (const name of names.split(/\s+/).filter(Boolean)) {
    const existing = item[name];
    item[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
}

/** Items inside items inside items: real pages need three or four levels. */
const MAX_ITEM_DEPTH = 12;

/** One item: its type from itemtype (the last path part) and its properties, nested items included. */
function readItem(scope: Element, budget: { nodes: number }, depth = 0): SchemaNode {
  const itemType = (scope.getAttribute('itemtype') ?? '').trim().split(/\s+/)[0] ?? '';
  const item: SchemaNode = itemType ? { '@type': itemType.replace(/^.*\//, '') } : {};
  // Our own stack: a hostile page can nest deeper than the call stack allows.
  const pending: Element[] = Array.from(scope.children).reverse();
  while (pending.length && budget.nodes < MAX_NODES * 10) {
    budget.nodes += 1;
    const element = pending.pop()!;
    const names = element.getAttribute('itemprop');
    const nested = element.hasAttribute('itemscope');
    const deeper = nested && depth < MAX_ITEM_DEPTH;
    if (names) addProperty(item, names, deeper ? readItem(element, budget, depth + 1) : propertyValue(element));
    if (!nested) pending.push(...Array.from(element.children).reverse());
  }
  return item;
}

/** Top-level microdata items (an itemscope that is not itself another item's property). */
export function microdataNodes(document: Document): SchemaNode[] {
  const budget = { nodes: 0 };
  return Array.from(document.querySelectorAll('[itemscope]'))
    .filter((element) => !element.hasAttribute('itemprop'))
    .slice(0, MAX_NODES)
    .map((element) => readItem(element, budget));
}
