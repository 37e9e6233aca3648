import { SANDBOX_MAILBOX_PATH } from '@portal/shared/site-config.plain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The sign-up confirmation links to the mailbox by this path while mail is emulated.
it('serves the sandbox mailbox where the web app links to it', async () => {
  const response = await t.request(SANDBOX_MAILBOX_PATH, {}, { ip: '127.0.0.1' });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Sandbox mailbox');
  expect(await (await t.request('/app-config.json')).json()).toMatchObject({ sandboxMail: true });
});
