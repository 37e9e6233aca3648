import type { ResponseFormat } from './chat-options.ts';
import { isObject } from './openai-error.ts';

/**
 * JSON mode and structured outputs: OpenAI then answers with JSON (for `json_schema`, JSON that
 * fits the schema). The sandbox LLM has only text, so it puts that text in the JSON: the one field
 * of a JSON-mode object, and every string the schema asks for.
 */

type Schema = Record<string, unknown>;

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const key of ref.slice(2).split('/')) target = isObject(target) ? target[key] : undefined;
  return isObject(target) ? target : {};
}

function firstType(type: unknown): string | undefined {
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((name) => name !== 'null') ?? type[0];
  return undefined;
}

/** A valid example of each string format OpenAI's strict mode allows, since free text fits none of them. */
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2025-01-06T09:00:00Z',
  date: '2025-01-06',
  time: '09:00:00',
  duration: 'P1D',
  email: 'sandbox@example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '00000000-0000-4000-8000-000000000000',
};
/** Common shapes tried, in order, for a pattern the reply does not fit (a clock time, a code, a number). */
const PATTERN_CANDIDATES = ['09:00', '09:00:00', '2025-01-06', 'A', 'a', '0', '1', 'US', ''];

/** The reply, unless the string's format or pattern rules it out; then a fixed example that fits. */
function stringOf(schema: Schema, text: string) {
  const format = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (format) return format;
  if (typeof schema.pattern !== 'string') return text;
  let pattern: RegExp;
  try {
    pattern = new RegExp(schema.pattern, 'u');
  } catch {
    return text;
  }
  const candidates = [text, ...PATTERN_CANDIDATES, ...Object.values(FORMAT_EXAMPLES)];
  return candidates.find((candidate) => pattern.test(candidate)) ?? text;
}

/** A value that satisfies the schema: the first choice where there are choices, `text` for strings. */
export function instanceOf(input: unknown, text: string, root: Schema, depth = 0): unknown {
  if (!isObject(input) || depth > 12) return null;
  const schema = resolve(input, root);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(options)) {
    const chosen = options.find((option) => !(isObject(option) && option.type === 'null')) ?? options[0];
    return instanceOf(chosen, text, root, depth + 1);
  }
  const type = firstType(schema.type) ?? (isObject(schema.properties) ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, instanceOf(property, text, root, depth + 1)]),
      );
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => instanceOf(schema.items, text, root, depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return stringOf(schema, text);
  }
}

/** The reply as the requested format wants it. */
export function shapeAnswer(reply: string, format: ResponseFormat): string {
  if (format.type === 'json_object') return JSON.stringify({ text: reply });
  if (format.type === 'json_schema') {
    const schema = isObject(format.schema) ? format.schema : {};
    return JSON.stringify(instanceOf(schema, reply, schema));
  }
  return reply;
}
