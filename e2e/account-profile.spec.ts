import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/ui.ts';
import type { Page } from '@playwright/test';
import { chooseFile, mockApiError, pngImage, stat } from './account-helpers.ts';

// Editing the profile and its photo on /account-detail.

const fullName = (page: Page) => page.getByLabel('Full Name');
const phone = (page: Page) => page.getByLabel('Phone Number');
const nameStat = (page: Page) => stat(page, 'Name');

test.beforeEach(async ({ signedInPage: page }) => {
  await page.goto('/account-detail');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
});

test('Cancel restores the values and saves nothing', async ({ signedInPage: page }) => {
  await expect(fullName(page)).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(fullName(page)).not.toHaveAttribute('readonly');
  // Upload is disabled while editing.
  await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();

  await fullName(page).fill('Someone Else');
  await phone(page).fill('+1 512 555 0100');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The name signed up with (e2e/support/users.ts) is back.
  await expect(fullName(page)).toHaveValue('E2E User');
  await expect(phone(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();

  const profile = await (await page.request.get('/api/account/profile')).json();
  expect(profile.profile).toMatchObject({ fullName: 'E2E User', phoneNumber: null });
});

test('Save Profile stores the values, blanks as null, and returns to view mode', async ({
  signedInPage: page,
  user,
}) => {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await fullName(page).fill('Ada Lovelace');
  await phone(page).fill('+1 512 555 0100');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  // Saves are confirmed by a toast, as everywhere in the portal.
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(fullName(page)).toHaveAttribute('readonly', '');
  await expect(nameStat(page)).toHaveText('Ada Lovelace');

  await page.reload();
  await expect(fullName(page)).toHaveValue('Ada Lovelace');
  // Stored in E.164, shown as people write it.
  await expect(phone(page)).toHaveValue('(512) 555-0100');

  // Emptied fields are stored as null; the name falls back to the e-mail again.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await fullName(page).fill('   ');
  await phone(page).fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(nameStat(page)).toHaveText(user.email);
  const profile = await (await page.request.get('/api/account/profile')).json();
  expect(profile.profile).toMatchObject({ fullName: null, phoneNumber: null });

  // The overview falls back to the name the account was signed up with.
  await page.goto('/account');
  await expect(page.getByRole('link', { name: /Client Name/ })).toContainText('Client Name:E2E User');
});

test('a failed save keeps the form open with the server’s message', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await fullName(page).fill('Ada');
  await mockApiError(page, '**/api/account/profile', 'The database is unavailable.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to update profile: The database is unavailable.');
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  await expect(fullName(page)).toHaveValue('Ada');
});

test.describe('profile photo', () => {
  test('refuses a file that is not PNG or JPEG, in the browser', async ({ signedInPage: page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/account/avatar') && uploads.push(request.url()));
    await chooseFile(page, 'Upload Photo', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByRole('alert')).toHaveText('Invalid file type (PNG/JPG only).');
    await chooseFile(page, 'Upload Photo', { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert')).toHaveText('Invalid file type (PNG/JPG only).');
    expect(uploads).toEqual([]);
  });

  test('refuses more than 2 MB, in the browser', async ({ signedInPage: page }) => {
    const png = await pngImage(8, 8);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.byteLength)]);
    await chooseFile(page, 'Upload Photo', { name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert')).toHaveText('File too large (Max 2MB).');
  });

  test('the server refuses a text file renamed .png', async ({ signedInPage: page }) => {
    const fake = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('I am not a picture at all') };
    await chooseFile(page, 'Upload Photo', fake);
    await expect(page.getByRole('alert')).toHaveText('Image upload failed: Invalid file type (PNG/JPG only).');
  });

  test('a real PNG is uploaded and shown; editing waits for the upload', async ({ signedInPage: page }) => {
    const release = await holdRequests(page, /\/api\/account\/avatar/);
    await chooseFile(page, 'Upload Photo', { name: 'me.png', mimeType: 'image/png', buffer: await pngImage(800, 600) });
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile photo updated.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();

    const avatar = page.getByRole('img', { name: 'Profile photo' });
    await expect(avatar).toHaveAttribute('src', /^\/files\/[^/]+\/avatar\.png\?v=\d+$/);
    // The browser really loaded it: re-encoded by the server to 512 px wide at most.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

    await page.reload();
    await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /avatar\.png\?v=/);
  });
});
