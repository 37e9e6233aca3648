/**
 * Rewrites vapi-openapi.json from Vapi's whole published OpenAPI document: only the component
 * schemas the emulator and the contract tests validate against, with everything they reference,
 * and without the prose (description, example, examples, title) that explains but never validates.
 * Not run by tests; see README.md beside it.
 *
 *   npm run vapi-openapi:trim --workspace packages/sandbox -- <path to Vapi's openapi.json>
 *   npx prettier --write packages/sandbox/src/vapi/openapi/vapi-openapi.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Schema = { [keyword: string]: unknown };

const ROOTS = [
  'CreateAssistantDTO',
  'UpdateAssistantDTO',
  'Assistant',
  'CreateTelnyxPhoneNumberDTO',
  'UpdateTelnyxPhoneNumberDTO',
  'TelnyxPhoneNumber',
  'CreateCallDTO',
  // The body of POST /call/web, which @vapi-ai/web calls; the path is not published, the schema is.
  'CreateWebCallDTO',
  'Call',
  // Knowledge-base files and the query tool that searches them (POST /file, POST /tool).
  'CreateFileDTO',
  'File',
  'QueryTool',
];
/** Every ServerMessage* and ServerMessageResponse* schema. */
const ROOT_PREFIX = 'ServerMessage';
const PROSE = ['description', 'example', 'examples', 'title'];
const OUTPUT = new URL('./vapi-openapi.json', import.meta.url);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schemas directly below a schema: a property named `description` is a schema, not prose. */
function children(schema: Schema): Schema[] {
  const found: unknown[] = [schema.items, schema.not, schema.additionalProperties];
  if (isSchema(schema.properties)) found.push(...Object.values(schema.properties));
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(schema[keyword])) found.push(...schema[keyword]);
  }
  return found.filter(isSchema);
}

function withoutProse(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  for (const keyword of PROSE) delete copy[keyword];
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([name, property]) => [name, withoutProse(property as Schema)]),
    );
  }
  for (const keyword of ['items', 'not', 'additionalProperties']) {
    if (isSchema(copy[keyword])) copy[keyword] = withoutProse(copy[keyword]);
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(copy[keyword])) copy[keyword] = copy[keyword].map((branch: Schema) => withoutProse(branch));
  }
  return copy;
}

function referencedNames(schema: Schema): string[] {
  const own = typeof schema.$ref === 'string' ? [schema.$ref.replace('#/components/schemas/', '')] : [];
  return [...own, ...children(schema).flatMap(referencedNames)];
}

function trim(document: { openapi: string; info: Schema; components: { schemas: Record<string, Schema> } }) {
  const all = document.components.schemas;
  const pending = [...ROOTS, ...Object.keys(all).filter((name) => name.startsWith(ROOT_PREFIX))];
  const kept = new Set<string>();
  while (pending.length) {
    const name = pending.pop()!;
    if (kept.has(name)) continue;
    const schema = all[name];
    if (!schema) throw new Error(`The document has no schema ${name}`);
    kept.add(name);
    pending.push(...referencedNames(schema));
  }
  const schemas = Object.fromEntries([...kept].sort().map((name) => [name, withoutProse(all[name]!)]));
  return {
    openapi: document.openapi,
    info: { title: document.info.title, version: document.info.version },
    components: { schemas },
  };
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: trim-vapi-openapi.ts <path to Vapi openapi.json>');
  process.exit(1);
}
const trimmed = trim(JSON.parse(readFileSync(source, 'utf8')));
// One line: prettier then lays it out, keeping short schemas on one line.
writeFileSync(OUTPUT, `${JSON.stringify(trimmed)}\n`);
console.warn(`${Object.keys(trimmed.components.schemas).length} schemas written to ${OUTPUT.pathname}`);
