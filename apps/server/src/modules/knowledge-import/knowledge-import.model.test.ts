import type { Agent } from '@portal/shared/agents/agent';
import type { KnowledgeImport } from '@portal/shared/agents/knowledge-import';
import { emptySiteKnowledge, type SiteKnowledge } from '@portal/shared/agents/site-knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../ingestion/crawl/fixture-site.ts';
import { LlmError, type JsonCompletionRequest, type Llm } from '../../providers/llm/llm.ts';
import { readJson, signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MODEL_PAGES_BUDGET } from './model-reader.service.ts';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let t: TestApp;
let owner: SignedInUser;
/** What the model answers next: a reading of the site, or a failure. */
let answer: () => Promise<unknown>;
const asked: JsonCompletionRequest[] = [];

const model: Llm = {
  complete: () => Promise.reject(new Error('the import asks for JSON')),
  completeJson: (request) => {
    asked.push(request);
    return answer();
  },
};

beforeAll(async () => {
  site = await startFixtureSite();
  // A key makes OpenAI real to the app, so the model reads imports; the model itself is the fake above.
  t = await createTestApp({
    env: { SCRAPE_ALLOW_HOSTS: site.host, OPENAI_API_KEY: 'sk-test-not-sent' },
    providers: (providers) => ({ ...providers, llm: model }),
  });
  owner = await signedInUser(t, 'owner');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function importSite() {
  const created = await owner.json('/api/agents', 'POST', { agentName: 'Sam' });
  expect(created.status).toBe(201);
  const agent = (await readJson<{ agent: Agent }>(created)).agent;
  expect((await owner.json(`/api/agents/${agent.id}/imports`, 'POST', { url: site.origin })).status).toBe(202);
  for (let tries = 0; tries < 300; tries++) {
    const item = await readJson<KnowledgeImport | null>(await owner.request(`/api/agents/${agent.id}/imports/latest`));
    if (item && (item.status === 'ready' || item.status === 'failed')) return item;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

const sectionOf = (item: KnowledgeImport, card: string) => item.proposals.find((p) => p.card === card)?.section;

describe('the model reading a website import', () => {
  it("proposes the model's reading merged with the site's own data, only from crawled pages", async () => {
    const about = `${site.origin}/about`;
    const reading: SiteKnowledge = {
      ...emptySiteKnowledge(),
      businessName: { value: 'Bright Smile', sourceUrl: `${site.origin}/` },
      description: { value: 'A family dental clinic in Austin for all ages.', sourceUrl: `${site.origin}/` },
      aboutUs: { value: 'Dr. Lee founded the clinic in 1998.', sourceUrl: about },
      additionalInfo: { value: 'Parking is free.', sourceUrl: 'https://elsewhere.example/parking' },
    };
    answer = async () => reading;
    const item = await importSite();

    expect(item).toMatchObject({ status: 'ready', reader: 'model', error: null });
    expect(sectionOf(item, 'businessName')).toEqual({ businessName: 'Bright Smile Dental' });
    expect(sectionOf(item, 'description')).toEqual({ description: reading.description!.value });
    const aboutUs = item.proposals.find((p) => p.card === 'aboutUs')!;
    expect(aboutUs.section).toEqual({ aboutUs: 'Dr. Lee founded the clinic in 1998.' });
    expect(aboutUs.sources.map((source) => source.url)).toEqual([about]);
    expect(sectionOf(item, 'additionalInfo')).toBeUndefined();
    expect(sectionOf(item, 'yourHours')).toBeDefined();
    expect(sectionOf(item, 'websiteInfo')).toBeDefined();

    const request = asked.at(-1)!;
    expect(request).toMatchObject({ schemaName: 'site_knowledge' });
    expect(request.user).toContain('Bright Smile Dental');
    expect(request.user).toContain(`=== Page: ${about}`);
    expect(request.user.length).toBeLessThan(MODEL_PAGES_BUDGET + 10_000);
  });

  it("falls back to the site's own data when the model fails or answers outside the schema", async () => {
    answer = () => Promise.reject(new LlmError('rate_limited', 'OpenAI 429: slow down', 429));
    const failed = await importSite();
    expect(failed).toMatchObject({ status: 'ready', reader: 'structured', error: null });
    expect(sectionOf(failed, 'businessName')).toEqual({ businessName: 'Bright Smile Dental' });

    answer = async () => ({ businessName: 'Bright Smile' });
    const malformed = await importSite();
    expect(malformed).toMatchObject({ status: 'ready', reader: 'structured' });
    expect(malformed.proposals.map((p) => [p.card, p.section])).toEqual(
      failed.proposals.map((p) => [p.card, p.section]),
    );
  });
});
