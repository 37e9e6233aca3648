import { Text, Title } from '@mantine/core';
import type { CallListFilter } from '@portal/shared/calls';
import type { AgentGoLive } from '@portal/shared/go-live';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './agent-activity.module.css';

/** A figure and the inbox's outcome filter that lists its calls (none: all the agent's calls). */
type Figure = { label: string; value: number; outcome?: CallListFilter };

/** The calls themselves, the panel's two large figures. */
const callFigures = ({ activity }: AgentGoLive): Figure[] => [
  { label: 'Calls today', value: activity.callsToday },
  { label: 'Calls this period', value: activity.callsThisPeriod },
];

/** What the calls came to, in a quieter list under them. */
const outcomeFigures = ({ activity }: AgentGoLive): Figure[] => [
  { label: 'Bookings', value: activity.bookingsThisPeriod, outcome: 'booked' },
  { label: 'Messages', value: activity.messagesThisPeriod, outcome: 'message_taken' },
  { label: 'Urgent matters', value: activity.urgentThisPeriod, outcome: 'urgent' },
  { label: 'Unanswered questions', value: activity.unansweredThisPeriod, outcome: 'question_unanswered' },
];

/**
 * What the agent did this period, as one panel rather than six look-alike tiles: the calls large,
 * what they came to (bookings, messages, urgent matters, unanswered questions) as a quieter list
 * under them. Each figure opens its calls; the last call is in the agent's zone. A period without
 * a call says so in a line rather than a panel of six zeros.
 */
export function AgentActivity({ agent }: { agent: AgentGoLive }) {
  const last = agent.activity.lastCallAt;
  const to = (outcome?: CallListFilter) => paths.agentCalls(agent.agentId, outcome);
  return (
    <div className={classes.activity}>
      <div className={classes.head}>
        <Title order={4} size="h6">
          Activity this period
        </Title>
        <Text size="xs" c="dimmed">
          {last ? `Last call ${formatZonedTime(last, agent.timezone)}` : 'No calls yet'}
        </Text>
      </div>
      {agent.activity.callsThisPeriod === 0 ? (
        <Text size="sm" c="dimmed">
          Bookings, messages and urgent matters show here as calls come in.
        </Text>
      ) : (
        <div className={classes.panel}>
          <ul className={classes.calls}>
            {callFigures(agent).map(({ label, value }) => (
              <li key={label}>
                <Link to={to()} className={classes.call}>
                  <span className={classes.callValue}>{value}</span> <span>{label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <ul className={classes.outcomes}>
            {outcomeFigures(agent).map(({ label, value, outcome }) => (
              <li key={label}>
                <Link to={to(outcome)} className={classes.outcome}>
                  <span className={classes.outcomeValue}>{value}</span> {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
