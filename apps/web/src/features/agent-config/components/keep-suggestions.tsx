import { Alert, Button, Group, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { suggestedCards } from '@portal/shared/agents/completion.plain';
import IconBulb from '~icons/tabler/bulb';
import type { SyncOutcome } from '../../../components/agents/sync-alert';
import { useKeepSuggestions } from '../api/keep-suggestions';
import classes from './configure.module.css';

/**
 * Cards still showing what the agent started with (a template's hours, prices, greeting) are
 * suggestions: callers are not told them. One click keeps them all, so an owner happy with the
 * template does not have to open and save each card.
 */
export function KeepSuggestions({ agent, onOutcome }: { agent: Agent; onOutcome: (outcome: SyncOutcome) => void }) {
  const keep = useKeepSuggestions(agent.id);
  const count = suggestedCards(agent).length;
  if (count === 0) return null;
  const cards = count === 1 ? '1 card shows' : `${count} cards show`;
  const run = () =>
    keep.mutate(undefined, {
      onSuccess: ({ syncError }) =>
        onOutcome(
          syncError
            ? { ok: false, title: 'Suggestions kept', text: syncError }
            : { ok: true, title: null, text: 'Suggestions kept. Your agent now uses them on calls.' },
        ),
      onError: (error) =>
        onOutcome({ ok: false, title: null, text: `The suggestions could not be kept: ${error.message}` }),
    });
  return (
    <Alert
      role="note"
      color="blue"
      variant="light"
      icon={<IconBulb width={18} height={18} aria-hidden />}
      title="Suggested values"
      // Blue, not yellow: information about the agent, not a warning (and not the sandbox strip).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      classNames={{ root: classes.suggestions, icon: classes.suggestionsIcon, title: classes.suggestionsTitle }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap" className={classes.suggestionsRow}>
        <Text size="sm" visibleFrom="sm">
          {cards} suggested values (marked “Using Default Information”). Your agent does not tell callers suggested
          hours or facts until you keep them or save your own.
        </Text>
        {/* A phone gets the gist in a line or two; the cards' badges say which. */}
        <Text size="sm" hiddenFrom="sm">
          {cards} suggested values: callers are not told them until you keep them.
        </Text>
        <Button size="xs" onClick={run} loading={keep.isPending} className={classes.suggestionsButton}>
          Keep these
        </Button>
      </Group>
    </Alert>
  );
}
