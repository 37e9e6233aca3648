import { Alert, Button, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { suggestedCards, suggestedValueCount } from '@portal/shared/agents/completion.plain';
import IconBulb from '~icons/tabler/bulb';
import type { SyncOutcome } from '../../../components/agents/sync-alert';
import { useKeepSuggestions } from '../api/keep-suggestions';
import classes from './configure.module.css';

/**
 * Cards still showing what the agent started with (a template's hours, prices, greeting) are
 * suggestions: callers are not told them. One click keeps them all, so an owner happy with the
 * template does not have to open and save each card. From 768 px a strip above the tabs (`strip`);
 * on a phone one quiet line above the tabs (`line`), drawn like the cards' own suggested marker,
 * so the draft's strip stays the one box there.
 */
export function KeepSuggestions({
  agent,
  onOutcome,
  variant = 'strip',
}: {
  agent: Agent;
  onOutcome: (outcome: SyncOutcome) => void;
  variant?: 'strip' | 'line';
}) {
  const keep = useKeepSuggestions(agent.id);
  if (suggestedCards(agent).length === 0) return null;
  // Counted as the profile counts them (its Default markers), so both pages say one number.
  const count = suggestedValueCount(agent);
  const values = count === 1 ? '1 suggested value' : `${count} suggested values`;
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
  if (variant === 'line')
    return (
      <div role="note" aria-label="Suggested values" className={classes.suggestionsLine}>
        <Text size="xs" c="dimmed" className={classes.suggestionsLineText}>
          {values} callers do not hear yet
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={run} loading={keep.isPending}>
          Keep these
        </Button>
      </div>
    );
  return (
    <Alert
      role="note"
      // Blue, not yellow: information about the agent, not a warning (and not the sandbox strip).
      color="blue"
      variant="light"
      icon={<IconBulb width={16} height={16} aria-hidden />}
      // Names the note for assistive technology; the strip itself is one line without it.
      title="Suggested values"
      classNames={{ root: classes.suggestions, icon: classes.suggestionsIcon, title: classes.suggestionsTitle }}
    >
      <div className={classes.suggestionsRow}>
        <Text size="sm">
          {values} (“Using Default Information”): callers do not hear them until you keep them or save your own.
        </Text>
        {/* Secondary, as the draft's Discard beside it: Publish stays the one filled button. */}
        <Button
          variant="default"
          size="xs"
          onClick={run}
          loading={keep.isPending}
          className={classes.suggestionsButton}
        >
          Keep these
        </Button>
      </div>
    </Alert>
  );
}
