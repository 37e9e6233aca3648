import { z } from '@hono/zod-openapi';
import { calendarStatusSchema, connectResultSchema, exchangeCodeSchema } from '@portal/shared/calendar';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import type { CalendarDeps } from './calendar-connection.service.ts';
import * as service from './calendar.service.ts';

const routes = {
  status: signedInRoute({
    method: 'get',
    path: '/status',
    summary: 'Whether a Google Calendar is connected',
    responses: { 200: jsonContent(calendarStatusSchema, 'Whether a Google Calendar is connected, and which') },
  }),
  connect: signedInRoute({
    method: 'post',
    path: '/connect',
    summary: 'Start connecting a Google Calendar',
    responses: { 200: jsonContent(connectResultSchema, "Google's consent URL with a fresh state") },
  }),
  exchange: signedInRoute(
    {
      method: 'post',
      path: '/exchange',
      summary: "Finish connecting: exchange Google's code",
      request: { body: jsonBody(exchangeCodeSchema) },
      responses: { 200: jsonContent(calendarStatusSchema, 'Connected') },
    },
    { 502: 'Google could not be reached.' },
  ),
  disconnect: signedInRoute({
    method: 'post',
    path: '/disconnect',
    summary: 'Disconnect the Google Calendar',
    responses: {
      200: jsonContent(calendarStatusSchema.extend({ warning: z.string().nullable() }), 'Disconnected'),
    },
  }),
};

/** /api/calendar: the Google Calendar connection (docs/product.md#calendar-connection). */
export function calendarRoutes(deps: CalendarDeps) {
  return createRouter()
    .openapi(routes.status, async (c) => c.json(await service.getStatus(deps, c.var.user.id), 200))
    .openapi(routes.connect, async (c) => c.json(await service.startConnection(deps, c.var.user.id), 200))
    .openapi(routes.exchange, async (c) =>
      c.json(await service.exchangeCode(deps, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(routes.disconnect, async (c) => c.json(await service.disconnect(deps, c.var.user.id), 200));
}
