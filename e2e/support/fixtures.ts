import { test as base, type Cookie, type Page } from '@playwright/test';
import { createVerifiedUser, type Credentials } from './users.ts';

type Fixtures = {
  /** A confirmed account created through the API; the browser is not signed in. */
  user: Credentials & { cookies: Cookie[] };
  /** A page whose browser context carries that account's session (signed in through the API). */
  signedInPage: Page;
};

export const test = base.extend<Fixtures>({
  user: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const credentials = await createVerifiedUser(api, baseURL!);
    const { cookies } = await api.storageState();
    await api.dispose();
    await use({ ...credentials, cookies });
  },
  signedInPage: async ({ page, context, user }, use) => {
    await context.addCookies(user.cookies);
    await use(page);
  },
});

export { expect } from '@playwright/test';
