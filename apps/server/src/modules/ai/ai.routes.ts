import { createRoute } from '@hono/zod-openapi';
import {
  rewriteRequestSchema,
  rewriteResponseSchema,
  scrapeRequestSchema,
  scrapeResponseSchema,
} from '@portal/shared/ai';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi.ts';
import type { Llm } from '../../providers/llm/llm.ts';
import type { PageFetcher } from '../../providers/scrape/scrape.ts';
import type { Database } from '../../db/client.ts';
import { inFlightLimit } from '../../lib/in-flight.ts';
import { perUserLimit } from './ai-rate-limit.ts';
import { rewriteText } from './rewrite.service.ts';
import { scrapeWebsite } from './scrape.service.ts';

export type AiDeps = { db: Database; llm: Llm; scrape: PageFetcher };

export const AI_RATE_LIMITS = { rewritePerMinute: 20, scrapePerMinute: 10 } as const;

const aiErrors = {
  ...errorResponses,
  429: { description: 'Too many requests from this user in the last minute.' },
  502: { description: 'The AI service or the website failed; the message says which.' },
} as const;

const routes = {
  rewrite: createRoute({
    method: 'post',
    path: '/rewrite',
    summary: 'Rewrite a field of the agent configuration with AI',
    request: { body: { content: { 'application/json': { schema: rewriteRequestSchema } }, required: true } },
    responses: { 200: jsonContent(rewriteResponseSchema, 'The rewritten text'), ...aiErrors },
  }),
  scrape: createRoute({
    method: 'post',
    path: '/scrape-website',
    summary: "Read a public web page and summarise it for the agent's knowledge",
    request: { body: { content: { 'application/json': { schema: scrapeRequestSchema } }, required: true } },
    responses: { 200: jsonContent(scrapeResponseSchema, 'The summary, the page read and its title'), ...aiErrors },
  }),
};

/** POST /ai/rewrite and /ai/scrape-website (docs/product.md#ai-helpers). */
export function aiRoutes(deps: AiDeps) {
  const rewriteLimit = perUserLimit(deps.db, AI_RATE_LIMITS.rewritePerMinute, 'rewrite');
  const scrapeLimit = perUserLimit(deps.db, AI_RATE_LIMITS.scrapePerMinute, 'website analysis');
  // A page being analysed holds a worker thread: one user must not take them all.
  const oneUsersAnalyses = inFlightLimit(
    2,
    'Two pages of yours are being analysed already. Please wait for them to finish.',
  );
  return createRouter()
    .openapi(routes.rewrite, async (c) => {
      await rewriteLimit(c.var.user.id);
      return c.json(await rewriteText(deps.llm, c.var.log, c.req.valid('json')), 200);
    })
    .openapi(routes.scrape, async (c) => {
      await scrapeLimit(c.var.user.id);
      const input = c.req.valid('json');
      return c.json(await oneUsersAnalyses(c.var.user.id, () => scrapeWebsite(deps, c.var.log, input)), 200);
    });
}
