import { Anchor, Button, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { draftSummary } from '@portal/shared/agents/versions.plain';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { lazyOverlay } from '../ui/lazy-overlay';
import type { DraftDialogKind } from './draft-dialogs';
import classes from './draft-bar.module.css';

// Publishing (the diff, the scenarios' results, the note) and discarding load when the owner
// first asks for either: every agent page carries the bar, few owners use it on a given visit.
const DraftDialogs = lazyOverlay(() => import('./draft-dialogs').then((module) => module.DraftDialogs));

// Underlined: in the bar it sits in a line of text, and colour alone would not tell it apart.
const historyLink = (agentId: string, label: string) => (
  <Anchor component={Link} to={paths.agentVersions(agentId)} underline="always">
    {label}
  </Anchor>
);

type DraftBarProps = {
  agent: Agent;
  /** Without a draft, a quiet line naming the version callers hear (the configure page's header). */
  liveLine?: boolean;
  /** The link to the version history (not on the history itself). */
  withHistoryLink?: boolean;
};

/**
 * Once an agent answers a number, saved changes wait in a draft: this says how many, that
 * callers hear the published version until then, and offers Publish and Discard (which asks
 * first). Nothing shows without a draft, unless `liveLine` asks for the quiet line.
 */
export function DraftBar({ agent, liveLine = false, withHistoryLink = true }: DraftBarProps) {
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

  return (
    <>
      {draftChanges > 0 ? (
        <section aria-labelledby={summaryId} className={classes.bar}>
          <div className={classes.text}>
            <Text fw={600} id={summaryId}>
              {draftSummary(draftChanges)}
            </Text>
            <Text size="sm">
              Callers hear {live} until you publish. {withHistoryLink && historyLink(agent.id, 'Version history')}
            </Text>
          </div>
          <div className={classes.actions}>
            <Button variant="default" onClick={() => open('discard')}>
              Discard
            </Button>
            <Button onClick={() => open('publish')}>Publish</Button>
          </div>
        </section>
      ) : (
        liveLine &&
        publishedVersion !== null && (
          <Text size="sm">{historyLink(agent.id, `Callers hear version ${publishedVersion}`)}</Text>
        )
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
