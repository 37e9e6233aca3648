import { Alert, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import type { AgentVersion } from '@portal/shared/agents/versions';
import { useId, useState } from 'react';
import { ChangeList } from '../../../components/agents/change-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ownerMessage } from '../../../lib/api-client';
import { publishedNotice, useRestoreVersion } from '../../../lib/agents/versions';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './versions.module.css';

/** Which question is asked; kept while the dialog closes, so its words do not change under it. */
type Question = { kind: 'restore' | 'publish'; opened: boolean };

const draftGoes = (changes: number, how: 'replaced' | 'discarded') =>
  changes === 1 ? `Your draft's change is ${how}.` : `Your draft's ${changes} changes are ${how}.`;

/**
 * One published version, a point on the history's timeline: when and by whom, the note, and what
 * it changed (the summaries, with every field on request). A version callers do not hear now can
 * be restored as the draft, or published again at once (which asks first); under the first such
 * version's buttons one quiet line says how they differ.
 */
export function VersionCard({
  agent,
  version,
  explained = false,
}: {
  agent: Agent;
  version: AgentVersion;
  /** Says under the buttons how Restore and Publish differ (on the first version that has them). */
  explained?: boolean;
}) {
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState<Question>({ kind: 'publish', opened: false });
  const ask = (kind: Question['kind']) => setQuestion({ kind, opened: true });
  const close = () => setQuestion((current) => ({ ...current, opened: false }));
  const restore = useRestoreVersion(agent.id);
  const { number } = version;

  const run = (publish: boolean) =>
    restore.mutate(
      { number, publish },
      {
        onSuccess: (result) => {
          close();
          if (publish) notifications.show(publishedNotice(result.version, result.syncError, number));
          else
            notifications.show({
              message:
                result.agent.draftChanges > 0
                  ? `Version ${number} is now your draft. Review it and publish it when you are ready.`
                  : `Version ${number} is what callers hear already: there is nothing to publish.`,
            });
        },
      },
    );

  // Restoring over a draft replaces it: asked first. Without one it only makes a draft, nothing callers hear.
  const askRestore = () => (agent.draftChanges > 0 ? ask('restore') : run(false));
  const restoring = question.kind === 'restore';

  return (
    <li className={classes.item} data-live={version.live || undefined}>
      <article aria-labelledby={titleId} className={classes.entry}>
        <Stack gap="xs">
          <div className={classes.head}>
            <div className={classes.name}>
              <Title order={2} size="h4" id={titleId}>
                Version {number}
              </Title>
              {version.live && (
                <Badge color="green" variant="light">
                  Live
                </Badge>
              )}
            </div>
            <Text size="sm" c="dimmed">
              Published {formatZonedTime(version.publishedAt, agent.timezone)}{' '}
              <span className={classes.publisher}>by {version.publishedBy}</span>
            </Text>
          </div>
          {version.note && <Text className={classes.note}>{version.note}</Text>}
          {version.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              What callers heard before the first change you saved while the agent was live.
            </Text>
          ) : (
            <div className={classes.changes}>
              {/* Open, the list's headings say the same. */}
              {!open && <Text size="sm">{version.changes.map((change) => change.summary).join(', ')}</Text>}
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => setOpen(!open)}
                className={classes.toggle}
              >
                {open ? 'Hide what changed' : 'Show what changed'}
              </Button>
              <div id={detailsId} hidden={!open} className={classes.details}>
                {open && <ChangeList changes={version.changes} />}
              </div>
            </div>
          )}
          {!version.live && (
            <div className={classes.actions}>
              <div className={classes.buttons}>
                <Button variant="default" onClick={askRestore} disabled={restore.isPending}>
                  Restore this version
                </Button>
                <Button variant="default" onClick={() => ask('publish')} disabled={restore.isPending}>
                  Publish this version
                </Button>
              </div>
              {explained && (
                <Text size="sm" c="dimmed">
                  Restore makes it your draft, to review before callers hear it; Publish puts it live from the next
                  call.
                </Text>
              )}
            </div>
          )}
          {restore.isError && !question.opened && (
            <Alert color="red" variant="light" role="alert">
              {ownerMessage(restore.error, 'The version could not be restored. Try again.')}
            </Alert>
          )}
        </Stack>
      </article>
      <ConfirmDialog
        opened={question.opened}
        title={restoring ? `Restore version ${number} as your draft?` : `Publish version ${number}?`}
        confirmLabel={restoring ? 'Restore this version' : `Publish version ${number}`}
        busyLabel={restoring ? 'Restoring...' : 'Publishing...'}
        busy={restore.isPending}
        error={restore.isError ? ownerMessage(restore.error, 'That did not work. Try again.') : null}
        onConfirm={() => run(!restoring)}
        onClose={() => {
          close();
          restore.reset();
        }}
      >
        {restoring
          ? `${draftGoes(agent.draftChanges, 'replaced')} Callers keep hearing what they hear now until you publish.`
          : `Callers hear version ${number} from the next call.${
              agent.draftChanges > 0 ? ` ${draftGoes(agent.draftChanges, 'discarded')}` : ''
            }`}
      </ConfirmDialog>
    </li>
  );
}
