import { Button, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { draftSummary } from '@portal/shared/agents/versions.plain';
import { useId, useState, type ReactNode } from 'react';
import { lazyOverlay } from '../ui/lazy-overlay';
import type { DraftDialogKind } from './draft-dialogs';
import classes from './draft-bar.module.css';
import { DraftStrip } from './draft-bar-strip';
import { VersionHistoryLink } from './version-history-link';

// Publishing (the diff, the scenarios' results, the note) and discarding load when the owner
// first asks for either: few owners with a draft publish it on a given visit.
const DraftDialogs = lazyOverlay(() => import('./draft-dialogs').then((module) => module.DraftDialogs));

type DraftBarBodyProps = {
  agent: Agent;
  withHistoryLink: boolean;
  compact: boolean;
  /** What shows without a draft (the draft published or discarded while a dialog closes). */
  children: ReactNode;
};

/** The draft's bar, with Publish and Discard and their dialogs. */
export function DraftBarBody({ agent, withHistoryLink, compact, children }: DraftBarBodyProps) {
  const summaryId = useId();
  // Which dialog, and the draft's size when it opened: kept while it closes, so its words stay.
  const [dialog, setDialog] = useState<{ kind: DraftDialogKind; changes: number; opened: boolean }>({
    kind: 'publish',
    changes: 0,
    opened: false,
  });
  const { draftChanges, publishedVersion } = agent;
  const open = (kind: DraftDialogKind) => setDialog({ kind, changes: draftChanges, opened: true });
  const live = publishedVersion === null ? 'the published version' : `version ${publishedVersion}`;
  const sentence = (
    <>
      Callers hear {live} until you publish.{' '}
      {withHistoryLink && <VersionHistoryLink agentId={agent.id}>Version history</VersionHistoryLink>}
    </>
  );

  return (
    <>
      {draftChanges === 0 ? (
        children
      ) : compact ? (
        <DraftStrip summaryId={summaryId} summary={draftSummary(draftChanges)} sentence={sentence} onOpen={open} />
      ) : (
        <section aria-labelledby={summaryId} className={classes.bar}>
          <div className={classes.text}>
            <Text fw={600} id={summaryId}>
              {draftSummary(draftChanges)}
            </Text>
            <Text size="sm">{sentence}</Text>
          </div>
          <div className={classes.actions}>
            <Button variant="default" onClick={() => open('discard')}>
              Discard
            </Button>
            <Button onClick={() => open('publish')}>Publish</Button>
          </div>
        </section>
      )}
      <DraftDialogs
        agent={agent}
        kind={dialog.kind}
        changes={dialog.changes}
        opened={dialog.opened}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
