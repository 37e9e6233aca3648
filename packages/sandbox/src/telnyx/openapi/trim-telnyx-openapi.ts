/**
 * Rewrites telnyx-openapi.json from Telnyx's whole published OpenAPI document: only the messaging
 * and 10DLC operations the emulator serves and the message webhooks it posts, with every component
 * they reference, and without the prose (descriptions, examples, summaries, `x-` extensions) that
 * explains but never validates. Not run by tests; see README.md beside it.
 *
 *   npm run telnyx-openapi:trim --workspace packages/sandbox -- <path to Telnyx's spec3.json>
 *   npx prettier --write packages/sandbox/src/telnyx/openapi/telnyx-openapi.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Node = { [keyword: string]: unknown };
type Operation = { operationId?: string; requestBody?: Node; responses?: Record<string, Node> };
type Document = {
  openapi: string;
  info: Node;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Node>>;
};

/** Each path with the methods the emulator answers on it (packages/sandbox/src/telnyx/*-routes.ts). */
const OPERATIONS: Record<string, string[]> = {
  '/messages': ['post'],
  '/messages/{id}': ['get'],
  '/messaging_profiles': ['get', 'post'],
  '/messaging_profiles/{id}': ['get', 'patch', 'delete'],
  '/phone_numbers/{id}/messaging': ['get', 'patch'],
  '/10dlc/brand': ['get', 'post'],
  '/10dlc/brand/{brandId}': ['get', 'delete'],
  '/10dlc/brand/{brandId}/smsOtp': ['get', 'post', 'put'],
  '/10dlc/brand/smsOtp/{referenceId}': ['get'],
  '/10dlc/campaignBuilder': ['post'],
  '/10dlc/campaign': ['get'],
  '/10dlc/campaign/{campaignId}': ['get'],
  '/10dlc/phone_number_campaigns': ['get', 'post'],
  '/10dlc/phone_number_campaigns/{phoneNumber}': ['get', 'put', 'delete'],
};
/** message.sent and message.finalized (deliveryUpdate), message.received (inboundMessage). */
const WEBHOOKS = ['deliveryUpdate', 'inboundMessage'];
const PROSE = new Set(['description', 'example', 'examples', 'summary', 'title', 'externalDocs']);
/** Maps whose keys are names, not keywords: a property named `description` is kept. */
const NAMED = new Set(['properties', 'patternProperties', 'content', 'responses', 'mapping']);
const OUTPUT = new URL('./telnyx-openapi.json', import.meta.url);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutProse(value: unknown, named = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item));
  if (!isNode(value)) return value;
  const kept = Object.entries(value).filter(([key]) => named || (!PROSE.has(key) && !key.startsWith('x-')));
  return Object.fromEntries(kept.map(([key, child]) => [key, withoutProse(child, !named && NAMED.has(key))]));
}

/** Every `#/components/...` reference below a node, as [section, name]. */
function references(value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (typeof value === 'string') {
    const match = /^#\/components\/(\w+)\/(.+)$/.exec(value);
    return match ? [[match[1]!, match[2]!]] : [];
  }
  return isNode(value) ? Object.values(value).flatMap(references) : [];
}

/** An operation as far as its bodies go: parameters and headers are not validated. */
const bodies = ({ operationId, requestBody, responses }: Operation) =>
  withoutProse({
    operationId,
    ...(requestBody ? { requestBody } : {}),
    ...(responses ? { responses } : {}),
  }) as Operation;

function trim(document: Document) {
  const paths = Object.fromEntries(
    Object.entries(OPERATIONS).map(([path, methods]) => {
      const item = document.paths[path];
      if (!item) throw new Error(`The document has no path ${path}`);
      return [path, Object.fromEntries(methods.map((method) => [method, bodies(item[method] ?? missing(path))]))];
    }),
  );
  const webhooks = Object.fromEntries(
    WEBHOOKS.map((name) => [name, { post: bodies(document.webhooks[name]?.post ?? missing(name)) }]),
  );
  const components: Record<string, Record<string, unknown>> = {};
  const pending = references([paths, webhooks]);
  while (pending.length) {
    const [section, name] = pending.pop()!;
    if (components[section]?.[name]) continue;
    const component = document.components[section]?.[name];
    if (!component) throw new Error(`The document has no ${section} ${name}`);
    (components[section] ??= {})[name] = withoutProse(component);
    pending.push(...references(components[section][name]));
  }
  const sorted = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: document.openapi,
    info: { title: document.info.title, version: document.info.version },
    paths,
    webhooks,
    components: Object.fromEntries(Object.entries(components).map(([section, named]) => [section, sorted(named)])),
  };
}

function missing(name: string): never {
  throw new Error(`The document has no operation ${name}`);
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: trim-telnyx-openapi.ts <path to Telnyx spec3.json>');
  process.exit(1);
}
const trimmed = trim(JSON.parse(readFileSync(source, 'utf8')) as Document);
// One line: prettier then lays it out, keeping short schemas on one line.
writeFileSync(OUTPUT, `${JSON.stringify(trimmed)}\n`);
const counts = Object.entries(trimmed.components).map(([section, named]) => `${Object.keys(named).length} ${section}`);
console.warn(`${counts.join(', ')} written to ${OUTPUT.pathname}`);
