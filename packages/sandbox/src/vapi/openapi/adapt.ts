/**
 * Vapi's document is OpenAPI 3.0, which ajv reads only in part. These rewrites make ajv check what
 * Vapi's API checks, applied to a copy at load time so the vendored file stays Vapi's own text.
 */

export type Schema = { [keyword: string]: unknown };
type Schemas = Record<string, Schema>;

export const DOCUMENT_ID = 'vapi-openapi.json';
const LOCAL_REF = '#/components/schemas/';

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The component a `$ref` names, once refs are absolute. */
export const refName = (ref: string) => ref.slice(ref.indexOf(LOCAL_REF) + LOCAL_REF.length);

/** Follows a `$ref` or a single-`$ref` allOf wrapper to the schema it stands for. */
export function resolve(schema: Schema, schemas: Schemas): Schema {
  if (typeof schema.$ref === 'string') return resolve(schemas[refName(schema.$ref)] ?? {}, schemas);
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isSchema(allOf[0])) return resolve(allOf[0], schemas);
  return schema;
}

export const isObjectSchema = (schema: Schema) => schema.type === 'object' || isSchema(schema.properties);

/** The values a property may take when it is an enum or a const, else undefined. */
function tagValues(schema: Schema | undefined): unknown[] | undefined {
  if (!schema) return undefined;
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

/**
 * A property that tells the branches apart: present, required and an enum in every branch, with no
 * value shared by two branches (`type` for tools, `provider` for models and voices).
 */
export function sharedTag(branches: Schema[], schemas: Schemas, candidates?: string[]): string | undefined {
  const resolved = branches.map((branch) => resolve(branch, schemas));
  const first = resolved[0];
  if (!first || !isSchema(first.properties)) return undefined;
  for (const name of candidates ?? Object.keys(first.properties)) {
    const seen = new Set<unknown>();
    const distinct = resolved.every((branch) => {
      const values = tagValues((branch.properties as Schemas | undefined)?.[name]);
      const required = Array.isArray(branch.required) && branch.required.includes(name);
      if (!values || !required) return false;
      return values.every((value) => typeof value === 'string' && !seen.has(value) && seen.add(value));
    });
    if (distinct) return name;
  }
  return undefined;
}

/**
 * OpenAPI's `oneOf` means "one of these shapes". Where a tag tells the shapes apart it becomes ajv's
 * discriminator (one branch checked, one clear message). Elsewhere the shapes overlap (a user message
 * and a bot message have the same fields; an enum of known voices next to any string), so a strict
 * oneOf would reject the very values it documents: those become anyOf. A discriminated union says
 * `type: object` itself, as ajv applies a discriminator to objects only and would let a string by.
 */
function adaptOneOf(schema: Schema, schemas: Schemas): Schema {
  const { oneOf, discriminator, ...rest } = schema as Schema & { oneOf: Schema[] };
  const declared = isSchema(discriminator) ? String(discriminator.propertyName) : undefined;
  const tag = sharedTag(oneOf, schemas, declared ? [declared] : undefined);
  if (tag) return { type: 'object', ...rest, discriminator: { propertyName: tag }, oneOf };
  const objects = oneOf.filter((branch) => isObjectSchema(resolve(branch, schemas)));
  const others = oneOf.filter((branch) => !objects.includes(branch));
  const objectTag = objects.length > 1 && others.length ? sharedTag(objects, schemas) : undefined;
  if (objectTag) {
    const tagged = { type: 'object', discriminator: { propertyName: objectTag }, oneOf: objects };
    return { ...rest, anyOf: [...others, tagged] };
  }
  return { ...rest, anyOf: oneOf };
}

/** Vapi's document writes patterns as JavaScript literals (`/^[a-z]+$/`); JSON Schema wants the source. */
const patternSource = (pattern: string) => /^\/(.*)\/[a-z]*$/s.exec(pattern)?.[1] ?? pattern;

function adaptNode(schema: Schema, schemas: Schemas): Schema {
  let copy: Schema = { ...schema };
  if (typeof copy.$ref === 'string') copy.$ref = `${DOCUMENT_ID}${copy.$ref}`;
  if (typeof copy.pattern === 'string') copy.pattern = patternSource(copy.pattern);
  // NestJS's swagger writes a list of enum values with the enum on the list as well as on its items;
  // read literally, the list itself would have to be one of the strings.
  if (copy.type === 'array' && Array.isArray(copy.enum) && isSchema(copy.items)) {
    copy.items = { enum: copy.enum, ...copy.items };
    delete copy.enum;
  }
  // An empty list of known values (Neuphonic's voices) allows nothing; JSON Schema wants `not: {}` for that.
  if (Array.isArray(copy.enum) && copy.enum.length === 0) {
    delete copy.enum;
    copy.not = {};
  }
  // Vapi validates with NestJS's whitelist, which answers "property x should not exist". Every allOf
  // in the document wraps a single $ref, so closing each object cannot clash with a composition.
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
    if (Array.isArray(branches)) copy[keyword] = branches.map((branch: Schema) => adaptNode(branch, schemas));
  }
  if (Array.isArray(copy.oneOf)) copy = adaptOneOf(copy, schemas);
  return copy;
}

/** The document's component schemas, rewritten for ajv; `$ref`s point into DOCUMENT_ID. */
export function adaptSchemas(schemas: Schemas): Schemas {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, adaptNode(schema, schemas)]));
}
