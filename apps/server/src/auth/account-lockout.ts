import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { consume, databaseLimiter } from '../db/rate-limiter.ts';
import { users } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../providers/email/email.ts';
import { lockoutMail } from './emails.ts';

/**
 * Failed password sign-ins per account, whatever address they come from: the per-address limit
 * alone let a handful of addresses try many passwords on one account. After the limit the
 * account's password sign-in pauses for the rest of the window, and its owner gets an e-mail.
 */
export const ACCOUNT_LOCK = { failures: 10, minutes: 15 };

export const accountLockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts for this account. Please try again in ${minutes} minutes or reset your password.`;

type LockoutDeps = { db: Database; mailer: Mailer; logger: Logger; publicUrl: string };

const emailOf = async (request: Request) => {
  const body = (await request
    .clone()
    .json()
    .catch(() => undefined)) as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
};

export function accountLockout({ db, mailer, logger, publicUrl }: LockoutDeps) {
  const failures = databaseLimiter(db, {
    keyPrefix: 'sign-in-failures',
    points: ACCOUNT_LOCK.failures,
    durationSeconds: ACCOUNT_LOCK.minutes * 60,
  });

  const locked = (retryAfterSeconds: number) =>
    Response.json(
      { code: 'ACCOUNT_LOCKED', message: accountLockedMessage(Math.ceil(retryAfterSeconds / 60)) },
      { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    );

  async function tellOwner(email: string) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!owner) return;
    const url = `${publicUrl}/login?view=forgotten_password`;
    await mailer
      .send(lockoutMail(email, ACCOUNT_LOCK.minutes, url))
      .catch((error: unknown) => logger.error({ err: error }, 'lockout e-mail could not be sent'));
  }

  /** Wraps the e-mail sign-in: refused while the account is paused, counted when it fails. */
  return async (request: Request, signIn: (request: Request) => Promise<Response>): Promise<Response> => {
    const email = await emailOf(request);
    if (!email) return signIn(request);
    const state = await failures.get(email);
    if (state && state.consumedPoints >= ACCOUNT_LOCK.failures) {
      return locked(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
    const response = await signIn(request);
    if (response.status === 401) {
      const counted = await consume(failures, email);
      if (counted.allowed && counted.consumedPoints === ACCOUNT_LOCK.failures) {
        logger.warn({ account: 'locked' }, 'password sign-in paused for an account after repeated failures');
        await tellOwner(email);
      }
    } else if (response.ok) {
      await failures.delete(email);
    }
    return response;
  };
}
