import { OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from '@portal/shared/texts.plain';
import type { MessageError } from './messaging-records.ts';

/**
 * Telnyx's default opt-out handling (docs/vendors.md#telnyx-messaging): a text that is only STOP,
 * STOPALL, STOP ALL, UNSUBSCRIBE, CANCEL, END or QUIT blocks the sender on the messaging profile
 * it reached; START or UNSTOP lifts the block. Any case; the whole text is the keyword.
 */
export function blockChange(text: string): 'block' | 'unblock' | null {
  const word = text.trim().toUpperCase().replace(/\s+/g, '');
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'block';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'unblock';
  return null;
}

/** Telnyx's answer to a text for a blocked recipient, refused at the API. */
export const blockedError = (from: string, to: string): MessageError => ({
  code: '40300',
  title: 'Blocked due to STOP message',
  detail: `Messages cannot be sent from '${from}' to '${to}' due to an existing block rule.`,
});
