import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@portal/shared/agents/agent';
import type { ScenarioList, ScenarioSummary } from '@portal/shared/agents/scenarios';
import { VERSION_NOTE_MAX } from '@portal/shared/agents/versions.plain';
import { scenariosPath } from '@portal/shared/api-reads/agents.plain';
import { lineLength, tooLongMessage } from '@portal/shared/text-fields.plain';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { api, ownerMessage } from '../../lib/api-client';
import { agentKeys } from '../../lib/agents/keys';
import { publishDraftKey, publishedNotice, useAgentDraft, usePublishDraft } from '../../lib/agents/versions';
import { paths } from '../../lib/paths';
import { LineInput } from '../ui/line-input';
import { ChangeList } from './change-list';
import classes from './publish-dialog.module.css';
import { PHONE_SHEET_QUERY } from '../ui/phone-sheet';

type PublishDialogProps = { agent: Agent; opened: boolean; onClose: () => void };

/**
 * Publishing the draft: what changes, card by card, how the test scenarios did on the draft, a
 * note for the history, and Publish (which asks first when scenarios fail). It cannot be
 * dismissed while publishing, so the outcome is never hidden; its content is read afresh at each
 * opening.
 */
export function PublishDialog({ agent, opened, onClose }: PublishDialogProps) {
  const fullScreen = useMediaQuery(PHONE_SHEET_QUERY) ?? false;
  const busy = useIsMutating({ mutationKey: publishDraftKey(agent.id) }) > 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Publish your changes"
      size="lg"
      fullScreen={fullScreen}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ content: classes.content, body: classes.body }}
    >
      <PublishForm agent={agent} onClose={onClose} />
    </Modal>
  );
}

/** Failed runs on the draft: those run, less those passed. */
const failures = (summary: ScenarioSummary) => summary.total - summary.notRun - summary.passed;

const failingQuestion = (count: number) =>
  `${count} ${count === 1 ? 'scenario fails' : 'scenarios fail'} on this draft. Publish anyway?`;

function scenarioLine(summary: ScenarioSummary) {
  if (!summary.lastRanAt) return 'Not run on this draft yet.';
  const notRun = summary.notRun > 0 ? `, ${summary.notRun} not run` : '';
  return `${summary.passed} of ${summary.total} pass${notRun}.`;
}

function PublishForm({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const draft = useAgentDraft(agent.id);
  // The results on the draft, read afresh: runs may have finished since the list was last read.
  const scenarios = useQuery({
    queryKey: [...agentKeys.draft(agent.id), 'scenarios'],
    queryFn: () => api<ScenarioList>(scenariosPath(agent.id)),
    select: (list) => list.draftSummary,
    staleTime: 0,
  });
  const publish = usePublishDraft(agent.id);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);

  const summary = scenarios.data ?? null;
  const failing = summary ? failures(summary) : 0;
  const noteTooLong = lineLength(note) > VERSION_NOTE_MAX;
  const changes = draft.data?.changes ?? [];
  const live = agent.publishedVersion === null ? 'the published version' : `version ${agent.publishedVersion}`;

  const submit = () => {
    if (failing > 0 && !asking) return setAsking(true);
    publish.mutate(note.trim() || null, {
      onSuccess: ({ version, syncError }) => {
        notifications.show(publishedNotice(version, syncError));
        onClose();
      },
    });
  };

  const intro = <Text>Callers hear {live} now. Publishing makes these changes what they hear from the next call.</Text>;
  // Everything below the intro shows at once, when both reads are in: nothing moves as they arrive.
  if (draft.isPending || scenarios.isPending)
    return (
      <Stack gap="lg" className={classes.form}>
        {intro}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Loading the changes...</Text>
        </Group>
      </Stack>
    );
  if (draft.isError)
    return (
      <Stack gap="lg" className={classes.form}>
        {intro}
        <Alert color="red" variant="light" role="alert" title="The changes could not be loaded">
          {ownerMessage(draft.error, 'Check your connection and try again.')}
        </Alert>
        <div className={classes.actions}>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </div>
      </Stack>
    );

  return (
    <Stack gap="lg" className={classes.form}>
      {intro}
      {changes.length === 0 ? (
        <Text c="dimmed">Nothing to publish: the draft matches what callers hear.</Text>
      ) : (
        <ChangeList changes={changes} />
      )}
      {summary && summary.total > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Test scenarios on this draft
          </Title>
          <Text size="sm" fw={failing > 0 ? 600 : undefined}>
            {scenarioLine(summary)}{' '}
            <Anchor component={Link} to={paths.agentScenarios(agent.id)} size="sm">
              Open test scenarios
            </Anchor>
          </Text>
        </Stack>
      )}
      <LineInput
        label="Note"
        description="Optional: why you made these changes, for the version history."
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        limit={VERSION_NOTE_MAX}
        length={lineLength(note)}
        error={noteTooLong ? tooLongMessage('Note', VERSION_NOTE_MAX) : undefined}
      />
      {asking && (
        <Alert color="orange" variant="light" role="alert">
          {failingQuestion(failing)}
        </Alert>
      )}
      {publish.isError && (
        <Alert color="red" variant="light" role="alert">
          {ownerMessage(publish.error, 'The draft could not be published. Try again.')}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={onClose} disabled={publish.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={publish.isPending || changes.length === 0 || noteTooLong}>
          {publish.isPending ? 'Publishing...' : asking ? 'Publish anyway' : 'Publish'}
        </Button>
      </div>
    </Stack>
  );
}
