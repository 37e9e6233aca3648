/**
 * The address a sign-up's confirmation link went to, handed from the sign-up form to
 * /confirm-email in the history entry's state: it stays out of the address bar, the server's logs
 * and the Referer header, and survives a reload of that tab. Only what the owner typed is kept.
 */
type ConfirmationState = { confirmationEmail: string };

export const confirmationState = (email: string): ConfirmationState => ({ confirmationEmail: email });

/** The address in a history entry's state, or null when the page was opened some other way. */
export function confirmationAddress(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('confirmationEmail' in state)) return null;
  const email = (state as Partial<ConfirmationState>).confirmationEmail;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
}
