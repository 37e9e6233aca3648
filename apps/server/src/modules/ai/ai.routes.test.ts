import { AI_MESSAGES } from '@portal/shared/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../../ingestion/scrape/test-site.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AI_RATE_LIMITS } from './ai.routes.ts';
import { SCRAPE_WARNINGS } from './scrape.service.ts';

let t: TestApp;
let site: Awaited<ReturnType<typeof startTestSite>>;
let alice: SignedInUser;

beforeAll(async () => {
  site = await startTestSite();
  // The server reaches its own sandbox OpenAI over loopback, so it listens on a real port.
  t = await createTestApp({ listen: true, env: { SCRAPE_ALLOW_HOSTS: `127.0.0.1:${site.port}` } });
  alice = await signedInUser(t, 'ai');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const faults = () => `${t.baseUrl}/sandbox/openai/_admin/faults`;
beforeEach(() => fetch(faults(), { method: 'DELETE' }));
const injectLlmFault = (status: number, times: number) =>
  fetch(faults(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/v1/chat/completions', status, times }),
  });

async function call(user: SignedInUser, path: string, body: unknown) {
  const response = await user.json(path, 'POST', body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- probing the JSON field by field
  return { status: response.status, body: (await response.json()) as any };
}
const rewrite = (body: unknown, user = alice) => call(user, '/api/ai/rewrite', body);
const scrape = (body: unknown, user = alice) => call(user, '/api/ai/scrape-website', body);

describe('POST /api/ai/rewrite', () => {
  it('needs a session', async () => {
    const response = await t.postJson('/api/ai/rewrite', { text: 'hi', context: 'FAQ' });
    expect(response.status).toBe(401);
  });

  it('returns the text tidied by the sandbox LLM', async () => {
    const { status, body } = await rewrite({
      text: 'we r open 9-5 mon thru fri',
      context: 'Your Hours',
      field: 'faqAndPolicies',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ rewrittenText: 'We are open 9-5 Monday through Friday.' });
  });

  it.each([
    [{ text: '   ', context: 'FAQ' }, AI_MESSAGES.emptyText],
    [{ text: 'hi', context: '' }, 'context: Say which section the text is for.'],
    [{ text: 'hi', context: 'FAQ', field: 'vapiAgentId' }, 'field: This field cannot be rewritten with AI.'],
    [{ text: 'hi', context: 'FAQ', extra: 1 }, 'Unknown field: extra.'],
  ])('refuses %j with 400', async (input, message) => {
    const { status, body } = await rewrite(input);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('says the rewrite failed when the LLM keeps failing', async () => {
    await injectLlmFault(500, 2);
    const { status, body } = await rewrite({ text: 'hello there', context: 'Greeting' });
    expect(status).toBe(502);
    expect(body.error.message).toBe(AI_MESSAGES.rewriteFailed);
  });

  it(`allows ${AI_RATE_LIMITS.rewritePerMinute} rewrites a minute per user`, async () => {
    const busy = await signedInUser(t, 'busy');
    for (let i = 0; i < AI_RATE_LIMITS.rewritePerMinute; i += 1) {
      expect((await rewrite({ text: `note ${i}`, context: 'FAQ' }, busy)).status).toBe(200);
    }
    const { status, body } = await rewrite({ text: 'one more', context: 'FAQ' }, busy);
    expect(status).toBe(429);
    expect(body.error.message).toMatch(/^Too many rewrite requests\. Please wait \d+ seconds and try again\.$/);
    // Another user is not affected.
    expect((await rewrite({ text: 'mine', context: 'FAQ' })).status).toBe(200);
  });
});

describe('POST /api/ai/scrape-website', () => {
  it('needs a session', async () => {
    const response = await t.postJson('/api/ai/scrape-website', { url: site.origin, category: 'Services' });
    expect(response.status).toBe(401);
  });

  it('summarises an allow-listed local page', async () => {
    const { status, body } = await scrape({ url: `${site.origin}/hop1`, category: 'Services' });
    expect(status).toBe(200);
    expect(body.url).toBe(`${site.origin}/article`);
    expect(body.processed_title).toBe('Acme Plumbing | Austin');
    expect(body.summary).toContain('A standard drain cleaning costs $149.');
    expect(body.summary).not.toContain('Copyright');
    expect(body.warning).toBeUndefined();
  });

  it('warns when the page has very little text or was cut', async () => {
    expect((await scrape({ url: `${site.origin}/short`, category: 'FAQs' })).body.warning).toBe(SCRAPE_WARNINGS.short);
    expect((await scrape({ url: `${site.origin}/huge`, category: 'FAQs' })).body.warning).toBe(SCRAPE_WARNINGS.cut);
  });

  // A second user: the checks below would use up alice's per-minute allowance.
  let bob: SignedInUser;
  beforeAll(async () => {
    bob = await signedInUser(t, 'ai-bob');
  });

  it.each([
    ['', AI_MESSAGES.emptyUrl],
    ['http://exa mple.com', AI_MESSAGES.invalidUrl],
    ['ftp://example.com/', AI_MESSAGES.unsupportedScheme],
    [
      'http://169.254.169.254/latest/meta-data/',
      'Failed to process URL. This address cannot be analyzed: it points to a link-local or cloud metadata address.',
    ],
    ['127.0.0.1:22', 'Failed to process URL. This address cannot be analyzed: port 22 is not a web port (80 or 443).'],
    [
      'localhost',
      'Failed to process URL. This address cannot be analyzed: it points to this machine or a local network.',
    ],
    // A name no website answers to is a typo for the owner to fix, not a failure of ours.
    ['no-such-host.invalid', 'Failed to process URL. The website no-such-host.invalid could not be found.'],
  ])('refuses %j with 400', async (url, message) => {
    const { status, body } = await scrape({ url, category: 'Company Info' }, bob);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('names a bad category', async () => {
    const { status, body } = await scrape({ url: site.origin, category: 'Gossip' });
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^category: Choose one of: Company Info, Services/);
  });

  it('explains pages that cannot be analyzed', async () => {
    expect((await scrape({ url: `${site.origin}/json`, category: 'Other' }, bob)).body.error.message).toBe(
      'Failed to process URL. This link is not a web page (only HTML pages can be analyzed).',
    );
    expect((await scrape({ url: `${site.origin}/empty`, category: 'Other' }, bob)).body.error.message).toBe(
      'Failed to process URL. No readable text was found on this page.',
    );
    const missing = await scrape({ url: `${site.origin}/missing`, category: 'Other' }, bob);
    expect(missing.status).toBe(502);
    expect(missing.body.error.message).toBe('Failed to process URL. The website answered with an error (HTTP 404).');
  });

  it('502s when the summary cannot be made', async () => {
    await injectLlmFault(503, 2);
    const { status, body } = await scrape({ url: `${site.origin}/article`, category: 'Services' });
    expect(status).toBe(502);
    expect(body.error.message).toMatch(/^Failed to process URL\./);
  });
});

describe('hostile pages and many analyses', () => {
  it('reads a page nested 1,200 levels deep while the server goes on answering', async () => {
    const user = await signedInUser(t, 'deep-page');
    const analysis = scrape({ url: `${site.origin}/nested`, category: 'FAQs' }, user);
    const health = await fetch(`${t.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const { status, body } = await analysis;
    expect(status).toBe(200);
    expect(body.processed_title).toBe('Deep');
  });

  it('lets one user have two pages in analysis at a time', async () => {
    const user = await signedInUser(t, 'many-pages');
    const first = [1, 2].map(() => scrape({ url: `${site.origin}/held`, category: 'FAQs' }, user));
    await expect.poll(() => site.heldCount()).toBe(2);
    const third = await scrape({ url: `${site.origin}/article`, category: 'FAQs' }, user);
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe(
      'Two pages of yours are being analysed already. Please wait for them to finish.',
    );
    site.releaseHeld();
    expect((await Promise.all(first)).map((result) => result.status)).toEqual([200, 200]);
  });
});
