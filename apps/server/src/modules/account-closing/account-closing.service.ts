import {
  ACCOUNT_CLOSING_ERRORS,
  CLOSE_PASSWORD_LIMIT,
  FRESH_SIGN_IN_MINUTES,
  sameEmail,
  type CloseAccountCheck,
  type CloseAccountRequest,
} from '@portal/shared/account-closing';
import type { Auth, AuthSession } from '../../auth/auth.ts';
import { SESSIONS_CHANGED } from '../../auth/session-cache.ts';
import type { Broadcast } from '../../db/broadcast.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/job-queue.ts';
import { consume, databaseLimiter } from '../../db/rate-limiter.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { keyFromPublicUrl } from '../../providers/storage/storage.ts';
import * as repo from './account-closing.repo.ts';
import { closureSteps } from './closure-steps.pure.ts';

/** The job that works through a closure's steps (account-closing.jobs.ts). */
export const CLOSURE_JOB = 'account-closure-steps';

export type CloseAccountDeps = {
  db: Database;
  auth: Auth;
  /** Tells every server that sessions changed, so none keeps the closed account's session cached. */
  broadcast: Pick<Broadcast, 'notify'>;
  logger: Logger;
  now: () => Date;
  /** Where the closure's job is queued; without one (tests) the steps are run by hand. */
  jobs?: Pick<JobQueue, 'send'>;
};

/** Who asks: the session's owner; a request made with an API key never reaches here. */
export type Asker = { user: AuthSession['user']; session: AuthSession['session'] | null };

async function passwordHash(auth: Auth, userId: string): Promise<string | null> {
  const context = await auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  return accounts.find((account) => account.providerId === 'credential' && account.password)?.password ?? null;
}

const freshSignIn = (session: AuthSession['session'], now: Date) =>
  now.getTime() - new Date(session.createdAt).getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;

function requireSession(asker: Asker): AuthSession['session'] {
  if (!asker.session) throw new AppError('FORBIDDEN', ACCOUNT_CLOSING_ERRORS.apiKey);
  return asker.session;
}

/** How this owner confirms closing: the password, or a fresh sign-in with Google when there is none. */
export async function closingCheck(deps: CloseAccountDeps, asker: Asker): Promise<CloseAccountCheck> {
  const session = requireSession(asker);
  const hash = await passwordHash(deps.auth, asker.user.id);
  return {
    email: asker.user.email,
    proof: hash ? 'password' : 'google',
    freshSignIn: freshSignIn(session, deps.now()),
  };
}

/**
 * Wrong passwords are counted per account, like failed sign-ins: after CLOSE_PASSWORD_LIMIT.failures
 * in the window, closing waits, so a session left open cannot be used to guess the password.
 */
const wrongPasswords = (db: Database) =>
  databaseLimiter(db, {
    keyPrefix: 'close-account-password',
    points: CLOSE_PASSWORD_LIMIT.failures,
    durationSeconds: CLOSE_PASSWORD_LIMIT.minutes * 60,
  });

async function confirmOwner(deps: CloseAccountDeps, asker: Asker, input: CloseAccountRequest) {
  const session = requireSession(asker);
  if (!sameEmail(input.email, asker.user.email)) throw new AppError('BAD_REQUEST', ACCOUNT_CLOSING_ERRORS.wrongEmail);
  const hash = await passwordHash(deps.auth, asker.user.id);
  if (!hash) {
    if (!freshSignIn(session, deps.now())) throw new AppError('FORBIDDEN', ACCOUNT_CLOSING_ERRORS.reauthRequired);
    return;
  }
  if (!input.password) throw new AppError('BAD_REQUEST', ACCOUNT_CLOSING_ERRORS.passwordRequired);
  const limiter = wrongPasswords(deps.db);
  const counted = await limiter.get(asker.user.id);
  const paused = (retryAfterSeconds: number) =>
    new AppError(
      'RATE_LIMITED',
      ACCOUNT_CLOSING_ERRORS.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
    );
  if (counted && counted.consumedPoints >= CLOSE_PASSWORD_LIMIT.failures) throw paused(counted.msBeforeNext / 1000);
  const context = await deps.auth.$context;
  if (!(await context.password.verify({ hash, password: input.password }))) {
    const result = await consume(limiter, asker.user.id);
    if (!result.allowed) throw paused(result.retryAfterSeconds);
    deps.logger.warn({ userId: asker.user.id }, 'wrong password when closing the account');
    throw new AppError('BAD_REQUEST', ACCOUNT_CLOSING_ERRORS.wrongPassword);
  }
}

/**
 * Closes the account: the owner is confirmed, what lives at the vendors is listed as the closure's
 * steps, and the user is deleted with every row of theirs, in one transaction. Every server then
 * forgets its cached sessions (the session row is gone, so the next request is refused), and the
 * job closing the steps is queued. Nothing waits for a vendor here: the steps retry on their own.
 */
export async function closeAccount(deps: CloseAccountDeps, asker: Asker, input: CloseAccountRequest) {
  await confirmOwner(deps, asker, input);
  const { user } = asker;
  const holdings = await repo.readHoldings(deps.db, user.id);
  const steps = closureSteps(user.id, holdings, keyFromPublicUrl);
  const ownerName = holdings.profile?.fullName?.trim() || user.name?.trim() || null;
  const closureId = await repo.recordClosureAndDeleteUser(
    deps.db,
    { userId: user.id, email: user.email, ownerName },
    steps,
  );
  deps.logger.info({ userId: user.id, closureId, steps: steps.length }, 'account closed; closing it at the vendors');
  await deps.broadcast
    .notify(SESSIONS_CHANGED)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'session change could not be announced'));
  // A lost queueing is picked up by the sweep (account-closing.jobs.ts).
  await deps.jobs
    ?.send(CLOSURE_JOB, { closureId }, closureId)
    .catch((error: unknown) => deps.logger.error({ err: error, closureId }, 'closure job could not be queued'));
  return { closureId };
}
