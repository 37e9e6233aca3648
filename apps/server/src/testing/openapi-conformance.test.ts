import { describe, expect, it } from 'vitest';
import { openApiConformance, type OpenApiDocument } from './openapi-conformance.ts';

const document: OpenApiDocument = {
  servers: [{ url: '/api' }],
  components: {
    schemas: { Thing: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } },
  },
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          302: {},
          404: { content: { 'application/json': { schema: { type: 'object', required: ['error'] } } } },
        },
      },
    },
    '/things/mine': { get: { responses: { 200: { content: { 'audio/*': { schema: { type: 'string' } } } } } } },
  },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const ID = '0b4c1a52-5d1c-4c39-9a43-2f6c2b3c9f10';

describe('holding answers to the API document', () => {
  const conformance = openApiConformance(document);

  it('passes an answer with a documented status and a body of its schema', async () => {
    expect(await conformance.check('GET', `/api/things/${ID}`, json({ id: ID }))).toEqual([]);
    expect(await conformance.check('GET', `/api/things/${ID}`, new Response(null, { status: 302 }))).toEqual([]);
  });

  it('names a status the document does not list', async () => {
    expect(await conformance.check('GET', `/api/things/${ID}`, json({ error: {} }, 409))).toEqual([
      'GET /things/{id} answered 409, a status the document does not list',
    ]);
  });

  it('names each field of a body that does not match, through references', async () => {
    expect(await conformance.check('GET', `/api/things/${ID}`, json({ id: 'seven' }))).toEqual([
      'GET /things/{id} answered 200: body/id must match format "uuid"',
    ]);
    expect(await conformance.check('GET', `/api/things/${ID}`, json({}, 404))).toEqual([
      "GET /things/{id} answered 404: body must have required property 'error'",
    ]);
  });

  it('refuses a content type the document does not give, and matches a listed family', async () => {
    expect(
      await conformance.check(
        'GET',
        `/api/things/${ID}`,
        new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      ),
    ).toEqual(['GET /things/{id} answered 200 with content type "text/html", not application/json']);
    const audio = new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'audio/mpeg' } });
    expect(await conformance.check('GET', '/api/things/mine', audio)).toEqual([]);
  });

  it('prefers a literal path over a parameter, and names a method the path does not document', async () => {
    expect(await conformance.check('GET', '/api/things/mine', json({ id: ID }))).toEqual([
      'GET /things/mine answered 200 with content type "application/json", not audio/*',
    ]);
    expect(await conformance.check('DELETE', `/api/things/${ID}`, json({}, 200))).toEqual([
      'DELETE /things/{id} is not documented',
    ]);
    expect(await conformance.check('DELETE', `/api/things/${ID}`, json({}, 405))).toEqual([]);
  });

  it('leaves alone what the document does not describe', async () => {
    expect(await conformance.check('GET', '/api/auth/get-session', json(null))).toBeNull();
    expect(await conformance.check('GET', '/api/nowhere', json({}, 404))).toBeNull();
    expect(await conformance.check('GET', '/files/a.png', json({}))).toBeNull();
  });
});
