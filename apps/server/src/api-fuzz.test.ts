import fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { apiKeyReaches, type CreatedApiKey } from '@portal/shared/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './modules/webhooks/testing.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * A property-based run over the API's own document: for every documented operation, requests
 * generated from its parameters and body schemas (valid ones, and arbitrary JSON in their place),
 * sent signed in. No answer may be a 5xx, and every answer must be one the document describes
 * (the test app checks each against the served document and throws on a mismatch). The seed is
 * fixed, so a failure reproduces; fast-check shrinks it to the smallest request that fails.
 */

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
};

/**
 * How a request without credentials is refused: 401, except by Stripe's webhook, which answers a
 * request without a valid Stripe-Signature 400 as Stripe's own integrations do.
 */
// The vendors' signed webhooks refuse an unsigned body as a bad request; the rest want a session.
const refusalOf = (operation: Operation) =>
  operation.security?.some((scheme) => 'stripeSignature' in scheme || 'telnyxSignature' in scheme) ? 400 : 401;
/** The vendors' signed webhooks: called with their signatures, never with a session or a key. */
const operationsOutsideSession = (methods: Record<string, Operation>) =>
  Object.values(methods).some((operation) => !operation.security?.some((scheme) => 'session' in scheme));
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const SEED = 20_261_125;
const RUNS = 40;

/** The document's references replaced by what they name (it has no cycles). */
function inline(schema: unknown, components: Record<string, Schema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, components));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return inline(components[ref.replace('#/components/schemas/', '')], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value, components)]));
}

/** Values a schema accepts, drawn from fast-check's seed so a run can be replayed. */
const fromSchema = (schema: Schema) =>
  fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((seed) => generateSync(schema as JsonSchema, { seed, maxLength: 40 }));

describe('the API under generated requests, signed in', () => {
  let t: TestApp;
  let cookie: string;
  let document: Document;
  let agentId: string;
  let readOnlyKey: string;
  let endpointId: string;
  let receiver: Receiver;
  beforeAll(async () => {
    // A webhook endpoint of the owner's, on a receiver the portal may reach, so its routes are fuzzed past 404.
    receiver = await startReceiver();
    t = await createTestApp({ listen: true, env: { WEBHOOK_ALLOW_HOSTS: receiver.host } });
    cookie = await t.signUpAndVerify('fuzz@example.com', 'correct horse battery');
    document = (await (await t.request('/api/openapi.json')).json()) as Document;
    const created = await t.postJson('/api/agents', { agentName: 'Fuzzed' }, { headers: { cookie } });
    agentId = ((await created.json()) as { agent: { id: string } }).agent.id;
    const key = await t.postJson('/api/api-keys', { name: 'Fuzzed', scope: 'read' }, { headers: { cookie } });
    readOnlyKey = ((await key.json()) as CreatedApiKey).key;
    const endpoint = await t.postJson(
      '/api/webhook-endpoints',
      { url: receiver.url, events: ['call.ended'] },
      { headers: { cookie } },
    );
    endpointId = ((await endpoint.json()) as { endpoint: { id: string } }).endpoint.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  function requestFor(
    path: string,
    method: string,
    operation: Operation,
    session: { cookie?: string; authorization?: string } = { cookie },
  ) {
    const parameters = operation.parameters ?? [];
    const pathValues = fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => [
            parameter.name,
            fc.oneof(fc.constant(agentId), fc.constant(endpointId), fc.uuid(), fc.string({ minLength: 1 })),
          ]),
      ),
    );
    const queryValues = fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [
            parameter.name,
            fc.option(fc.oneof(fromSchema(parameter.schema).map(String), fc.string()), { nil: undefined }),
          ]),
      ),
    );
    const content = operation.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const body = content['multipart/form-data']
      ? fc.uint8Array({ maxLength: 64 }).map((bytes) => {
          const form = new FormData();
          form.set('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
          return form;
        })
      : jsonSchema
        ? fc.oneof(fromSchema(inline(jsonSchema, document.components.schemas) as Schema), fc.jsonValue())
        : fc.constant(undefined);
    return fc.record({ pathValues, queryValues, body }).map(({ pathValues, queryValues, body }) => {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]!));
      const query = new URLSearchParams(
        Object.entries(queryValues).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const init: RequestInit = { method: method.toUpperCase(), headers: { ...session } };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { ...session, 'content-type': 'application/json' };
      }
      return { url: `/api${filled}${query.size ? `?${query}` : ''}`, init };
    });
  }

  it('answers every generated request with a documented status and body, never a 5xx', async () => {
    const answered: Record<string, number> = {};
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        await fc.assert(
          fc.asyncProperty(requestFor(path, method, operation), async ({ url, init }) => {
            const response = await t.request(url, init);
            const text = await response.text();
            answered[response.status] = (answered[response.status] ?? 0) + 1;
            const outcome = response.status < 500 ? 'no server error' : `${response.status} ${text}`;
            expect([`${init.method} ${url}`, outcome]).toEqual([`${init.method} ${url}`, 'no server error']);
          }),
          { seed: SEED, numRuns: RUNS },
        );
      }
    }
    // The run reached past validation: some generated requests were accepted, some refused.
    expect(answered[200] ?? 0).toBeGreaterThan(0);
    expect(answered[400] ?? 0).toBeGreaterThan(0);
    expect(answered[404] ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it('answers every generated request made with a read-only API key as documented: it reads, and changes nothing', async () => {
    const authorization = `Bearer ${readOnlyKey}`;
    for (const [path, methods] of Object.entries(document.paths)) {
      if (path === '/health' || operationsOutsideSession(methods)) continue;
      for (const [method, operation] of Object.entries(methods)) {
        // A read where keys may go is answered as it is to the owner; anything else is refused.
        const refused = method !== 'get' || !apiKeyReaches(method, path);
        await fc.assert(
          fc.asyncProperty(requestFor(path, method, operation, { authorization }), async ({ url, init }) => {
            const response = await t.request(url, init);
            await response.arrayBuffer();
            const outcome = refused
              ? response.status === 403
              : ![401, 403].includes(response.status) && response.status < 500;
            expect([`${init.method} ${url}`, response.status, outcome]).toEqual([
              `${init.method} ${url}`,
              response.status,
              true,
            ]);
          }),
          { seed: SEED, numRuns: 5 },
        );
      }
    }
  }, 120_000);

  it('refuses every generated request without a session, as documented', async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      if (path === '/health') continue;
      for (const [method, operation] of Object.entries(methods)) {
        await fc.assert(
          fc.asyncProperty(requestFor(path, method, operation, {}), async ({ url, init }) => {
            const response = await t.request(url, init);
            await response.arrayBuffer();
            expect([`${init.method} ${url}`, response.status]).toEqual([`${init.method} ${url}`, refusalOf(operation)]);
          }),
          { seed: SEED, numRuns: 5 },
        );
      }
    }
  }, 120_000);
});
