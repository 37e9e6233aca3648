import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LinkCard } from '../../../components/ui/link-card';
import { paths } from '../../../lib/paths';
import { useScenarioSummary } from '../api/get-scenarios';
import { passCount, summaryText } from '../lib/format';

/**
 * The agent hub's way to the test scenarios, with how the last runs went: on the draft beside
 * what callers hear while the agent has one (`draft`, from the agent as the hub read it).
 */
export function ScenariosHubCard({ agentId, draft }: { agentId: string; draft?: boolean }) {
  const summaries = useScenarioSummary(agentId, draft);
  return (
    <LinkCard to={paths.agentScenarios(agentId)} padding="lg">
      {/* The hub's card scale: an 18 px title, a 14 px dimmed line, the result in 14 px semibold. */}
      <Stack gap={6}>
        <Title order={2} size="h3">
          Test scenarios
        </Title>
        <Text size="sm" c="dimmed">
          Check that your agent does each job it was set up for, before it takes real calls.
        </Text>
        {summaries.isPending ? (
          <Skeleton height={20} width="60%" aria-hidden />
        ) : summaries.isError ? (
          <Text size="sm" fw={600}>
            Results could not be loaded
          </Text>
        ) : summaries.data.draftSummary ? (
          <Group gap="md">
            <Text size="sm" fw={600}>
              Draft: {passCount(summaries.data.draftSummary)}
            </Text>
            <Text size="sm" c="dimmed">
              Live: {passCount(summaries.data.summary)}
            </Text>
          </Group>
        ) : (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {summaryText(summaries.data.summary)}
          </Text>
        )}
      </Stack>
    </LinkCard>
  );
}
