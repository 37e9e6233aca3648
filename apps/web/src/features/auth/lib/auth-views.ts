import { PASSWORD_MIN_LENGTH } from '@portal/shared/auth.plain';

export type AuthView = 'sign_in' | 'sign_up' | 'forgotten_password' | 'magic_link' | 'update_password';

/** Under a new password's field, the rule it is held to (the same minimum as the server's). */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`;

/** The texts of the auth form, per view (docs/product.md#login). */
export const authTexts = {
  sign_in: { button: 'Sign in', loading: 'Signing in ...', link: 'Already have an account? Sign in' },
  sign_up: {
    button: 'Sign up',
    loading: 'Signing up ...',
    link: "Don't have an account? Sign up",
  },
  forgotten_password: {
    button: 'Send reset password instructions',
    loading: 'Sending reset instructions ...',
    link: 'Forgot your password?',
    confirmation: 'Check your email for the password reset link',
  },
  magic_link: {
    button: 'Send Magic Link',
    loading: 'Sending Magic Link ...',
    link: 'Send a magic link email',
    confirmation: 'Check your email for the magic link',
  },
  update_password: {
    button: 'Update password',
    loading: 'Updating password ...',
    confirmation: 'Your password has been updated',
  },
} as const;
