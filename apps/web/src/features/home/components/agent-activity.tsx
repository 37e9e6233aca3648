import { SimpleGrid, Text } from '@mantine/core';
import type { CallListFilter } from '@portal/shared/calls';
import type { AgentGoLive } from '@portal/shared/go-live';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './agent-activity.module.css';

/** A figure and the inbox's outcome filter that lists its calls (none: all the agent's calls). */
type Figure = { label: string; value: number; outcome?: CallListFilter };

const figures = ({ activity }: AgentGoLive): Figure[] => [
  { label: 'Calls today', value: activity.callsToday },
  { label: 'Calls this period', value: activity.callsThisPeriod },
  { label: 'Bookings', value: activity.bookingsThisPeriod, outcome: 'booked' },
  { label: 'Messages', value: activity.messagesThisPeriod, outcome: 'message_taken' },
  { label: 'Urgent matters', value: activity.urgentThisPeriod, outcome: 'urgent' },
  { label: 'Unanswered questions', value: activity.unansweredThisPeriod, outcome: 'question_unanswered' },
];

/** What the agent did this period; each figure opens its calls, and the last call is in the agent's zone. */
export function AgentActivity({ agent }: { agent: AgentGoLive }) {
  const last = agent.activity.lastCallAt;
  return (
    <>
      {/* Three across at every width: on a phone two across made twelve tall tiles a screen long. */}
      <SimpleGrid component="ul" cols={3} spacing="xs" className={classes.grid}>
        {figures(agent).map(({ label, value, outcome }) => (
          <li key={label}>
            <Link to={paths.agentCalls(agent.agentId, outcome)} className={classes.tile}>
              <Text fw={700} size="lg" component="span" display="block">
                {value}
              </Text>
              <Text size="xs" c="dimmed" component="span" display="block">
                {label}
              </Text>
            </Link>
          </li>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {last ? `Last call ${formatZonedTime(last, agent.timezone)}` : 'No calls yet'}
      </Text>
    </>
  );
}
