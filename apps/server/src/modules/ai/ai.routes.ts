import {
  rewriteRequestSchema,
  rewriteResponseSchema,
  scrapeRequestSchema,
  scrapeResponseSchema,
} from '@portal/shared/ai';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import type { Llm } from '../../providers/llm/llm.ts';
import type { PageFetcher } from '../../ingestion/scrape/scrape.ts';
import type { Database } from '../../db/client.ts';
import { inFlightLimit } from '../../lib/in-flight.ts';
import { perUserLimit } from './ai-rate-limit.service.ts';
import { rewriteText } from './rewrite.service.ts';
import { scrapeWebsite } from './scrape.service.ts';

export type AiDeps = { db: Database; llm: Llm; scrape: PageFetcher };

export const AI_RATE_LIMITS = { rewritePerMinute: 20, scrapePerMinute: 10 } as const;

const aiErrors = {
  429: 'Too many requests from this user in the last minute, or two pages of theirs are being read already.',
  502: 'The AI service or the website failed; the message says which.',
} as const;

const routes = {
  rewrite: signedInRoute(
    {
      method: 'post',
      path: '/rewrite',
      summary: 'Rewrite a field of the agent configuration with AI',
      request: { body: jsonBody(rewriteRequestSchema) },
      responses: { 200: jsonContent(rewriteResponseSchema, 'The rewritten text') },
    },
    aiErrors,
  ),
  scrape: signedInRoute(
    {
      method: 'post',
      path: '/scrape-website',
      summary: "Read a public web page and summarise it for the agent's knowledge",
      request: { body: jsonBody(scrapeRequestSchema) },
      responses: { 200: jsonContent(scrapeResponseSchema, 'The summary, the page read and its title') },
    },
    { ...aiErrors, 503: 'Every page reader of the server is busy; try again in a moment.' },
  ),
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
