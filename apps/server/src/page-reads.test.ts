import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageReads } from './page-reads.ts';
import { signedInUser, type SignedInUser } from './testing/signed-in-user.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const SERVED = /<script id="portal-page-data" type="application\/json">(.*?)<\/script>/;

/** The API answers a served page carries, by path, or undefined when it carries none. */
const served = (html: string) => {
  const match = SERVED.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

describe('a signed-in page carries the answers to its own API reads', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInUser(t, 'served');
    other = await signedInUser(t, 'other');
    const created = await owner.json('/api/agents', 'POST', { agentName: 'Front Desk' });
    agentId = ((await created.json()) as { agent: { id: string } }).agent.id;
  });
  afterAll(() => t.close());

  it('answers exactly as the API answers the same reads', async () => {
    const answers = served(await (await owner.request('/agents')).text());
    expect(Object.keys(answers ?? {}).sort()).toEqual(['/agents', '/cockpit']);
    expect(answers?.['/agents']).toEqual(await (await owner.request('/api/agents')).json());
    expect(answers?.['/cockpit']).toEqual(await (await owner.request('/api/cockpit')).json());
  });

  it('serves the connect hub with the phone numbers and the calendar it shows', async () => {
    const answers = served(await (await owner.request('/connect')).text());
    expect(answers).toEqual({
      '/phone-numbers': await (await owner.request('/api/phone-numbers')).json(),
      '/calendar/status': await (await owner.request('/api/calendar/status')).json(),
    });
  });

  it("fills a page's reads from its address, and leaves out what the API refuses", async () => {
    const own = served(await (await owner.request(`/agent/${agentId}/configure`)).text());
    expect(own?.[`/agents/${agentId}`]).toMatchObject({ id: agentId, agentName: 'Front Desk' });
    // Another owner's agent: the API answers 404, so nothing of it is in the page.
    const foreign = served(await (await other.request(`/agent/${agentId}/configure`)).text());
    expect(foreign).toEqual({});
  });

  it('reads nothing for a signed-out browser, an address it cannot read, or a page without reads', async () => {
    expect(served(await (await t.request('/agents')).text())).toBeUndefined();
    expect(served(await (await owner.request('/agent/not%20an%20id/configure')).text())).toBeUndefined();
    expect(served(await (await owner.request('/agent')).text())).toBeUndefined();
  });
});

describe('a read that waits on something slow', () => {
  it('is left out once the budget is spent, and the page is served with the others', async () => {
    const reads = pageReads(async (request) => {
      if (new URL(request.url).pathname === '/api/subscription/detail') return new Promise<Response>(() => {});
      return Response.json({ ok: true });
    }, 20);
    const answers = await reads(new Request('http://portal.test/'), undefined, ['/agents', '/subscription/detail']);
    expect(answers).toEqual({ '/agents': { ok: true } });
  });
});
