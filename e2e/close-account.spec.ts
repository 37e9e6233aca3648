import { createAgent } from './agents-helpers.ts';
import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInThroughForm } from './support/ui.ts';
import { checkWidths, desktopWidth } from './widths-helpers.ts';

// Closing the account from Privacy & Data, by keyboard: the dialog says what happens and asks for
// the e-mail and password; the owner lands signed out on the sign-in page, which says the account
// is closed, and the old password no longer signs in.

test('closes the account through the dialog, by keyboard, and the old password no longer signs in', async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(90_000);
  await createAgent(page.request, { agentName: 'Closing Desk' });

  await page.goto('/account/privacy');
  const section = page.getByRole('region', { name: 'Close the account' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Close account' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Close your account' });
  await expect(dialog.getByText('Closing the account is immediate and final. There is no undo:')).toBeVisible();
  await expect(dialog.getByText(/Your phone numbers are released and lost/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Download my data/ })).toBeVisible();
  const email = dialog.getByLabel('Type your e-mail to confirm');
  await expect(email).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Close my account' });
  await expect(confirm).toBeDisabled();
  await checkWidths(page);
  await desktopWidth(page);

  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Not-The-Password-1');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct.');
  await expect(email).toHaveValue(user.email);

  await dialog.getByLabel('Password', { exact: true }).fill('');
  await dialog.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type(user.password);
  await expect(confirm).toBeEnabled();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\?closed=1$/);
  await expect(page.getByText('Your account is closed. We e-mailed you a list of what was closed.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The jobs finish the closure and send the final e-mail.
  const mail = await waitForMail(page.request, user.email, /^Your account is closed$/);
  expect(mail.text).toContain('1 agent was removed from the voice platform.');

  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/login/);
});
