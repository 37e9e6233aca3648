import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn, subjects, waitForMail } from './mailbox.ts';

export const PASSWORD = 'Correct-Horse-42';

/** An address no other test uses, so parallel tests never read each other's mail. */
export function uniqueEmail(tag = 'user') {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export type Credentials = { email: string; password: string };

/**
 * Signs up through the auth API and follows the mailed confirmation link, which verifies the
 * address and signs in: afterwards `request` holds the session cookies.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  baseURL: string,
  email = uniqueEmail(),
  name = 'E2E User',
): Promise<Credentials> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await waitForMail(request, email, subjects.confirmation);
  const confirm = await request.get(linkIn(mail));
  expect(confirm.ok()).toBe(true);
  return { email, password: PASSWORD };
}
