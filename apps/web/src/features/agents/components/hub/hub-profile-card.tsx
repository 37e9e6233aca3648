import { Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { vibeLabel } from '@portal/shared/agents/personality-labels.plain';

/**
 * Name, type (the template's business type, else 'General') and tone: the vibe the owner chose on
 * the configure page, which is what callers hear (the template's attitude is only its start).
 */
export function HubProfileCard({ agent }: { agent: Agent }) {
  const facts: [label: string, value: string][] = [
    ['Type', agent.businessType || 'General'],
    ['Tone', vibeLabel(agent.vibe)],
  ];
  return (
    <Stack gap={6} style={{ flex: '1 1 0', minWidth: 0 }}>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {agent.agentName}
      </Title>
      <dl style={{ margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={600} display="inline">
              {label}:
            </Text>{' '}
            <Text component="dd" size="sm" display="inline" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
