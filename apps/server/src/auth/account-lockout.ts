import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { consume, databaseLimiter } from '../db/rate-limiter.ts';
import { users } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../providers/email/email.ts';
import { lockoutMail } from './emails.ts';
import { knownDevices } from './known-device.ts';

/**
 * Failed password sign-ins per account, whatever address they come from: the per-address limit
 * alone let a handful of addresses try many passwords on one account. After the limit the
 * account's password sign-in pauses for the rest of the window, and its owner gets an e-mail.
 */
export const ACCOUNT_LOCK = { failures: 10, minutes: 15 };

export const accountLockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts for this account. Please try again in ${minutes} minutes or reset your password.`;

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * Two counts per account. Anyone who knows an owner's address can fill the first one, so the
 * browsers the owner has signed in with before are counted in the second and are not paused by
 * strangers; a stolen known browser still gets no more than ACCOUNT_LOCK.failures guesses a window.
 */
function failureCounts(db: Database) {
  const count = (keyPrefix: string) =>
    databaseLimiter(db, { keyPrefix, points: ACCOUNT_LOCK.failures, durationSeconds: ACCOUNT_LOCK.minutes * 60 });
  return { fromAnywhere: count('sign-in-failures'), fromKnownDevices: count('sign-in-failures-known-device') };
}

/**
 * Lifts the pause once the owner has chosen a new password, as the lockout e-mail tells them to:
 * the new password is not one of the guesses that were counted.
 */
export function forgetSignInFailures(db: Database) {
  const counts = failureCounts(db);
  return async (email: string) => {
    const key = normalisedEmail(email);
    await Promise.all([counts.fromAnywhere.delete(key), counts.fromKnownDevices.delete(key)]);
  };
}

type LockoutDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Signs the known-device cookie. */
  authSecret: string;
  secureCookies: boolean;
};

const emailOf = async (request: Request) => {
  const body = (await request
    .clone()
    .json()
    .catch(() => undefined)) as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalisedEmail(body.email) : undefined;
};

const withCookie = (response: Response, cookie: string) => {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

export function accountLockout({ db, mailer, logger, publicUrl, authSecret, secureCookies }: LockoutDeps) {
  const counts = failureCounts(db);
  const devices = knownDevices({ secret: authSecret, secure: secureCookies });
  // One e-mail per window and account, counted apart from the failures: a reset clears those, and
  // strangers pausing the account again at once must not make it a way to flood the owner's inbox.
  const lockoutMails = databaseLimiter(db, {
    keyPrefix: 'sign-in-lockout-mail',
    points: 1,
    durationSeconds: ACCOUNT_LOCK.minutes * 60,
  });

  const locked = (retryAfterSeconds: number) =>
    Response.json(
      { code: 'ACCOUNT_LOCKED', message: accountLockedMessage(Math.ceil(retryAfterSeconds / 60)) },
      { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    );

  async function tellOwner(email: string) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!owner || !(await consume(lockoutMails, email)).allowed) return;
    const url = `${publicUrl}/login?view=forgotten_password`;
    await mailer
      .send(lockoutMail(email, ACCOUNT_LOCK.minutes, url))
      .catch((error: unknown) => logger.error({ err: error }, 'lockout e-mail could not be sent'));
  }

  /**
   * Wraps the e-mail sign-in: refused while the account is paused for this browser, counted when
   * it fails, and the browser remembered for the account when it succeeds.
   */
  return async (request: Request, signIn: (request: Request) => Promise<Response>): Promise<Response> => {
    const email = await emailOf(request);
    if (!email) return signIn(request);
    const knownDevice = await devices.isKnown(request, email);
    const failures = knownDevice ? counts.fromKnownDevices : counts.fromAnywhere;
    const state = await failures.get(email);
    if (state && state.consumedPoints >= ACCOUNT_LOCK.failures) {
      return locked(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
    const response = await signIn(request);
    if (response.status === 401) {
      const counted = await consume(failures, email);
      if (counted.allowed && counted.consumedPoints === ACCOUNT_LOCK.failures) {
        logger.warn(
          { account: 'locked', knownDevice },
          'password sign-in paused for an account after repeated failures',
        );
        await tellOwner(email);
      }
      return response;
    }
    if (!response.ok) return response;
    // Only the count this sign-in was part of: the owner's success on a known browser says nothing
    // about the strangers guessing elsewhere.
    await failures.delete(email);
    return withCookie(response, await devices.remember(email));
  };
}
