import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * Long text cut at `threshold` characters with a 'Show more' / 'Show less' toggle, written at
 * the end of the text's last line rather than on a line of its own, grey and underlined: a page
 * of long fields has many, and they should not outshout the page's links.
 */
export function ShowMoreText({ text, threshold }: { text: string; threshold: number }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = text.length > threshold;
  const shown = long && !expanded ? `${text.slice(0, threshold).trimEnd()}…` : text;
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
