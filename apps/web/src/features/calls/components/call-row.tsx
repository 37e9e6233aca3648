import { Badge, Text } from '@mantine/core';
import { CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome.plain';
import { callAgentLabel, endedReasonLabel, formatDuration } from '@portal/shared/calls.plain';
import type { CallSummary } from '@portal/shared/calls';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { CallerActionsMenu } from '../../../components/blocked-callers/caller-actions-menu';
import { paths } from '../../../lib/paths';
import { callerOf, formatDateTime } from '../lib/format';
import { HandledNote } from './handled-note';
import { MarkHandledButton } from './mark-handled-button';
import classes from './call-row.module.css';

/**
 * What the caller wanted, as the row's title, in one weight: the message they left (the call's
 * summary is then the call page's, to keep every row to a title and a line of facts), else the
 * summary, else what came of the call.
 */
function Headline({ call }: { call: CallSummary }) {
  const summary = call.summary?.trim() || null;
  if (call.message) {
    return (
      <Text className={classes.headline} fw={600}>
        <Text span inherit c="dimmed">
          Message:{' '}
        </Text>
        {call.message}
      </Text>
    );
  }
  const text = summary ?? (call.outcomeKind ? CALL_OUTCOME_LABELS[call.outcomeKind] : null);
  return (
    <Text className={classes.headline} fw={text ? 600 : 400} c={text ? undefined : 'dimmed'}>
      {text ?? 'No summary.'}
    </Text>
  );
}

/** What the agent reported happened (nothing when it reported nothing, or when the headline says it). */
function OutcomeBadges({ call }: { call: CallSummary }) {
  const outcomeInHeadline = !call.message && !call.summary?.trim();
  const urgent = call.urgent && call.outcomeKind !== 'urgent';
  const outcome = call.outcomeKind && !outcomeInHeadline ? call.outcomeKind : null;
  if (!urgent && !outcome) return null;
  return (
    <span className={classes.badges}>
      {urgent && (
        <Badge color="red" variant="light">
          Urgent
        </Badge>
      )}
      {outcome && (
        <Badge variant="light" color={outcome === 'urgent' ? 'red' : 'blue'}>
          {CALL_OUTCOME_LABELS[outcome]}
        </Badge>
      )}
    </span>
  );
}

/**
 * Who called, to which agent, when (in the agent's zone), for how long and how it ended, on one
 * dimmed line; on a phone how it ended is left to the call page, to keep the row short.
 */
function CallFacts({ call, started }: { call: CallSummary; started: string }) {
  const facts = [
    { text: callerOf(call) },
    { text: callAgentLabel(call) },
    { text: started },
    { text: call.durationSeconds === null ? null : formatDuration(call.durationSeconds) },
    { text: call.endedReason ? endedReasonLabel(call.endedReason) : null, className: classes.wide },
  ].filter((fact): fact is { text: string; className?: string } => fact.text !== null);
  return (
    <Text size="sm" c="dimmed" className={classes.facts}>
      {facts.map((fact, index) => (
        <span key={index} className={fact.className}>
          {index > 0 && <span aria-hidden> · </span>}
          <span className={classes.fact}>{fact.text}</span>
        </span>
      ))}
    </Text>
  );
}

/**
 * One call of the inbox as a compact row: what the caller wanted and what came of it, then who,
 * when and how long. The whole row opens the call; Mark handled and the caller's menu (block or
 * unblock them) stay buttons of their own.
 */
export function CallRow({ call }: { call: CallSummary }) {
  const started = formatDateTime(call.startedAt ?? call.createdAt, call.agentTimezone);
  const callLabel = `${callAgentLabel(call)}, ${started}`;
  return (
    <article className={classes.row} aria-label={callLabel}>
      <div className={classes.body}>
        <div className={classes.top}>
          <Headline call={call} />
          <OutcomeBadges call={call} />
        </div>
        <CallFacts call={call} started={started} />
        <HandledNote call={call} />
      </div>
      {call.needsAttention && (
        <div className={classes.actions}>
          <MarkHandledButton callId={call.id} handled={false} callLabel={callLabel} variant="outline" />
        </div>
      )}
      <div className={classes.end}>
        {call.customerNumber && (
          <CallerActionsMenu number={call.customerNumber} label={callLabel} callerId={call.callerId} />
        )}
        <Link to={paths.call(call.id)} className={classes.open} aria-label={`View call: ${callLabel}`}>
          <IconChevronRight width={18} height={18} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
