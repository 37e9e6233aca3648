import { Validator } from '@seriousme/openapi-schema-validator';
import { SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { apiKeyReaches } from '@portal/shared/api-keys.plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Schema = Record<string, unknown> & { $ref?: string };
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  description?: string;
};
type Document = {
  servers: { url: string }[];
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
};

/** Called by the outside world rather than a signed-in owner: a health check, the voice platform, Stripe and Telnyx. */
const OUTSIDE_SESSION = ['/health', '/webhooks/vapi', '/webhooks/stripe', '/webhooks/telnyx'];

describe('the API document (GET /api/openapi.json)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await (await t.request('/api/openapi.json')).json()) as Document;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.servers).toEqual([{ url: '/api', description: 'This portal' }]);
  });

  it('gives every operation a summary and a tag the document lists', () => {
    const tags = (document as unknown as { tags: { name: string }[] }).tags.map((tag) => tag.name);
    for (const { method, path, operation } of operations()) {
      const { summary, tags: own } = operation as Operation & { summary?: string; tags?: string[] };
      expect([method, path, typeof summary, own?.length, tags.includes(own?.[0] ?? '')]).toEqual([
        method,
        path,
        'string',
        1,
        true,
      ]);
    }
  });

  it('marks every operation but the health check as needing the session cookie, and says what it answers without one', () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const open = operations().filter(({ operation }) => !operation.security);
    expect(open.map(({ method, path }) => `${method} ${path}`)).toEqual(['get /health']);
    const webhook = document.paths['/webhooks/vapi']!.post!;
    expect(webhook.security).toEqual([{ webhookSecret: [] }]);
    expect(document.components.securitySchemes.webhookSecret).toMatchObject({ in: 'header', name: 'X-Vapi-Secret' });
    expect(document.paths['/webhooks/stripe']!.post!.security).toEqual([{ stripeSignature: [] }]);
    expect(document.components.securitySchemes.stripeSignature).toMatchObject({
      in: 'header',
      name: 'Stripe-Signature',
    });
    expect(document.paths['/webhooks/telnyx']!.post!.security).toEqual([{ telnyxSignature: [] }]);
    expect(document.components.securitySchemes.telnyxSignature).toMatchObject({
      in: 'header',
      name: 'Telnyx-Signature-Ed25519',
    });
    for (const { method, path, operation } of operations().filter(({ path }) => !OUTSIDE_SESSION.includes(path))) {
      const keys = apiKeyReaches(method, path);
      expect([method, path, operation.security]).toEqual([
        method,
        path,
        keys ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }],
      ]);
      for (const status of ['400', '401', '500']) {
        expect(operation.responses[status]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('takes an API key as a Bearer token beside the session, except where a key never reaches', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const sessionOnly = operations()
      .filter(({ operation }) => JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]))
      .map(({ method, path }) => `${method} ${path}`);
    expect(sessionOnly).toEqual(
      expect.arrayContaining(['get /account/summary', 'get /api-keys', 'post /billing/checkout']),
    );
    expect(
      sessionOnly.filter((operation) => !/ \/(account|api-keys|billing|webhook-endpoints)(\/|$)/.test(operation)),
    ).toEqual([]);
    // A key is refused there with 403, which those operations document even when they only read.
    for (const { path, operation } of operations().filter(({ operation }) => operation.security?.length === 1)) {
      if (!OUTSIDE_SESSION.includes(path))
        expect([path, Object.keys(operation.responses)]).toEqual([path, expect.arrayContaining(['403'])]);
    }
    expect(Object.keys(document.paths['/agents']!.get!.responses)).not.toContain('403');
  });

  it('gives every mutation its origin, size and content-type refusals, and every record path its 404', () => {
    for (const { method, path, operation } of operations().filter(({ path }) => !OUTSIDE_SESSION.includes(path))) {
      const statuses = Object.keys(operation.responses);
      if (method !== 'get') expect([path, statuses]).toEqual([path, expect.arrayContaining(['403', '413', '415'])]);
      if (path.includes('{id}')) {
        expect([path, statuses]).toEqual([path, expect.arrayContaining(['404'])]);
        const id = operation.parameters?.find((parameter) => parameter.name === 'id');
        expect([path, id?.in, id?.schema.format]).toEqual([path, 'path', 'uuid']);
      }
    }
  });

  it('publishes one named schema per configuration card, refusing unknown fields', () => {
    for (const key of Object.keys(SECTION_SCHEMAS)) {
      const name = `${key[0]!.toUpperCase()}${key.slice(1)}Section`;
      const body = document.paths[`/agents/{id}/sections/${key}`]?.patch?.requestBody;
      expect([key, body?.required, body?.content['application/json']?.schema]).toEqual([
        key,
        true,
        { $ref: `#/components/schemas/${name}` },
      ]);
      expect([name, document.components.schemas[name]?.additionalProperties]).toEqual([name, false]);
    }
    expect(document.paths['/agents/{id}/sections/{section}']).toBeUndefined();
  });

  it('describes uploads as multipart with a file, and the rules the server holds a body to', () => {
    for (const path of ['/agents/{id}/avatar', '/account/avatar']) {
      const upload = document.paths[path]!.post!.requestBody!.content['multipart/form-data']!.schema;
      expect(upload).toMatchObject({ required: ['file'], properties: { file: { format: 'binary' } } });
    }
    const exchange = document.paths['/calendar/exchange']!.post!.requestBody!.content['application/json']!.schema;
    expect(exchange.required).toEqual(['code', 'state']);
    const rewrite = document.paths['/ai/rewrite']!.post!.requestBody!.content['application/json']!.schema;
    expect((rewrite.properties as Record<string, Schema>).text).toMatchObject({ pattern: '\\S' });
    const scrape = document.paths['/ai/scrape-website']!.post!.requestBody!.content['application/json']!.schema;
    expect((scrape.properties as Record<string, Schema>).url).toMatchObject({ pattern: '\\S' });
    expect(document.paths['/phone-numbers/search']!.get!.description).toMatch(
      /At least one of areaCode, city or state/,
    );
    const agent = document.paths['/agents/{id}']!.get!.responses['200']!.content!['application/json']!.schema;
    const fields = agent.properties as Record<string, Schema>;
    expect([fields.id?.format, fields.createdAt?.format, fields.syncedAt?.format]).toEqual([
      'uuid',
      'date-time',
      'date-time',
    ]);
    expect(Object.keys(document.paths['/calls/{id}/recording']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '302', '404', '502']),
    );
  });
});
