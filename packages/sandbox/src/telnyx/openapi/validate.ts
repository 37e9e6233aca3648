import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { adaptSchema, adaptSchemas, DOCUMENT_ID, isSchema, mayBeClassAnswer, type Schema } from './adapt.ts';

/**
 * Telnyx's published messaging and 10DLC operations (telnyx-openapi.json, see README.md) as a
 * validator of what crosses the wire: each answer against the schema its operation documents for
 * that status, each request body against its operation's, each webhook against its event's.
 */

type Content = { content?: Record<string, { schema?: Schema }>; $ref?: string };
type Operation = { requestBody?: Content; responses?: Record<string, Content> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Content> };
};
type Compiler = { ajv: Ajv2020; document: Document; schemas: Record<string, Schema> };

let compiler: Compiler | undefined;
const validators = new Map<string, ValidateFunction>();

/** Loaded on first use: only tests validate against it. */
function load(): Compiler {
  if (compiler) return compiler;
  const document = JSON.parse(readFileSync(new URL('./telnyx-openapi.json', import.meta.url), 'utf8')) as Document;
  const schemas = adaptSchemas(document.components.schemas);
  // allErrors: every field at fault, not the first; allowUnionTypes: 3.1 writes nullable as
  // `type: ["string", "null"]`; strictTypes is off because Telnyx's objects often leave out
  // `type: object`, which ajv ignores but would log about.
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strictTypes: false });
  addFormats(ajv);
  // Telnyx's own formats: `url` is a URL; `float` is a number, which `type` already checks.
  ajv.addFormat('url', { type: 'string', validate: (value: string) => URL.canParse(value) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addVocabulary(['components']);
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas } });
  compiler = { ajv, document, schemas };
  return compiler;
}

/** The document's path for a concrete one (`/messages/abc` is `/messages/{id}`); literal segments win. */
function pathTemplate(path: string, document: Document): string | undefined {
  const local = path.replace(/^.*?\/v2(?=\/)/, '').replace(/[?#].*$/, '');
  if (document.paths[local]) return local;
  const segments = local.split('/');
  const literals = (parts: string[]) => parts.filter((part) => !part.startsWith('{')).length;
  return Object.keys(document.paths)
    .map((template) => template.split('/'))
    .filter((parts) => parts.length === segments.length)
    .filter((parts) => parts.every((part, i) => part.startsWith('{') || part === decodeURIComponent(segments[i]!)))
    .sort((a, b) => literals(b) - literals(a))[0]
    ?.join('/');
}

/** `METHOD /template` of the documented operation a request is, or undefined when it is not one. */
export function telnyxDocumentedOperation(method: string, path: string): string | undefined {
  const { document } = load();
  const template = pathTemplate(path, document);
  const verb = method.toLowerCase();
  return template && document.paths[template]?.[verb] ? `${verb.toUpperCase()} ${template}` : undefined;
}

/** Every operation the trimmed document holds, as `METHOD /template`. */
export const telnyxDocumentedOperations = () =>
  Object.entries(load().document.paths).flatMap(([template, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${template}`),
  );

function operation(method: string, path: string): { template: string; operation: Operation } {
  const { document } = load();
  const template = pathTemplate(path, document);
  if (!template) throw new Error(`Telnyx's trimmed document has no path for ${path}`);
  const found = document.paths[template]?.[method.toLowerCase()];
  if (!found) throw new Error(`Telnyx's trimmed document has no ${method.toUpperCase()} ${template}`);
  return { template, operation: found };
}

/** The JSON schema of a request or response, following a `#/components/responses/...` reference. */
function jsonSchema(content: Content): Schema | null {
  const { document } = load();
  const resolved = content.$ref ? document.components.responses[content.$ref.split('/').pop()!] : content;
  const entries = Object.entries(resolved?.content ?? {});
  if (!entries.length) return null;
  const json = entries.find(([type]) => type.includes('json'))?.[1].schema;
  if (!json) throw new Error(`Telnyx documents no JSON body here (${entries.map(([type]) => type).join(', ')})`);
  return json;
}

function validatorFor(key: string, schema: Schema): ValidateFunction {
  const cached = validators.get(key);
  if (cached) return cached;
  const { ajv, schemas } = load();
  const validate = ajv.compile(adaptSchema(schema, schemas));
  validators.set(key, validate);
  return validate;
}

function explain(error: ErrorObject): string {
  const where = error.instancePath || '(body)';
  const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (params.additionalProperty) return `${where}: ${params.additionalProperty} is not a documented property`;
  if (params.allowedValues) return `${where} must be one of ${params.allowedValues.join(', ')}`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

function errorsAgainst(key: string, schema: Schema | null, body: unknown): string[] {
  if (!schema) return body === undefined || body === null || body === '' ? [] : ['(body) must be empty'];
  const validate = validatorFor(key, schema);
  if (validate(body)) return [];
  return [...new Set((validate.errors ?? []).map(explain))];
}

/**
 * Why `body` is not what Telnyx documents for `method path` answering `status`: empty when it
 * conforms. `path` is the document's (`/messages/{id}`) or a concrete one (`/v2/messages/abc`).
 * The schema is the status's own, else its class's (`4XX`), else `default` (see mayBeClassAnswer).
 */
export function telnyxSchemaErrors(method: string, path: string, status: number, body: unknown): string[] {
  const { template, operation: found } = operation(method, path);
  const responses = found.responses ?? {};
  const [key, fallback] = [String(status), `${String(status)[0]}XX`, 'default'].filter((name) => responses[name]);
  if (!key) return [`Telnyx documents no ${status} answer for ${method.toUpperCase()} ${template}`];
  const schema = jsonSchema(responses[key]!);
  const errors = errorsAgainst(`${method} ${template} ${key}`, schema, body);
  if (!errors.length || !fallback || !mayBeClassAnswer(schema)) return errors;
  return errorsAgainst(`${method} ${template} ${fallback}`, jsonSchema(responses[fallback]!), body);
}

/** Why `body` is not a request body Telnyx documents for `method path`: empty when it conforms. */
export function telnyxRequestErrors(method: string, path: string, body: unknown): string[] {
  const { template, operation: found } = operation(method, path);
  if (!found.requestBody) return [`Telnyx documents no request body for ${method.toUpperCase()} ${template}`];
  return errorsAgainst(`${method} ${template} request`, jsonSchema(found.requestBody), body);
}

/**
 * Why a messaging webhook's body is not the event Telnyx documents: `message.received` is the
 * inboundMessage webhook, `message.sent` and `message.finalized` the deliveryUpdate one.
 */
export function telnyxWebhookErrors(body: unknown): string[] {
  const data = isSchema(body) && isSchema(body.data) ? body.data : {};
  const name = data.event_type === 'message.received' ? 'inboundMessage' : 'deliveryUpdate';
  const requestBody = load().document.webhooks[name]!.post.requestBody!;
  return errorsAgainst(`webhook ${name}`, jsonSchema(requestBody), body);
}
