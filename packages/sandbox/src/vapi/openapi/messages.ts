import type { ErrorObject } from 'ajv';
import { isObjectSchema, isSchema, resolve, type Schema } from './adapt.ts';

/**
 * ajv's errors in the words of Vapi's NestJS ValidationPipe (class-validator): the dotted path, then
 * the constraint ("model.tools.0.function.name must match ... regular expression"), with
 * "property x should not exist" for unknown keys and "each value in x" for items of a list of
 * strings.
 */

export type MessageContext = {
  schemas: Record<string, Schema>;
  /** The messages for `data` against one branch of an anyOf, at `path`. */
  errorsForBranch: (branch: Schema, data: unknown, path: string[]) => string[];
};

type Located = { error: ErrorObject; path: string[] };

const segments = (pointer: string) =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
const isUnder = (path: string[], prefix: string[]) =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
const label = (path: string[]) => (path.length ? path.join('.') : 'body');
const prefix = (path: string[]) => (path.length ? `${path.join('.')}.` : '');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOfValues = (values: unknown[]) => `must be one of the following values: ${values.join(', ')}`;

const TYPE_TEXT: Record<string, string> = {
  string: 'must be a string',
  number: 'must be a number conforming to the specified constraints',
  integer: 'must be an integer number',
  boolean: 'must be a boolean value',
  array: 'must be an array',
  object: 'must be an object',
};
const TYPE_NOUN: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer number',
  boolean: 'a boolean value',
  array: 'an array',
  object: 'an object',
};
const FORMAT_TEXT: Record<string, string> = {
  'date-time': 'must be a valid ISO 8601 date string',
  uri: 'must be a URL address',
  uuid: 'must be a UUID',
};

function constraintText(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return TYPE_TEXT[String(params.type).split(',')[0]!] ?? `must be ${String(params.type)}`;
    case 'enum':
      return oneOfValues(params.allowedValues as unknown[]);
    case 'const':
      return oneOfValues([params.allowedValue]);
    case 'maxLength':
      return `must be shorter than or equal to ${String(params.limit)} characters`;
    case 'minLength':
      return `must be longer than or equal to ${String(params.limit)} characters`;
    case 'maximum':
      return `must not be greater than ${String(params.limit)}`;
    case 'minimum':
      return `must not be less than ${String(params.limit)}`;
    case 'maxItems':
      return `must contain no more than ${String(params.limit)} elements`;
    case 'minItems':
      return `must contain at least ${String(params.limit)} elements`;
    case 'pattern':
      return `must match /${String(params.pattern)}/ regular expression`;
    case 'format':
      return FORMAT_TEXT[String(params.format)] ?? `must match format "${String(params.format)}"`;
    default:
      return error.message ?? 'is invalid';
  }
}

const typeOf = (schema: Schema) => (typeof schema.type === 'string' ? schema.type : undefined);
const enumOf = (schema: Schema | undefined): unknown[] | undefined =>
  schema && Array.isArray(schema.enum) ? schema.enum : undefined;

/** What a missing required property should have been. */
function expectation(schema: Schema | undefined): string {
  if (!schema) return 'should not be empty';
  const values = enumOf(schema);
  if (values) return oneOfValues(values);
  const type = typeOf(schema);
  if (type && type !== 'object') return TYPE_TEXT[type] ?? 'should not be empty';
  return 'should not be null or undefined';
}

/** class-validator's `each: true` wording for a value inside a list of strings or numbers. */
function atPath(path: string[], data: unknown, text: string): string {
  const last = path.at(-1);
  if (path.length >= 2 && last !== undefined && /^\d+$/.test(last) && !isPlainObject(data) && !Array.isArray(data)) {
    return `${prefix(path.slice(0, -2))}each value in ${path.at(-2)} ${text}`;
  }
  return `${label(path)} ${text}`;
}

function branchProperty(branch: Schema, name: string, context: MessageContext) {
  const properties = resolve(branch, context.schemas).properties;
  const property = isSchema(properties) ? properties[name] : undefined;
  return isSchema(property) ? resolve(property, context.schemas) : undefined;
}

function fitsType(branch: Schema, data: unknown, context: MessageContext): boolean {
  const schema = resolve(branch, context.schemas);
  if (data === null) return schema.nullable === true;
  if (isObjectSchema(schema)) return isPlainObject(data);
  const type = typeOf(schema);
  if (type === 'array') return Array.isArray(data);
  if (type === 'number' || type === 'integer') return typeof data === 'number';
  if (type) return typeof data === type;
  const values = enumOf(schema);
  return values ? values.some((value) => typeof value === typeof data) : true;
}

function describeBranches(branches: Schema[], context: MessageContext): string {
  const resolved = branches.map((branch) => resolve(branch, context.schemas));
  if (resolved.every((schema) => enumOf(schema))) return oneOfValues(resolved.flatMap((schema) => enumOf(schema)!));
  const nouns = resolved.map((schema) => TYPE_NOUN[isObjectSchema(schema) ? 'object' : (typeOf(schema) ?? '')]);
  return `must be ${[...new Set(nouns.filter(Boolean))].join(' or ')}`;
}

/**
 * An anyOf failed: explain it by the branch the value was meant for. Branches of the wrong JSON
 * type are out; among objects an enum every branch has (`type`, `provider`, `on`) picks the branch;
 * otherwise the branch with the fewest complaints speaks.
 */
function explainAnyOf({ error, path }: Located, context: MessageContext): string[] {
  const branches = (error.schema as Schema[]).filter(isSchema);
  const data = error.data;
  let candidates = branches.filter((branch) => fitsType(branch, data, context));
  if (!candidates.length) return [`${label(path)} ${describeBranches(branches, context)}`];
  if (isPlainObject(data) && candidates.length > 1) {
    const first = resolve(candidates[0]!, context.schemas).properties;
    const tags = Object.keys(isSchema(first) ? first : {}).filter((name) =>
      candidates.every((branch) => enumOf(branchProperty(branch, name, context))),
    );
    for (const tag of tags) {
      if (data[tag] === undefined) continue;
      const matching = candidates.filter((branch) => enumOf(branchProperty(branch, tag, context))!.includes(data[tag]));
      if (!matching.length) {
        const allowed = [...new Set(candidates.flatMap((branch) => enumOf(branchProperty(branch, tag, context))!))];
        return [`${[...path, tag].join('.')} ${oneOfValues(allowed)}`];
      }
      candidates = matching;
      break;
    }
  }
  const explained = candidates.map((branch) => context.errorsForBranch(branch, data, path));
  return explained.reduce((fewest, messages) => (messages.length < fewest.length ? messages : fewest));
}

function messageFor({ error, path }: Located, context: MessageContext): string {
  const params = error.params as Record<string, string>;
  const parent = isSchema(error.parentSchema) ? error.parentSchema : {};
  switch (error.keyword) {
    case 'additionalProperties':
      return `${prefix(path)}property ${params.additionalProperty} should not exist`;
    case 'required': {
      const property = isSchema(parent.properties) ? parent.properties[params.missingProperty!] : undefined;
      const schema = isSchema(property) ? resolve(property, context.schemas) : undefined;
      return `${[...path, params.missingProperty].join('.')} ${expectation(schema)}`;
    }
    case 'discriminator': {
      const branches = Array.isArray(parent.oneOf) ? parent.oneOf.filter(isSchema) : [];
      const allowed = branches.flatMap((branch) => enumOf(branchProperty(branch, params.tag!, context)) ?? []);
      return `${[...path, params.tag].join('.')} ${oneOfValues(allowed)}`;
    }
    default:
      return atPath(path, error.data, constraintText(error));
  }
}

/** Messages for ajv's errors about the value at `base`. */
export function vapiMessages(errors: ErrorObject[], base: string[], context: MessageContext): string[] {
  const located: Located[] = errors.map((error) => ({ error, path: [...base, ...segments(error.instancePath)] }));
  // An anyOf's error comes after those of its branches and owns every error at or below its path.
  // The owners are the outermost: no other anyOf above them, nor at the same path after them (an
  // enclosing anyOf at the same value reports last).
  const anyOfs = located.filter((item) => item.error.keyword === 'anyOf');
  const owners = anyOfs.filter(
    (item, index) =>
      !anyOfs.some((other, otherIndex) =>
        other.path.length === item.path.length
          ? otherIndex > index && isUnder(item.path, other.path)
          : other.path.length < item.path.length && isUnder(item.path, other.path),
      ),
  );
  const messages: string[] = [];
  for (const item of located) {
    const owner = owners.find((candidate) => isUnder(item.path, candidate.path));
    if (owner === item) messages.push(...explainAnyOf(item, context));
    else if (!owner) messages.push(messageFor(item, context));
  }
  return [...new Set(messages)];
}
