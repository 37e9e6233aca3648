import { expect, test } from './support/fixtures.ts';
import { linkIn, subjects, waitForMail } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expectSignedInAs } from './support/ui.ts';
import { uniqueEmail } from './support/users.ts';

// The magic-link view exists only with MAGIC_LINK_ENABLED (the main e2e server runs without it,
// see login.spec.ts), so these tests start their own server instance with it switched on.

let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ MAGIC_LINK_ENABLED: 'true' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('signs in with a magic link when MAGIC_LINK_ENABLED is set', async ({ page, playwright }) => {
  const url = server!.url;
  const email = uniqueEmail('magic');
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Send a magic link email' }).click();
  await expect(page.getByLabel('Your Password')).toHaveCount(0);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Check your email for the magic link', { exact: true })).toBeVisible();

  const mailbox = await playwright.request.newContext({ baseURL: url });
  const mail = await waitForMail(mailbox, email, subjects.magicLink);
  await mailbox.dispose();
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(`${url}/`);
  await expectSignedInAs(page, email);
});
