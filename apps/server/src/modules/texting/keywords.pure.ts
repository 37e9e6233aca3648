import { HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from '@portal/shared/texts.plain';

/**
 * What a text from a caller asks of the texts they get, read as carriers read it: the whole text
 * is one keyword, in any case, with spaces and punctuation around it ("Stop", "STOP ALL", "help?").
 * "Stop texting me" is a reply, not a keyword.
 */
export function keywordOf(text: string): 'stop' | 'start' | 'help' | null {
  const word = text
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .trim()
    .replace(/\s+/g, '');
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'start';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return null;
}
