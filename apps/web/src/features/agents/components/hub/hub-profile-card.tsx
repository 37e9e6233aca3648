import { Card, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { vibeLabel } from '@portal/shared/agents/personality-labels.plain';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { HubMainActions, HubTools } from './hub-actions';
import classes from './hub.module.css';

/**
 * The agent's card: picture, name, type (the template's business type, else 'General') and tone,
 * named Vibe as the configure page and the profile name it: the vibe the owner chose, which is
 * what callers hear (the template's attitude is only its start); then the hub's actions.
 */
export function HubProfileCard({ agent }: { agent: Agent }) {
  const facts: [label: string, value: string][] = [
    ['Type', agent.businessType || 'General'],
    ['Vibe', vibeLabel(agent.vibe)],
  ];
  return (
    <Card withBorder padding="lg" radius="md">
      <div className={classes.identity}>
        <div className={classes.who}>
          <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={64} />
          <div className={classes.name}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {agent.agentName}
            </Title>
            <dl className={classes.facts}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {label}:
                  </Text>{' '}
                  <Text component="dd" size="sm">
                    {value}
                  </Text>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <HubMainActions agent={agent} />
      </div>
      <HubTools agent={agent} />
    </Card>
  );
}
