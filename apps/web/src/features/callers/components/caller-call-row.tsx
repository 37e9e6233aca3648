import { Text } from '@mantine/core';
import type { CallSummary } from '@portal/shared/calls';
import { callAgentLabel, formatDuration } from '@portal/shared/calls.plain';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { CallHeadline } from '../../../components/call/call-headline';
import { OutcomeMarker } from '../../../components/call/outcome-marker';
import { FactLine } from '../../../components/ui/fact-line';
import { paths } from '../../../lib/paths';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './caller-calls.module.css';

/** A call's moment in its agent's zone, as the inbox shows it; the owner's once the agent is gone. */
const startedAt = (call: CallSummary) =>
  formatZonedTime(
    call.startedAt ?? call.createdAt,
    call.agentTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  );

/**
 * One of the caller's calls, as the inbox lists it: what they wanted (the message they left, else
 * the summary), then which agent, when and how long, and how it ended. The whole row opens the call.
 */
export function CallerCallRow({ call }: { call: CallSummary }) {
  const when = startedAt(call);
  const facts = [
    callAgentLabel(call),
    when,
    ...(call.durationSeconds === null ? [] : [formatDuration(call.durationSeconds)]),
  ];
  return (
    <li className={classes.row}>
      <div className={classes.body}>
        <Link
          to={paths.call(call.id)}
          className={classes.open}
          aria-label={`View call: ${callAgentLabel(call)}, ${when}`}
        >
          <CallHeadline call={call} className={classes.headline} span />
        </Link>
        <Text size="sm" c="dimmed" component="div">
          <FactLine facts={facts} />
        </Text>
      </div>
      {call.outcomeKind && <OutcomeMarker outcome={call.outcomeKind} className={classes.outcome} />}
      <IconChevronRight width={18} height={18} aria-hidden className={classes.chevron} />
    </li>
  );
}
