import type { Page } from '@playwright/test';
import { createConfigAgent } from './agent-config-helpers.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Records what the page's content security policy refuses (the browser reports it as an issue,
 * not always on the console), to be read with `refusalsOf`.
 */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspRefusals: string[] }).cspRefusals = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
}

const refusalsOf = (page: Page) => page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals);

test('the sign-in page names itself, describes the product and breaks no security rule', async ({ page }) => {
  await watchCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  await expect(page).toHaveTitle('Sign in · AI Voice Agent Platform');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Sign in or create an account to build, personalise and test AI phone agents for your business.',
  );
  expect(await refusalsOf(page)).toEqual([]);
});

test('each signed-in page names its tab, and none breaks a security rule', async ({ signedInPage: page }) => {
  await watchCsp(page);
  // The agent's pages read its stored hours and booking rules with the schema library, which must
  // not try eval under the policy.
  const agent = await createConfigAgent(page.request, 'Policy');
  for (const [path, title] of [
    [`/agent/${agent.id}/configure`, 'Design your agent'],
    [`/agent/${agent.id}/profile`, 'Agent profile'],
    ['/agents', 'Agents'],
    ['/calls', 'Calls'],
    ['/account', 'Account'],
    ['/no-such-page', 'Page not found'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(`${title} · AI Voice Agent Platform`);
    expect(await refusalsOf(page), path).toEqual([]);
  }
});

test('robots.txt is a real one: the sign-in page may be indexed, nothing else', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Allow: /login');
  expect(text).toContain('Disallow: /');
  expect(text).not.toContain('<html');
});
