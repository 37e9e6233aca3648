import { Text } from '@mantine/core';
import { callAgentLabel, endedReasonLabel, formatDuration } from '@portal/shared/calls.plain';
import type { CallSummary } from '@portal/shared/calls';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { CallerActionsMenu } from '../../../components/blocked-callers/caller-actions-menu';
import { CallHeadline } from '../../../components/call/call-headline';
import { OutcomeMarker } from '../../../components/call/outcome-marker';
import { FactLine } from '../../../components/ui/fact-line';
import { paths } from '../../../lib/paths';
import { callerOf, formatDateTime } from '../lib/format';
import { HandledNote } from './handled-note';
import { MarkHandledButton } from './mark-handled-button';
import classes from './call-table.module.css';

/**
 * Who called, which agent took it and how the call ended, under the title; the facts that have no
 * column at the width (the length on a tablet, the time too on a phone) join them there. Below a
 * laptop's width how it ended is left to the call page, to keep the row short.
 */
function CallerLine({ call, started, duration }: { call: CallSummary; started: string; duration: string | null }) {
  const facts = [
    { text: callerOf(call) },
    { text: callAgentLabel(call) },
    { text: started, className: classes.phoneOnly },
    { text: duration, className: classes.narrowOnly },
    { text: call.endedReason ? endedReasonLabel(call.endedReason) : null, className: classes.wideOnly },
  ].filter((fact): fact is { text: string; className?: string } => fact.text !== null);
  return (
    <Text size="sm" c="dimmed" component="div" className={classes.facts}>
      <FactLine facts={facts.map((fact) => fact.text)} factClassNames={facts.map((fact) => fact.className)} />
    </Text>
  );
}

/**
 * One call as a table row: what the caller wanted, who and to which agent, when, how long, what came
 * of it (with Mark handled while it waits for the owner), then the caller's menu. The whole row opens
 * the call; Mark handled and the menu stay buttons of their own.
 */
function CallRow({ call }: { call: CallSummary }) {
  const started = formatDateTime(call.startedAt ?? call.createdAt, call.agentTimezone);
  const callLabel = `${callAgentLabel(call)}, ${started}`;
  const duration = call.durationSeconds === null ? null : formatDuration(call.durationSeconds);
  const flaggedUrgent = call.urgent && call.outcomeKind !== 'urgent';
  const outcomeEmpty = !call.outcomeKind && !flaggedUrgent && !call.needsAttention;
  return (
    <tr className={classes.row} aria-label={callLabel}>
      <td className={classes.call}>
        <CallHeadline call={call} className={classes.headline} />
        <CallerLine call={call} started={started} duration={duration} />
        <HandledNote call={call} />
      </td>
      <td className={classes.when}>{started}</td>
      <td className={classes.duration}>{duration ?? '—'}</td>
      <td
        className={classes.outcome}
        data-empty={outcomeEmpty || undefined}
        data-waiting={call.needsAttention || undefined}
      >
        <div className={classes.outcomeLine}>
          <div className={classes.markers}>
            {flaggedUrgent && <OutcomeMarker outcome="urgent_flag" />}
            {call.outcomeKind && <OutcomeMarker outcome={call.outcomeKind} />}
            {!call.outcomeKind && !flaggedUrgent && (
              <Text span c="dimmed" className={classes.noOutcome}>
                —
              </Text>
            )}
          </div>
          {call.needsAttention && (
            <div className={classes.handle}>
              <MarkHandledButton callId={call.id} handled={false} callLabel={callLabel} variant="outline" compact />
            </div>
          )}
        </div>
      </td>
      <td className={classes.end}>
        <div className={classes.endInner}>
          {call.customerNumber && (
            <CallerActionsMenu number={call.customerNumber} label={callLabel} callerId={call.callerId} />
          )}
          <Link to={paths.call(call.id)} className={classes.open} aria-label={`View call: ${callLabel}`}>
            <IconChevronRight width={18} height={18} aria-hidden />
          </Link>
        </div>
      </td>
    </tr>
  );
}

/** The columns' headers and classes, the caller's menu's column (read, not shown) aside. */
const COLUMNS = [
  ['Call', classes.call],
  ['When', classes.when],
  ['Duration', classes.duration],
  ['Outcome', classes.outcome],
] as const;

type Props = {
  calls: CallSummary[];
  /** The list's title. */
  labelledBy: string;
  /** Reads the column headers without showing them, under a table that shows the same ones. */
  headerHidden?: boolean;
};

/**
 * Calls as a table from a tablet's width, their columns the same in every table of the page so the
 * inbox's two lists line up under one shown header; on a phone each row is a short stack.
 */
export function CallTable({ calls, labelledBy, headerHidden }: Props) {
  return (
    <table className={classes.table} aria-labelledby={labelledBy}>
      <thead className={headerHidden ? classes.hiddenHead : classes.head}>
        <tr>
          {COLUMNS.map(([label, className]) => (
            <th key={label} scope="col" className={className}>
              {headerHidden ? <span className={classes.hidden}>{label}</span> : label}
            </th>
          ))}
          <th scope="col" className={classes.end}>
            <span className={classes.hidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call) => (
          <CallRow key={call.id} call={call} />
        ))}
      </tbody>
    </table>
  );
}
