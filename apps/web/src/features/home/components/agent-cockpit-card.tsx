import { Button, Card, Collapse, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AgentGoLive } from '@portal/shared/go-live';
import IconLayoutDashboard from '~icons/tabler/layout-dashboard';
import IconSettings from '~icons/tabler/settings';
import { useId } from 'react';
import { Link } from 'wouter';
import { GoLiveChecklist } from '../../../components/go-live/go-live-checklist';
import { LiveStatusLine } from '../../../components/go-live/live-pill';
import { NextStep } from '../../../components/go-live/next-step';
import { AgentAvatar } from '../../../components/ui/agent-avatar';
import { paths } from '../../../lib/paths';
import { AgentActivity } from './agent-activity';
import classes from './agent-cockpit-card.module.css';

/**
 * One agent on Home: is it answering, what to do next, what it did, and the way to its pages:
 * Update (its configuration) the one filled button and first, as on My Agents and the hub, the
 * hub beside it a secondary one.
 */
export function AgentCockpitCard({ agent }: { agent: AgentGoLive }) {
  const nameId = useId();
  const checklistId = useId();
  const [checklistOpen, checklist] = useDisclosure(false);
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={nameId} className={classes.card}>
      <Stack gap="md" className={classes.body}>
        <div className={classes.head}>
          <span className={classes.avatar}>
            <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={56} />
          </span>
          <Title order={3} size="h4" id={nameId} className={classes.name}>
            {agent.agentName}
          </Title>
          <div className={classes.status}>
            <LiveStatusLine state={agent.status.state} number={agent.number?.display} />
          </div>
        </div>
        <Stack gap="xs">
          <Title order={4} size="h6">
            Next step
          </Title>
          <NextStep agentId={agent.agentId} items={agent.checklist} />
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={checklist.toggle}
            aria-expanded={checklistOpen}
            aria-controls={checklistId}
            // Its words on the card's text edge, not indented by the button's own padding.
            style={{ alignSelf: 'flex-start', marginInlineStart: 'calc(var(--button-padding-x) * -1)' }}
          >
            {checklistOpen ? 'Hide the checklist' : 'Show the whole checklist'}
          </Button>
          <Collapse expanded={checklistOpen} id={checklistId}>
            <GoLiveChecklist
              agentId={agent.agentId}
              items={agent.checklist}
              label={`Go-live checklist of ${agent.agentName}`}
            />
          </Collapse>
        </Stack>
        <AgentActivity agent={agent} />
        <Group gap="sm" grow className={classes.actions}>
          <Button
            component={Link}
            to={paths.agentConfigure(agent.agentId)}
            leftSection={<IconSettings width={16} height={16} aria-hidden />}
          >
            Update
          </Button>
          <Button
            component={Link}
            to={paths.agent(agent.agentId)}
            variant="default"
            leftSection={<IconLayoutDashboard width={16} height={16} aria-hidden />}
          >
            Agent Hub
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
