import { Anchor, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import { draftSummary } from '@portal/shared/agents/versions.plain';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ownerMessage } from '../../lib/api-client';
import { useDiscardDraft } from '../../lib/agents/draft';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { lazyOverlay } from '../ui/lazy-overlay';
import classes from './draft-bar.module.css';

// The diff, the scenarios' results and the note load when the owner first asks to publish.
const PublishDialog = lazyOverlay(() => import('./publish-dialog').then((module) => module.PublishDialog));

const historyLink = (agentId: string, label: string) => (
  <Anchor component={Link} to={paths.agentVersions(agentId)}>
    {label}
  </Anchor>
);

const discardQuestion = (changes: number) =>
  `${changes === 1 ? 'The change goes' : `The ${changes} changes go`}, and the configure page shows what callers hear.`;

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
  const [publishing, setPublishing] = useState(false);
  // The count as it was when the question opened: it must not read 0 while the dialog closes.
  const [discarding, setDiscarding] = useState<number | null>(null);
  const discard = useDiscardDraft(agent.id);
  const { draftChanges, publishedVersion } = agent;
  const live = publishedVersion === null ? 'the published version' : `version ${publishedVersion}`;

  const confirmDiscard = () =>
    discard.mutate(undefined, {
      onSuccess: () => {
        setDiscarding(null);
        notifications.show({ message: 'Draft discarded. The configure page shows what callers hear.' });
      },
    });

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
            <Button variant="default" onClick={() => setDiscarding(draftChanges)}>
              Discard
            </Button>
            <Button onClick={() => setPublishing(true)}>Publish</Button>
          </div>
        </section>
      ) : (
        liveLine &&
        publishedVersion !== null && (
          <Text size="sm" c="dimmed">
            {historyLink(agent.id, `Callers hear version ${publishedVersion}`)}
          </Text>
        )
      )}
      <PublishDialog agent={agent} opened={publishing} onClose={() => setPublishing(false)} />
      <ConfirmDialog
        opened={discarding !== null}
        title="Discard your draft?"
        confirmLabel="Discard draft"
        busyLabel="Discarding..."
        busy={discard.isPending}
        error={discard.isError ? ownerMessage(discard.error, 'The draft could not be discarded. Try again.') : null}
        danger
        onConfirm={confirmDiscard}
        onClose={() => {
          setDiscarding(null);
          discard.reset();
        }}
      >
        {discardQuestion(discarding ?? draftChanges)}
      </ConfirmDialog>
    </>
  );
}
