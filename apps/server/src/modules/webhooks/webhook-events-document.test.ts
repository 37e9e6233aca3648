import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_EVENT_LABELS } from '@portal/shared/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema>; required?: string[] };
type Webhook = {
  post: {
    summary: string;
    tags: string[];
    parameters: { name: string; in: string }[];
    requestBody: { content: { 'application/json': { schema: Schema } } };
    responses: Record<string, unknown>;
  };
};
type Document = {
  webhooks: Record<string, Webhook>;
  components: { schemas: Record<string, Schema> };
  tags: { name: string }[];
};

describe('the events in the API document (its OpenAPI 3.1 `webhooks`)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await (await t.request('/api/openapi.json')).json()) as Document;
  });
  afterAll(() => t.close());

  it('describes each event the portal sends: signed headers, and its payload by the shared schema', () => {
    expect(Object.keys(document.webhooks)).toEqual([...WEBHOOK_DELIVERY_EVENT_TYPES]);
    expect(document.tags.map((tag) => tag.name)).toContain('Webhook events');
    for (const type of WEBHOOK_DELIVERY_EVENT_TYPES) {
      const { post } = document.webhooks[type]!;
      expect([type, post.summary, post.tags]).toEqual([type, WEBHOOK_EVENT_LABELS[type].title, ['Webhook events']]);
      expect(
        post.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name),
      ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const ref = post.requestBody.content['application/json'].schema.$ref!;
      const payload = document.components.schemas[ref.replace('#/components/schemas/', '')]!;
      expect([type, payload.required]).toEqual([type, ['type', 'timestamp', 'data']]);
      expect([type, payload.properties!.type]).toEqual([type, expect.objectContaining({ enum: [type] })]);
    }
  });

  it('gives the data of a call’s end its outcome and the call type', () => {
    const payload = document.components.schemas.CallEndedEvent!;
    const data = payload.properties!.data!;
    expect(data.required).toEqual(expect.arrayContaining(['callId', 'callType', 'outcome', 'caller', 'url']));
    expect(data.properties!.callType).toMatchObject({ enum: ['phone', 'test'] });
  });
});
