import { Anchor, Text } from '@mantine/core';
import { useId, useState } from 'react';

/** Long text cut at `threshold` characters with a 'Show more' / 'Show less' toggle. */
export function ShowMoreText({ text, threshold }: { text: string; threshold: number }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = text.length > threshold;
  const shown = long && !expanded ? `${text.slice(0, threshold).trimEnd()}…` : text;
  return (
    <div>
      <Text id={textId} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Anchor>
      )}
    </div>
  );
}
