import { z } from '@hono/zod-openapi';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliveryQuerySchema,
  webhookDeliveryResultSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '@portal/shared/webhooks';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './webhook-endpoints.service.ts';
import type { WebhooksDeps } from './webhooks.types.ts';

const endpointParam = recordIdParam("The webhook endpoint's id");
const deliveryParams = endpointParam.extend({
  deliveryId: z.string().max(64).openapi({ format: 'uuid', description: "The delivery's id" }),
});
const endpoint = webhookEndpointSchema.meta({ id: 'WebhookEndpoint' });
const secret = webhookSecretSchema.meta({ id: 'WebhookSecret' });
const deliveryResult = webhookDeliveryResultSchema.meta({ id: 'WebhookDeliveryResult' });

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/webhook-endpoints',
    summary: 'Webhook endpoints',
    description:
      "The owner's webhook endpoints, oldest first: where events are sent, which ones, and whether each is switched on. The events and their payloads are in this document's `webhooks`.",
    responses: { 200: jsonContent(webhookEndpointListSchema.meta({ id: 'WebhookEndpointList' }), 'The endpoints') },
  }),
  create: signedInRoute(
    {
      method: 'post',
      path: '/webhook-endpoints',
      summary: 'Add a webhook endpoint',
      description:
        'Adds an endpoint (at most 10). The URL must be a public http(s) address on port 443 or 80: addresses of private networks, this machine or cloud metadata are refused. Answers the signing secret too (`whsec_...`), which can be read again later.',
      request: { body: jsonBody(createWebhookEndpointSchema.meta({ id: 'CreateWebhookEndpoint' })) },
      responses: {
        201: jsonContent(createdWebhookEndpointSchema.meta({ id: 'CreatedWebhookEndpoint' }), 'Added'),
      },
    },
    { 409: 'The owner has 10 endpoints already.' },
  ),
  update: signedInRoute({
    method: 'patch',
    path: '/webhook-endpoints/{id}',
    summary: 'Change a webhook endpoint',
    description:
      'Changes the URL, description or events, or switches the endpoint off or on. Switching on an endpoint the portal switched off after days of failures starts it afresh.',
    request: {
      params: endpointParam,
      body: jsonBody(updateWebhookEndpointSchema.meta({ id: 'UpdateWebhookEndpoint' })),
    },
    responses: { 200: jsonContent(endpoint, 'Changed') },
  }),
  remove: signedInRoute({
    method: 'delete',
    path: '/webhook-endpoints/{id}',
    summary: 'Delete a webhook endpoint',
    description: 'Nothing more is sent to it; its delivery log goes with it.',
    request: { params: endpointParam },
    responses: { 204: { description: 'Deleted' } },
  }),
  secret: signedInRoute({
    method: 'get',
    path: '/webhook-endpoints/{id}/secret',
    summary: "A webhook endpoint's signing secret",
    description: 'The secret every delivery to the endpoint is signed with (Standard Webhooks), to verify deliveries.',
    request: { params: endpointParam },
    responses: { 200: jsonContent(secret, 'The secret') },
  }),
  rollSecret: signedInRoute({
    method: 'post',
    path: '/webhook-endpoints/{id}/secret/roll',
    summary: 'Roll a signing secret',
    description:
      'Replaces the secret: deliveries are signed with the new one from now on, and the old one stops working.',
    request: { params: endpointParam },
    responses: { 200: jsonContent(secret, 'The new secret') },
  }),
  deliveries: signedInRoute({
    method: 'get',
    path: '/webhook-endpoints/{id}/deliveries',
    summary: "A webhook endpoint's delivery log",
    description:
      'Deliveries of the last 30 days, newest first, 50 a page: the event, where it stands, the tries, and the answer to the last one.',
    request: { params: endpointParam, query: webhookDeliveryQuerySchema },
    responses: { 200: jsonContent(webhookDeliveryListSchema.meta({ id: 'WebhookDeliveryList' }), 'The log') },
  }),
  resend: signedInRoute(
    {
      method: 'post',
      path: '/webhook-endpoints/{id}/deliveries/{deliveryId}/resend',
      summary: 'Resend a delivery',
      description:
        'Sends the event again now, with the same `webhook-id`, and tries it again for a day if it fails. Answers the delivery after that try; it stays pending while an earlier event of the same appointment or agent is still being tried.',
      request: { params: deliveryParams },
      responses: { 200: jsonContent(deliveryResult, 'Sent again') },
    },
    { 409: 'The endpoint is switched off.' },
  ),
  test: signedInRoute({
    method: 'post',
    path: '/webhook-endpoints/{id}/test',
    summary: 'Send a test event',
    description: 'Sends a `webhook.test` event to the endpoint, even one switched off, and answers how the try went.',
    request: { params: endpointParam },
    responses: { 200: jsonContent(deliveryResult, 'Sent') },
  }),
};

export function webhooksRoutes(deps: WebhooksDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await service.listEndpoints(deps, c.var.user.id), 200))
    .openapi(routes.create, async (c) =>
      c.json(await service.createEndpoint(deps, c.var.user.id, c.req.valid('json')), 201),
    )
    .openapi(routes.update, async (c) =>
      c.json(await service.updateEndpoint(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.remove, async (c) => {
      await service.deleteEndpoint(deps, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.secret, async (c) =>
      c.json(await service.revealSecret(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.rollSecret, async (c) =>
      c.json(await service.rollSecret(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.deliveries, async (c) =>
      c.json(
        await service.listDeliveries(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('query').cursor),
        200,
      ),
    )
    .openapi(routes.resend, async (c) => {
      const { id, deliveryId } = c.req.valid('param');
      return c.json(await service.resendDelivery(deps, c.var.user.id, id, deliveryId), 200);
    })
    .openapi(routes.test, async (c) =>
      c.json(await service.sendTestEvent(deps, c.var.user.id, c.req.valid('param').id), 200),
    );
}
