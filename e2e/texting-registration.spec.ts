import { expect, test } from './support/fixtures.ts';
import { checkWidths } from './widths-helpers.ts';

// US texting registration from the Phone Numbers page: an owner registers their company through
// the form, against the emulated registry, and sees its review under way.

test('registers a company for texting and sees it waiting for approval', async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  await page.goto('/phone-numbers');
  const section = page.getByRole('region', { name: 'Texting' });
  await expect(section).toContainText('US carriers require businesses to register');
  await checkWidths(page);

  await section.getByRole('button', { name: 'Register for texting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for texting' });
  await expect(dialog.getByRole('button', { name: 'Submit registration' })).toBeVisible();
  await checkWidths(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByLabel('A company with an EIN').check();
  await dialog.getByLabel('Business name').fill('Bright Smiles');
  await dialog.getByLabel('Legal name').fill('Bright Smiles LLC');
  await dialog.getByRole('textbox', { name: 'EIN', exact: true }).fill('12-3456789');
  await dialog.getByLabel('Industry').selectOption('HEALTHCARE');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('E-mail').fill('ada@example.com');
  await dialog.getByLabel('Business phone').fill('(512) 555-0100');
  await dialog.getByLabel('Street address').fill('1 Main St');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State').selectOption('TX');
  // A ZIP code of four digits is refused under its field, with everything typed kept.
  await dialog.getByLabel('ZIP code').fill('7870');
  await dialog.getByRole('button', { name: 'Submit registration' }).click();
  await expect(dialog.getByText('Enter a five-digit ZIP code, like 78701.')).toBeVisible();
  await expect(dialog.getByLabel('Legal name')).toHaveValue('Bright Smiles LLC');
  await dialog.getByLabel('ZIP code').fill('78701');
  await dialog.getByRole('button', { name: 'Submit registration' }).click();

  await expect(dialog).toBeHidden();
  const steps = section.getByRole('list', { name: 'Registration steps' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Your business' })).toContainText('Waiting for approval');
  await checkWidths(page);
});
