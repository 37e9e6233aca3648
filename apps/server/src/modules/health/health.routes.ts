import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });

const route = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the server and its database answer',
  responses: {
    200: {
      description: 'The server and its database answer',
      content: { 'application/json': { schema: healthSchema } },
    },
    503: { description: 'The database does not answer', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function healthRoutes({ ping }: { ping: () => Promise<void> }) {
  return new OpenAPIHono().openapi(route, async (c) => {
    try {
      await ping();
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'degraded' as const, database: 'unreachable' as const }, 503);
    }
  });
}
