import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconRobot from '~icons/tabler/robot';
import type { AccountDetail } from '@portal/shared/account';
import { Link } from 'wouter';
import { LiveStatePill } from '../../../components/go-live/live-pill';
import { paths } from '../../../lib/paths';
import classes from './agent-overview.module.css';

type AgentRow = NonNullable<AccountDetail['agents']>['items'][number];

/**
 * The Agent Overview box: the agents, each a row leading to its hub with its state in the words
 * Home and My Agents use (the summary's 'N Active' counts the ones that answer calls), and Manage
 * Agents on the title's line. As tall as its rows: it sits across the page, not beside a taller box it would
 * have to stretch to. `agents` is null when they could not be read: the page says so above, so no
 * list is shown.
 */
export function AgentOverview({ agents }: { agents: AgentRow[] | null }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="agent-overview-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="agent-overview-title">
            Agent Overview
          </Title>
          <Button component={Link} to={paths.agents} variant="light" size="compact-sm">
            Manage Agents
          </Button>
        </Group>
        {agents === null ? null : agents.length === 0 ? (
          <Text c="dimmed">No agents created yet.</Text>
        ) : (
          <ul className={classes.list} aria-label="Your agents">
            {agents.map((agent) => (
              <li key={agent.id}>
                <Link to={paths.agent(agent.id)} className={classes.row}>
                  <IconRobot width={20} height={20} aria-hidden className={classes.icon} />
                  <span className={classes.main}>
                    <span className={classes.name}>{agent.agentName}</span> <LiveStatePill state={agent.state} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
