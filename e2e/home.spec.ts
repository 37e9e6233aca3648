import { expect, test } from './support/fixtures.ts';
import { site } from './support/env.ts';

// Home '/' and the footer. The footer values are the e2e server's configuration.

test("home shows the title, the text, the tagline and the four links to the portal's areas", async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your Agent Portal' })).toBeVisible();
  await expect(
    main.getByText(
      'Set up and personalise your AI phone agent, connect it to your phone number and calendar, and manage your account settings.',
    ),
  ).toBeVisible();
  await expect(main.getByText('Smarter calls, more revenue.')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText('Smarter calls, more revenue.')).toBeVisible();

  const cards = main.getByRole('navigation', { name: 'Portal sections' }).getByRole('link');
  await expect(cards).toHaveCount(4);
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/agents',
    '/connect',
    '/subscription',
    '/account',
  ]);
  await main.getByRole('link', { name: /Subscription/ }).click();
  await expect(page).toHaveURL('/subscription');
});

test('the footer shows the brand, the Company links, Austin, Texas and the contacts', async ({
  signedInPage: page,
  context,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('AI Voice Agent Platform').first()).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible();

  const links: [name: string, href: string][] = [
    ['Terms of Service', site.termsUrl],
    ['Refund Policy', site.refundUrl],
    ['Privacy Policy', site.privacyUrl],
  ];
  for (const [name, href] of links) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expect(footer.getByText('Austin, Texas', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: site.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${site.contactEmail}`,
  );
  await expect(footer.getByRole('link', { name: site.contactPhone })).toHaveAttribute('href', 'tel:+15125550199');

  // A Company link opens in a new tab and leaves the portal where it was.
  await context.route(`${new URL(site.termsUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Terms</title>' }),
  );
  const popup = context.waitForEvent('page');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(await popup).toHaveURL(site.termsUrl);
  await expect(page).toHaveURL('/');
});
