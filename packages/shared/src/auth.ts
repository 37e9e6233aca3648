// zod/mini keeps these schemas small: they load with the login page, whose JS budget is tight.
import { z } from 'zod/mini';

// The password length rule matches the auth server's (better-auth: 8 to 128 characters).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Email address is required.'), z.email('Enter a valid email address.'));

export const newPasswordField = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

export const signInSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Password is required.')),
});
export const signUpSchema = z.object({ email: emailField, password: newPasswordField });
export const emailOnlySchema = z.object({ email: emailField });
export const updatePasswordSchema = z.object({ password: newPasswordField });
