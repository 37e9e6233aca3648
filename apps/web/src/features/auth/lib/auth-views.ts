export type AuthView = 'sign_in' | 'sign_up' | 'forgotten_password' | 'magic_link' | 'update_password';

/** The texts of the auth form, per view (docs/product.md#login). */
export const authTexts = {
  sign_in: { button: 'Sign in', loading: 'Signing in ...', link: 'Already have an account? Sign in' },
  sign_up: {
    button: 'Sign up',
    loading: 'Signing up ...',
    link: "Don't have an account? Sign up",
    confirmation: 'Check your email for the confirmation link',
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

/** Which view the login page opens with, from the links our e-mails and OAuth redirects lead to. */
export function initialAuthView(search: URLSearchParams): AuthView {
  if (search.get('view') === 'update_password' && search.get('token')) return 'update_password';
  if (search.get('view') === 'sign_up') return 'sign_up';
  return 'sign_in';
}

const linkErrors: Record<string, string> = {
  INVALID_TOKEN: 'This link is invalid or has expired. Please request a new one.',
  EXPIRED_TOKEN: 'This link has expired. Please request a new one.',
  access_denied: 'Google sign-in was cancelled.',
};

/** An error carried back in the address (an expired e-mail link, a cancelled Google sign-in). */
export function errorFromAddress(search: URLSearchParams): string | null {
  const code = search.get('error');
  if (!code) return null;
  return linkErrors[code] ?? search.get('error_description') ?? 'Sign-in failed. Please try again.';
}
