/**
 * Telnyx's document is OpenAPI 3.1, whose schemas ajv's 2020-12 draft reads as they are. These
 * rewrites make the check strict where the document is loose, applied to a copy at load time so
 * the vendored file stays Telnyx's own text.
 */

export type Schema = { [keyword: string]: unknown };
type Schemas = Record<string, Schema>;

export const DOCUMENT_ID = 'telnyx-openapi.json';
const LOCAL_REF = '#/components/schemas/';

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const resolve = (schema: Schema, schemas: Schemas): Schema =>
  typeof schema.$ref === 'string' && schema.$ref.startsWith(LOCAL_REF)
    ? resolve(schemas[schema.$ref.slice(LOCAL_REF.length)] ?? {}, schemas)
    : schema;

/**
 * `allOf` of objects (a brand and its campaign count) becomes one object with every branch's
 * properties, so that closing it below does not make each branch refuse the others' fields.
 */
function mergedAllOf(schema: Schema, schemas: Schemas): Schema {
  const { allOf, ...rest } = schema as Schema & { allOf: Schema[] };
  const branches = allOf.map((branch) => resolve(branch, schemas));
  if (branches.length < 2 || !branches.every((branch) => isSchema(branch.properties))) return schema;
  const properties = Object.assign({}, ...branches.map((branch) => branch.properties)) as Schema;
  const required = [...new Set(branches.flatMap((branch) => (branch.required as string[] | undefined) ?? []))];
  return { type: 'object', ...rest, properties, ...(required.length ? { required } : {}) };
}

function adaptNode(schema: Schema, schemas: Schemas): Schema {
  let copy: Schema = Array.isArray(schema.allOf) ? mergedAllOf(schema, schemas) : { ...schema };
  if (typeof copy.$ref === 'string') copy.$ref = `${DOCUMENT_ID}${copy.$ref}`;
  // Telnyx's objects are open, so a field the emulator invented would pass unseen. Closed, every
  // field the emulator answers with must be one Telnyx documents.
  if (isSchema(copy.properties) && !('additionalProperties' in copy)) copy.additionalProperties = false;
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([name, property]) => [name, adaptNode(property as Schema, schemas)]),
    );
  }
  for (const keyword of ['items', 'not', 'additionalProperties']) {
    if (isSchema(copy[keyword])) copy[keyword] = adaptNode(copy[keyword], schemas);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const branches = copy[keyword];
    if (Array.isArray(branches))
      copy = { ...copy, [keyword]: branches.map((branch: Schema) => adaptNode(branch, schemas)) };
  }
  return copy;
}

/**
 * Telnyx posts every messaging webhook with `meta` (the attempt, the URL delivered to), as its
 * webhook guide shows and its schema of a delivery update documents; the schema of an inbound text
 * leaves `meta` out, and closed it would refuse what Telnyx sends.
 */
function withInboundMeta(schemas: Schemas): Schemas {
  const inbound = schemas.InboundMessageEvent;
  const meta = (schemas.OutboundMessageEvent?.properties as Schemas | undefined)?.meta;
  if (!inbound || !meta || !isSchema(inbound.properties) || 'meta' in inbound.properties) return schemas;
  return { ...schemas, InboundMessageEvent: { ...inbound, properties: { ...inbound.properties, meta } } };
}

/** The document's component schemas, rewritten for ajv; `$ref`s point into DOCUMENT_ID. */
export function adaptSchemas(original: Schemas): Schemas {
  const schemas = withInboundMeta(original);
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, adaptNode(schema, schemas)]));
}

/**
 * Whether an answer documented as `schema` may instead be the operation's `4XX` answer. Telnyx's
 * 10DLC service is FastAPI, which documents FastAPI's own `HTTPValidationError` as the 422 of every
 * operation (and here as the 404 of a PIN's status, which no validation answers); a few refusals
 * are documented as a bare `10dlc_Error`. Every other 10DLC refusal, and Telnyx's error guide, put
 * the error in the `errors` envelope: the `4XX` answer every 10DLC operation documents.
 */
export const mayBeClassAnswer = (schema: Schema | null) =>
  typeof schema?.$ref === 'string' && /\/(HTTPValidationError|10dlc_Error)$/.test(schema.$ref);

/** A schema from an operation or a webhook, rewritten as the components are. */
export const adaptSchema = (schema: Schema, schemas: Schemas): Schema => adaptNode(schema, schemas);
