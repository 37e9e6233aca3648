import { CALL_OUTCOME_LABELS, type CallOutcomeKind } from '@portal/shared/call-outcome.plain';
import { StatusMarker, type MarkerColor } from '../ui/status-marker';
import classes from './outcome-marker.module.css';

/**
 * An outcome's colour: green what the agent got done, violet what it passed on (a message, a
 * transfer; not blue, which reads as a link), orange what it could not do for the caller, red an urgent matter, grey what came to
 * nothing or was called off.
 */
export const OUTCOME_COLORS: Record<CallOutcomeKind, MarkerColor> = {
  booked: 'green',
  rescheduled: 'green',
  answered: 'green',
  message_taken: 'violet',
  transferred: 'violet',
  question_unanswered: 'orange',
  urgent: 'red',
  cancelled: 'gray',
  hung_up_early: 'gray',
  spam: 'gray',
  blocked: 'gray',
};

type Props = { outcome: CallOutcomeKind | 'urgent_flag'; className?: string };

/**
 * What came of a call as a quiet marker, the same on the inbox, the call page and the caller
 * pages. `urgent_flag`: the agent flagged a call urgent whatever else came of it.
 */
export function OutcomeMarker({ outcome, className }: Props) {
  const color = outcome === 'urgent_flag' ? 'red' : OUTCOME_COLORS[outcome];
  return (
    <StatusMarker color={color} className={className ? `${classes.outcome} ${className}` : classes.outcome}>
      {outcome === 'urgent_flag' ? 'Urgent' : CALL_OUTCOME_LABELS[outcome]}
    </StatusMarker>
  );
}
