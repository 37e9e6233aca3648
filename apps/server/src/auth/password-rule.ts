import { APIError, createAuthMiddleware } from 'better-auth/api';
import { newPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/shared/auth.plain';

/**
 * Every new password is held to the portal's rule (packages/shared/src/auth.plain.ts: at least 10
 * characters, not a common password), the one the web forms show. better-auth checks only lengths
 * (given the same ones here); a before-hook checks the rest on each endpoint that sets a password.
 */
export const PASSWORD_LENGTHS = { minPasswordLength: PASSWORD_MIN_LENGTH, maxPasswordLength: PASSWORD_MAX_LENGTH };

/** better-auth's endpoints that set a password, and the body field that carries the new one. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** The code of the refusal; its message states the rule. */
export const PASSWORD_TOO_WEAK = 'PASSWORD_TOO_WEAK';

export const passwordRuleHook = createAuthMiddleware(async (ctx) => {
  const field = NEW_PASSWORD_FIELDS[ctx.path];
  const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  // Anything but a string is refused by the endpoint's own body check.
  if (typeof password !== 'string') return;
  const verdict = newPasswordRule(password);
  if (verdict !== true) throw new APIError('BAD_REQUEST', { message: verdict, code: PASSWORD_TOO_WEAK });
});
