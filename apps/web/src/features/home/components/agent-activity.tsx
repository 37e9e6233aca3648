import { SimpleGrid, Text } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './agent-activity.module.css';

type Figure = { label: string; value: number };

const figures = ({ activity }: AgentGoLive): Figure[] => [
  { label: 'Calls today', value: activity.callsToday },
  { label: 'Calls this period', value: activity.callsThisPeriod },
  { label: 'Bookings', value: activity.bookingsThisPeriod },
  { label: 'Messages', value: activity.messagesThisPeriod },
  { label: 'Urgent matters', value: activity.urgentThisPeriod },
  { label: 'Unanswered questions', value: activity.unansweredThisPeriod },
];

/** What the agent did this period; each figure opens its calls, and the last call is in the agent's zone. */
export function AgentActivity({ agent }: { agent: AgentGoLive }) {
  const calls = paths.agentCalls(agent.agentId);
  const last = agent.activity.lastCallAt;
  return (
    <>
      <SimpleGrid component="ul" cols={{ base: 2, xs: 3 }} spacing="xs" className={classes.grid}>
        {figures(agent).map(({ label, value }) => (
          <li key={label}>
            <Link to={calls} className={classes.tile}>
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
