import type { ReactNode } from 'react';

// A word joined by hyphens ('X-rays', 'follow-up'), short enough to keep whole on a line.
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
const KEPT_UP_TO = 16;

/**
 * A text whose short hyphenated words never break at their hyphen ('dental X-' / 'rays'): each is
 * kept on one line in a span, so what is copied stays the text as written.
 */
export function UnbrokenWords({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(HYPHENATED)) {
    if (match[0].length > KEPT_UP_TO) continue;
    parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} style={{ whiteSpace: 'nowrap' }}>
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return parts;
}
