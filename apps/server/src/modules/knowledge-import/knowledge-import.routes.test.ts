import type { Agent } from '@portal/shared/agents/agent';
import type { SaveSectionResult } from '@portal/shared/agents/agent-results';
import type { AcceptProposalsResult, KnowledgeImport } from '@portal/shared/agents/knowledge-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../ingestion/crawl/fixture-site.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  site = await startFixtureSite();
  t = await createTestApp({ env: { SCRAPE_ALLOW_HOSTS: site.host } });
  alice = await signedInUser(t, 'alice');
  bob = await signedInUser(t, 'bob');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function newAgent(user: SignedInUser) {
  const response = await user.json('/api/agents', 'POST', { agentName: 'Sam' });
  expect(response.status).toBe(201);
  return (await readJson<{ agent: Agent }>(response)).agent;
}

const latest = async (user: SignedInUser, agentId: string) =>
  readJson<KnowledgeImport | null>(await user.request(`/api/agents/${agentId}/imports/latest`));

/** Polls as the page does until the import has finished. */
async function finished(user: SignedInUser, agentId: string) {
  for (let tries = 0; tries < 300; tries++) {
    const item = await latest(user, agentId);
    if (item && (item.status === 'ready' || item.status === 'failed')) return item;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

const proposalOf = (item: KnowledgeImport, card: string) => item.proposals.find((proposal) => proposal.card === card);

describe('"Accept all for empty cards"', () => {
  it("fills the empty cards and replaces the template's suggestions, and leaves the cards the owner wrote", async () => {
    const templates = await readJson<{ id: string; industry: string }[]>(await alice.request('/api/agents/templates'));
    const dental = templates.find((template) => template.industry === 'dental_clinic')!;
    const created = await alice.json('/api/agents', 'POST', { agentName: 'Sam', templateId: dental.id });
    const agent = (await readJson<{ agent: Agent }>(created)).agent;
    const faq = 'Q: Do you see children?\nA: From age three.';
    const section = `/api/agents/${agent.id}/sections/faqAndPolicies`;
    expect((await alice.json(section, 'PATCH', { faqAndPolicies: faq })).status).toBe(200);
    await alice.json(`/api/agents/${agent.id}/imports`, 'POST', { url: site.origin });
    const done = await finished(alice, agent.id);
    const cards = Object.fromEntries(done.proposals.map((proposal) => [proposal.card, proposal.section]));
    expect(Object.keys(cards)).toEqual(expect.arrayContaining(['businessName', 'yourHours', 'faqAndPolicies']));

    const response = await alice.json(`/api/agents/${agent.id}/imports/${done.id}/accept`, 'POST', {
      cards,
      untouchedOnly: true,
    });
    expect(response.status).toBe(200);
    const result = await readJson<AcceptProposalsResult>(response);
    expect(result.left).toEqual(['faqAndPolicies']);
    expect(result.filled).toEqual(
      done.proposals.map((proposal) => proposal.card).filter((card) => card !== 'faqAndPolicies'),
    );
    expect(result.agent.faqAndPolicies).toBe(faq);
    // The template's suggested week gave way to the hours the site states.
    expect(result.agent.yourHours).toEqual(proposalOf(done, 'yourHours')!.section.yourHours);
    expect(result.agent.businessName).toBe('Bright Smile Dental');
    expect(result.agent.userSavedSections).toEqual(expect.arrayContaining(result.filled));

    // Nothing is left to fill: nothing is written, and every card is named as the owner's.
    const again = await alice.json(`/api/agents/${agent.id}/imports/${done.id}/accept`, 'POST', {
      cards: { faqAndPolicies: cards.faqAndPolicies, businessName: { businessName: 'Other' } },
      untouchedOnly: true,
    });
    expect(await readJson<AcceptProposalsResult>(again)).toMatchObject({
      filled: [],
      left: ['businessName', 'faqAndPolicies'],
      agent: { businessName: 'Bright Smile Dental', faqAndPolicies: faq },
    });
  });
});

describe('importing a website', () => {
  let agent: Agent;
  let done: KnowledgeImport;
  let started: Response;

  beforeAll(async () => {
    agent = await newAgent(alice);
    started = await alice.json(`/api/agents/${agent.id}/imports`, 'POST', { url: site.origin });
    done = await finished(alice, agent.id);
  });

  it('reads the site in the background and proposes at least eight cards with their pages', async () => {
    expect(started.status).toBe(202);
    expect(await readJson<KnowledgeImport>(started)).toMatchObject({ status: 'queued', kind: 'website' });
    expect(done).toMatchObject({ status: 'ready', reader: 'structured', error: null });
    expect(done.pages.length).toBeGreaterThanOrEqual(6);
    expect(done.pages.some((page) => page.url.includes('/admin/'))).toBe(false);
    expect(done.proposals.length).toBeGreaterThanOrEqual(8);
    expect(done.proposals.every((proposal) => proposal.change === 'new' && proposal.sources.length > 0)).toBe(true);

    expect(proposalOf(done, 'businessName')?.section).toEqual({ businessName: 'Bright Smile Dental' });
    const hours = proposalOf(done, 'yourHours')!.section as { yourHours: Record<string, unknown>; timezone: string };
    expect(hours.yourHours.Mon).toEqual({ open: true, start: '08:00', end: '17:00' });
    expect(hours.yourHours.Sat).toEqual({ open: true, start: '09:00', end: '13:00' });
    expect(hours.yourHours.Sun).toEqual({ open: false, start: null, end: null });
    // The owner has not saved their hours: the zone of the business's address (Austin, TX).
    expect(hours.timezone).toBe('America/Chicago');
    expect(String(proposalOf(done, 'contactInfo')?.section.contactInfo)).toMatch(/Phone: \+1 \(512\)/);
    expect(String(proposalOf(done, 'contactInfo')?.section.contactInfo)).toMatch(/Austin, TX/);
    expect(String(proposalOf(done, 'yourPrices')?.section.yourPrices)).toMatch(/\$\d/);
    expect(String(proposalOf(done, 'faqAndPolicies')?.section.faqAndPolicies)).toMatch(/^Q: .+\nA: .+/);
    expect(proposalOf(done, 'websiteInfo')?.section.websiteInfo).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_category: 'FAQs' })]),
    );
  });

  it('writes nothing until accepted, then saves the accepted cards as the owner edited them', async () => {
    const before = await readJson<Agent>(await alice.request(`/api/agents/${agent.id}`));
    const prices = '- Cleaning: $120';
    const accepted = await alice.json(`/api/agents/${agent.id}/imports/${done.id}/accept`, 'POST', {
      cards: {
        businessName: proposalOf(done, 'businessName')!.section,
        yourHours: proposalOf(done, 'yourHours')!.section,
        yourPrices: { yourPrices: prices },
      },
    });
    expect(accepted.status).toBe(200);
    const { agent: saved } = await readJson<SaveSectionResult>(accepted);
    expect(saved).toMatchObject({ businessName: 'Bright Smile Dental', yourPrices: prices });
    expect(saved.userSavedSections).toEqual(expect.arrayContaining(['businessName', 'yourHours', 'yourPrices']));
    expect(saved.description).toBe(before.description);
  });

  it('refuses a card that was not proposed, an invalid edit, another owner and an unknown import', async () => {
    const refusal = async (user: SignedInUser, path: string, body: object) => {
      const response = await user.json(path, 'POST', body);
      return { status: response.status, message: (await readJson<ErrorJson>(response)).error.message };
    };
    const accept = `/api/agents/${agent.id}/imports/${done.id}/accept`;
    expect(await refusal(alice, accept, { cards: { topicsToAvoid: { topicsToAvoid: 'x' } } })).toMatchObject({
      status: 400,
    });
    expect(await refusal(alice, accept, { cards: { businessName: { businessName: '' } } })).toMatchObject({
      status: 400,
      message: expect.stringContaining('business name'),
    });
    expect((await refusal(bob, accept, { cards: { businessName: { businessName: 'Mine' } } })).status).toBe(404);
    expect((await bob.request(`/api/agents/${agent.id}/imports/latest`)).status).toBe(404);
    const unknown = `/api/agents/${agent.id}/imports/00000000-0000-4000-8000-000000000000/accept`;
    expect((await refusal(alice, unknown, { cards: { businessName: { businessName: 'X' } } })).status).toBe(404);
  });

  it('writes nothing to the agent by itself', async () => {
    const other = await newAgent(alice);
    const untouched = await readJson<Agent>(await alice.request(`/api/agents/${other.id}`));
    await alice.json(`/api/agents/${other.id}/imports`, 'POST', { url: site.origin });
    await finished(alice, other.id);
    expect(await readJson<Agent>(await alice.request(`/api/agents/${other.id}`))).toEqual(untouched);
  });

  it('marks what is the same as the previous import of the site', async () => {
    const again = await alice.json(`/api/agents/${agent.id}/imports`, 'POST', { url: site.origin });
    expect(again.status).toBe(202);
    const second = await finished(alice, agent.id);
    expect(second.id).not.toBe(done.id);
    expect(second.proposals.every((proposal) => proposal.change === 'unchanged')).toBe(true);
    expect(second.siteChanges).toEqual({ added: [], changed: [], removed: [] });
  });
});

describe('what cannot be imported', () => {
  it('refuses a private address with a clear reason, as a failed import', async () => {
    const agent = await newAgent(bob);
    const started = await bob.json(`/api/agents/${agent.id}/imports`, 'POST', { url: 'http://10.1.2.3/' });
    expect(started.status).toBe(202);
    const failed = await finished(bob, agent.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/private|not public|internal/i);
    expect(failed.proposals).toEqual([]);
  });

  it('refuses a link that is not a web address, and a second import while one runs', async () => {
    const agent = await newAgent(bob);
    const bad = await bob.json(`/api/agents/${agent.id}/imports`, 'POST', { url: 'ftp://example.com' });
    expect(bad.status).toBe(400);
    expect((await bob.json(`/api/agents/${agent.id}/imports`, 'POST', { url: site.origin })).status).toBe(202);
    const second = await bob.json(`/api/agents/${agent.id}/imports`, 'POST', { url: site.origin });
    expect(second.status).toBe(409);
    expect((await readJson<ErrorJson>(second)).error.message).toBe(
      'An import is already running for this agent. Wait for it to finish.',
    );
    await finished(bob, agent.id);
  });
});

describe('importing a document', () => {
  const upload = (user: SignedInUser, agentId: string, bytes: Uint8Array | string, name: string) => {
    const form = new FormData();
    form.set('file', new File([bytes], name));
    return user.request(`/api/agents/${agentId}/imports/document`, { method: 'POST', body: form });
  };

  it('reads a price list into prices, contact details and additional info', async () => {
    const agent = await newAgent(alice);
    const text =
      'Spring price list\n\nCleaning $120\nWhitening $299\n\nQuestions? Call (512) 555-0142 or write to hello@brightsmile.example';
    const response = await upload(alice, agent.id, text, 'prices.txt');
    expect(response.status).toBe(202);
    const item = await finished(alice, agent.id);
    expect(item).toMatchObject({ status: 'ready', kind: 'document', source: 'prices.txt' });
    expect(proposalOf(item, 'yourPrices')?.section).toEqual({ yourPrices: '- Cleaning $120\n- Whitening $299' });
    expect(proposalOf(item, 'contactInfo')?.section).toEqual({
      contactInfo: 'Phone: +1 (512) 555-0142\nEmail: hello@brightsmile.example',
    });
    expect(String(proposalOf(item, 'additionalInfo')?.section.additionalInfo)).toMatch(
      /^From prices:\nSpring price list/,
    );
  });

  it('fails a file that is not a document, with the reason', async () => {
    const agent = await newAgent(alice);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    expect((await upload(alice, agent.id, png, 'menu.txt')).status).toBe(202);
    const item = await finished(alice, agent.id);
    expect(item).toMatchObject({
      status: 'failed',
      error: 'This file is not a PDF, a Word (.docx) document or plain text. Please upload one of those.',
    });
  });

  it('refuses a missing file', async () => {
    const agent = await newAgent(alice);
    const response = await alice.request(`/api/agents/${agent.id}/imports/document`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(400);
  });
});
