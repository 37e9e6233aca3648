import { Anchor, Group, Skeleton, Text, Title } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import { useId } from 'react';
import { Link } from 'wouter';
import { LiveStatusLine } from '../../../../components/go-live/live-pill';
import { useAgentGoLive } from '../../../../lib/go-live/get-agent-go-live';
import { paths } from '../../../../lib/paths';
import classes from './profile.module.css';

function steps(checklist: AgentGoLive['checklist']) {
  const done = checklist.filter((item) => item.state === 'met').length;
  return done === checklist.length ? 'Every go-live step is done' : `${done} of ${checklist.length} go-live steps done`;
}

/**
 * Whether the agent answers calls, in one line: its state in the words every page uses, the
 * number callers dial, and how far its go-live checklist is, with the way to the checklist
 * itself, which lives on the hub (one copy, with its fixes), at the end of the title's line as a
 * tile's 'see all' link is.
 */
export function ProfileGoLive({ agentId }: { agentId: string }) {
  const goLive = useAgentGoLive(agentId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.block}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h6" id={titleId}>
          Answering calls
        </Title>
        <Anchor component={Link} to={paths.agent(agentId)} size="sm">
          Checklist in Agent Hub
        </Anchor>
      </Group>
      {goLive.isPending ? (
        <Skeleton height={28} width={260} radius="xl" aria-hidden />
      ) : goLive.isError ? (
        // The profile is about what the agent knows; a failed read of its live state is said in one line.
        <Text size="sm">Whether this agent answers calls could not be read.</Text>
      ) : (
        <div className={classes.goLive}>
          <LiveStatusLine state={goLive.data.status.state} number={goLive.data.number?.display} />
          <Text size="sm" c="dimmed">
            {steps(goLive.data.checklist)}
          </Text>
        </div>
      )}
    </section>
  );
}
