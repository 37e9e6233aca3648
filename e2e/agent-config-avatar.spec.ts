import { expect, test } from './support/fixtures.ts';
import { createConfigAgent, desktopOnly, openConfigure } from './agent-config-helpers.ts';

// The agent avatar upload in the configuration header (under its Edit name & avatar).

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the avatar is checked in the browser, then uploaded and shown', async ({ signedInPage: page }) => {
  desktopOnly();
  const agent = await createConfigAgent(page.request, 'Portrait');
  await openConfigure(page, agent);
  await page.getByRole('button', { name: 'Edit name & avatar' }).click();
  await expect(page.getByText('PNG, JPG, GIF, WEBP up to 2MB')).toBeVisible();
  const input = page.locator('input[type="file"]');
  const avatar = page.getByRole('img', { name: 'Avatar of Portrait' });

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Invalid file type (PNG, JPG, GIF or WEBP only).');

  const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByRole('alert')).toHaveText('File too large (Max 2MB).');

  await input.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Avatar updated!')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', new RegExp(`/${agent.id}/avatar\\.png\\?v=\\d+`));

  const stored = (await (await page.request.get(`/api/agents/${agent.id}`)).json()) as { imageUrl: string };
  expect(stored.imageUrl).toContain(`/${agent.id}/avatar.png`);
});
