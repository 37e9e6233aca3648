import { Text } from '@mantine/core';
import type { CallerSummary } from '@portal/shared/callers';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import IconChevronRight from '~icons/tabler/chevron-right';
import { Link } from 'wouter';
import { OutcomeMarker } from '../../../components/call/outcome-marker';
import { StatusMarker } from '../../../components/ui/status-marker';
import { paths } from '../../../lib/paths';
import { formatAppointmentStart, formatOwnerTime } from '../lib/format';
import classes from './caller-table.module.css';

/**
 * Who called and whether they are blocked: their name over their number, or, when they never gave
 * a name, the number alone as the line that tells them apart.
 */
function CallerCell({ caller }: { caller: CallerSummary }) {
  const number = formatPhoneNumber(caller.number);
  const name = caller.name?.trim() || null;
  return (
    <td className={classes.caller}>
      <span className={classes.nameLine}>
        {/* Covers the row: a press anywhere on it opens the caller. */}
        <Link to={paths.caller(caller.id)} className={classes.open} aria-label={name ? `${name}, ${number}` : number}>
          {name ?? <span className={classes.number}>{number}</span>}
        </Link>
        {caller.blocked && <StatusMarker color="red">Blocked</StatusMarker>}
      </span>
      {name && (
        <Text size="sm" c="dimmed" className={classes.number}>
          {number}
        </Text>
      )}
      <IconChevronRight width={18} height={18} aria-hidden className={classes.chevron} />
    </td>
  );
}

/** One caller as a row: on a phone the cells stack, each saying what it is. */
function CallerRow({ caller, timeZone, withNext }: { caller: CallerSummary; timeZone: string; withNext: boolean }) {
  const next = caller.nextAppointment;
  return (
    <tr className={classes.row}>
      <CallerCell caller={caller} />
      <td className={classes.count}>
        {caller.calls}
        <span className={classes.phoneOnly}> {caller.calls === 1 ? 'call' : 'calls'}</span>
      </td>
      <td className={classes.lastCall}>
        <span className={classes.phoneOnly}>Last call </span>
        {formatOwnerTime(caller.lastCallAt, timeZone)}
      </td>
      {withNext && (
        <td className={classes.appointment} data-empty={next ? undefined : true}>
          {next ? (
            <>
              <span className={classes.phoneOnly}>Next: </span>
              <span className={classes.summary}>{next.summary}</span>
              <Text span size="sm" c="dimmed" className={classes.when}>
                {formatAppointmentStart(next, timeZone)}
              </Text>
            </>
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          )}
        </td>
      )}
      <td className={classes.outcome} data-empty={caller.lastOutcome ? undefined : true}>
        {caller.lastOutcome ? (
          <OutcomeMarker outcome={caller.lastOutcome} />
        ) : (
          <Text span c="dimmed">
            —
          </Text>
        )}
      </td>
    </tr>
  );
}

/**
 * The callers as a table from a tablet's width (who, how many calls, the last one, the next
 * appointment, how the last call ended), and as stacked rows on a phone. Each row opens the caller.
 * The next appointment's column is left out when no caller listed has one: a column of dashes.
 * Times are said in `timeZone`, the owner's: the directory spans all their agents.
 */
export function CallerTable({ callers, timeZone }: { callers: CallerSummary[]; timeZone: string }) {
  const withNext = callers.some((caller) => caller.nextAppointment);
  return (
    <table className={classes.table} aria-label="Callers">
      <thead className={classes.head}>
        <tr>
          <th scope="col">Caller</th>
          <th scope="col">Calls</th>
          <th scope="col">Last call</th>
          {withNext && <th scope="col">Next appointment</th>}
          <th scope="col">Last outcome</th>
        </tr>
      </thead>
      <tbody>
        {callers.map((caller) => (
          <CallerRow key={caller.id} caller={caller} timeZone={timeZone} withNext={withNext} />
        ))}
      </tbody>
    </table>
  );
}
