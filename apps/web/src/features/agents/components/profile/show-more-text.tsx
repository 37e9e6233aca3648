import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * The first `threshold` characters, ended at the last whole word when there is one in the last
 * part of them (never "extracti…"), without a comma or colon left before the ellipsis.
 */
export function cutAtWord(text: string, threshold: number) {
  const cut = text.slice(0, threshold);
  const lastSpace = cut.search(/\s\S*$/);
  // The cut ends a word when what follows it is not a letter, a digit or a word's hyphen.
  const wordEnds = !/[\p{L}\p{N}'’-]/u.test(text.charAt(threshold)) || lastSpace < threshold * 0.6;
  return `${(wordEnds ? cut : cut.slice(0, lastSpace)).trimEnd().replace(/[,;:]$/, '')}…`;
}

/**
 * Long text cut near `threshold` characters, at a word's end, with a 'Show more' / 'Show less' toggle, written at
 * the end of the text's last line rather than on a line of its own, grey and underlined: a page
 * of long fields has many, and they should not outshout the page's links.
 */
export function ShowMoreText({ text, threshold }: { text: string; threshold: number }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = text.length > threshold;
  const shown = long && !expanded ? cutAtWord(text, threshold) : text;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <span id={textId} style={{ whiteSpace: 'pre-wrap' }}>
        {shown}
      </span>
      {long && (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            c="dimmed"
            underline="always"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Anchor>
        </>
      )}
    </Text>
  );
}
