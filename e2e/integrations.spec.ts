import { seriousViolations } from './axe-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// API keys end to end: an owner creates a key on the Integrations page (under Account), sees it
// once, calls the documented API with it as a tool would (no session, the key as a bearer token),
// and revokes it, after which the next request with it is refused.

test('creates a read only key, shows it once, the API takes it, and once revoked refuses it', async ({
  signedInPage: page,
  request,
  baseURL,
}) => {
  const withKey = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Manage your account' })
    .getByRole('link', { name: /^Integrations/ })
    .click();
  await expect(page).toHaveURL('/account/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the dialog opens on the name, Enter creates the key (read only unless chosen).
  await page.getByRole('button', { name: 'Create API key' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByRole('radio', { name: /^Read only/ })).toBeChecked();
  await page.keyboard.type('Spreadsheet');
  await page.keyboard.press('Enter');

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const field = shown.getByLabel('API key');
  await expect(field).toHaveValue(/^vap_/);
  const key = await field.inputValue();
  await expect(shown).toContainText('It will not be shown again.');
  await expect(shown).toContainText(`curl ${new URL(baseURL!).origin}/api/agents \\ -H "Authorization: Bearer ${key}"`);
  expect(await seriousViolations(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // Listed by its first characters only: the key itself is nowhere on the page any more.
  const row = page.getByRole('row', { name: 'Spreadsheet' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Never');
  await expect(page.locator('body')).not.toContainText(key);

  // A tool's request: no session, the key as its bearer token.
  const listed = await request.get('/api/agents', withKey(key));
  expect(listed.status(), await listed.text()).toBe(200);
  // The list says when the key was last used, in the owner's zone.
  await page.reload();
  await expect(row).toContainText(/Last used \w{3} \d+(, \d{4})?, \d+:\d\d [AP]M \S+/);

  await row.getByRole('button', { name: 'Revoke Spreadsheet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText('Revoke “Spreadsheet”?');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row).toBeHidden();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  const refused = await request.get('/api/agents', withKey(key));
  expect(refused.status(), await refused.text()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the new key, longer than a phone is wide, is seen whole, wrapped, and selected whole', async ({
    signedInPage: page,
  }) => {
    await page.goto('/account/integrations');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Name').fill('Phone key');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const field = page.getByRole('dialog', { name: 'Your new API key' }).getByLabel('API key');
    await expect(field).toBeFocused();
    const shown = await field.evaluate((input: HTMLTextAreaElement) => ({
      cutOff: input.scrollWidth > input.clientWidth || input.scrollHeight > input.clientHeight,
      lines: Math.round(input.clientHeight / parseFloat(getComputedStyle(input).lineHeight)),
      selected: input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0) === input.value,
    }));
    expect(shown).toMatchObject({ cutOff: false, selected: true });
    expect(shown.lines).toBeGreaterThanOrEqual(2);
  });
});
