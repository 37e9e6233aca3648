import { Button, Text } from '@mantine/core';
import IconChevronDown from '~icons/tabler/chevron-down';
import { useId, useState, type ReactNode } from 'react';
import type { DraftDialogKind } from './draft-dialogs';
import classes from './draft-bar.module.css';

type DraftStripProps = {
  summaryId: string;
  summary: string;
  /** "Callers hear version N until you publish." and the history link. */
  sentence: ReactNode;
  onOpen: (kind: DraftDialogKind) => void;
};

/**
 * The compact strip (the configure page). From 768 px one line: the summary, the sentence,
 * Discard and Publish. On a phone one line too, the summary and Publish, the one filled button:
 * the sentence, the history link and Discard fold under a quiet toggle beside the summary, so the
 * cards start near the top of the first screen.
 */
export function DraftStrip({ summaryId, summary, sentence, onOpen }: DraftStripProps) {
  const [more, setMore] = useState(false);
  const moreId = useId();
  return (
    <section aria-labelledby={summaryId} className={classes.bar} data-compact data-more={more || undefined}>
      <Text fw={600} size="sm" id={summaryId} className={classes.summary}>
        {summary}
      </Text>
      <Button
        variant="subtle"
        size="xs"
        className={classes.more}
        aria-label="More about the draft"
        aria-expanded={more}
        aria-controls={moreId}
        onClick={() => setMore(!more)}
      >
        <IconChevronDown width={18} height={18} aria-hidden />
      </Button>
      <div id={moreId} className={classes.details}>
        <Text size="sm" className={classes.sentence}>
          {sentence}
        </Text>
        <Button variant="default" size="xs" className={classes.discard} onClick={() => onOpen('discard')}>
          Discard
        </Button>
      </div>
      <Button size="xs" className={classes.publish} onClick={() => onOpen('publish')}>
        Publish
      </Button>
    </section>
  );
}
