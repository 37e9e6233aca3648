import { Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconChecklist from '~icons/tabler/checklist';
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
    <LinkCard to={paths.agentScenarios(agentId)}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <IconChecklist width={26} height={26} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h3">
            Test scenarios
          </Title>
          <Text c="dimmed">Check that your agent does each job it was set up for, before it takes real calls.</Text>
          {summaries.isPending ? (
            <Skeleton height={22} width="60%" aria-hidden />
          ) : summaries.isError ? (
            <Text fw={600}>Results could not be loaded</Text>
          ) : summaries.data.draftSummary ? (
            <Group gap="md">
              <Text fw={600}>Draft: {passCount(summaries.data.draftSummary)}</Text>
              <Text c="dimmed">Live: {passCount(summaries.data.summary)}</Text>
            </Group>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {summaryText(summaries.data.summary)}
            </Text>
          )}
        </Stack>
      </Group>
    </LinkCard>
  );
}
