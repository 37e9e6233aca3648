import type { MailMessage } from '../providers/email/email.ts';

const product = 'AI Voice Agent Platform';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function actionMail(to: string, subject: string, intro: string, action: string, url: string): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.\n\n${product}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, you can ignore this e-mail.</p><p>${product}</p>`;
  return { to, subject, text, html };
}

export const verificationMail = (to: string, url: string) =>
  actionMail(
    to,
    `Confirm your ${product} account`,
    `Thank you for signing up for the ${product}. Please confirm your e-mail address to activate your account.`,
    'Confirm your e-mail address',
    url,
  );

export const resetPasswordMail = (to: string, url: string) =>
  actionMail(
    to,
    `Reset your ${product} password`,
    'We received a request to reset the password of your account. The link is valid for one hour.',
    'Choose a new password',
    url,
  );

export const magicLinkMail = (to: string, url: string) =>
  actionMail(
    to,
    `Your ${product} sign-in link`,
    'Use this link to sign in. It is valid for 5 minutes and can be used once.',
    'Sign in',
    url,
  );

export const lockoutMail = (to: string, minutes: number, url: string) =>
  actionMail(
    to,
    `Sign-in attempts on your ${product} account`,
    `Someone tried to sign in to your account with a wrong password several times in a row, so signing in with a password is paused for ${minutes} minutes. Browsers you have signed in with before are not held up by attempts from elsewhere, and choosing a new password ends the pause at once. If it was not you, your password was not guessed and nothing else changed.`,
    'Choose a new password',
    url,
  );
