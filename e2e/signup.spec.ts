import { expect, test } from './support/fixtures.ts';
import { subjects, waitForMail } from './support/mailbox.ts';
import { expectBelow, expectRed, expectSignedInAs, holdRequests, signInThroughForm } from './support/ui.ts';
import { PASSWORD, uniqueEmail } from './support/users.ts';

// Sign-up with e-mail confirmation, through the screens a user sees.

test('sign up, confirm by the mailed link, then sign in with e-mail and password', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  // The sign-in form stays until the sign-up page has loaded, with an 'Email address' field of its
  // own: typing before the sign-up form shows would fill the form about to go away.
  await expect(page.getByLabel('Create a Password')).toBeVisible();
  // Without a name the form refuses, under the field, and sends nothing.
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const nameField = page.getByLabel('Your name');
  await expect(page.getByText('Your name is required.')).toBeVisible();
  await expectRed(page.getByText('Your name is required.'));
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAttribute('autocomplete', 'name');
  await nameField.fill('Maria Lopez');

  const release = await holdRequests(page, /\/api\/auth\/sign-up\/email/);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing up ...' })).toBeDisabled();
  release();
  // The confirmation page names the address the link went to; it is in the page, not its URL.
  await expect(page).toHaveURL('/confirm-email');
  const sentTo = page.getByText(`We sent a link to ${email}.`, { exact: true });
  await expect(sentTo).toBeVisible();
  await page.reload();
  await expect(sentTo).toBeVisible();

  const mail = await waitForMail(request, email, subjects.confirmation);
  expect(mail.text).toContain('/api/auth/verify-email?token=');

  // "Resend email" mails a second link, says so, and waits before offering another.
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByRole('status')).toHaveText('Sent again. It can take a minute or two to arrive.');
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute('aria-disabled', 'true');
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
      return mails.filter((sent) => sent.to === email && subjects.confirmation.test(sent.subject)).length;
    })
    .toBe(2);

  // An unconfirmed account cannot sign in, and the user is told why.
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await signInThroughForm(page, email, PASSWORD);
  const error = page.getByRole('alert');
  await expect(error).toContainText(/confirm your email/i);
  await expectRed(error);
  await expectBelow(error, page.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(page).toHaveURL(/\/login$/);

  // The sandbox mailbox lists the message with a clickable link that confirms and signs in.
  await page.goto('/dev/mailbox');
  const message = page.locator('article').filter({ has: page.locator('.to', { hasText: email }) });
  await expect(message.first()).toContainText('Confirm your AI Voice Agent Platform account');
  await message.first().getByRole('link').click();
  await expect(page).toHaveURL('/');
  await expectSignedInAs(page, email);

  // The name given at sign-up is the account's: on the overview and as the profile's Full Name.
  await page.goto('/account');
  await expect(page.getByRole('link', { name: /Client Name/ })).toContainText('Client Name:Maria Lopez');
  await page.goto('/account-detail');
  await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');

  // Signed out, the confirmed account signs in through the form.
  await context.clearCookies();
  await page.goto('/login');
  const signingIn = await holdRequests(page, /\/api\/auth\/sign-in\/email/);
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: 'Signing in ...' })).toBeVisible();
  signingIn();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Agent Portal' })).toBeVisible();
});

test('sign-up refuses a password that is too short', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Short Password');
  await page.getByLabel('Email address').fill(uniqueEmail('short'));
  await page.getByLabel('Create a Password').fill('short');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(
    page.getByText(
      'Password is too short: use at least 10 characters, and not a common password such as "password123".',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/signup');
});

test('/confirm-email thanks the user and links back to the login', async ({ page }) => {
  await page.goto('/confirm-email');
  await expect(page.getByRole('heading', { name: 'Thank you for signing up!' })).toBeVisible();
  await expect(
    page.getByText('Please check your email inbox for a confirmation link to activate your account.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("(If you don't see it, please check your spam folder.)", { exact: true })).toBeVisible();

  // Opened without an address, it asks for one before sending the link again.
  await expect(page.getByText(/^We sent a link to/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Email address is required.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'AI Voice Agent Platform' })).toBeVisible();
});

test('a sign-up marker in the address hash shows the confirmation page', async ({ page }) => {
  await page.goto('/login#type=signup');
  await expect(page).toHaveURL('/confirm-email');
  await expect(page.getByRole('heading', { name: 'Thank you for signing up!' })).toBeVisible();
});
