import { Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconChecklist from '~icons/tabler/checklist';
import { LinkCard } from '../../../components/ui/link-card';
import { paths } from '../../../lib/paths';
import { useScenarioSummary } from '../api/get-scenarios';
import { summaryText } from '../lib/format';

/** The agent hub's way to the test scenarios, with how the last runs went. */
export function ScenariosHubCard({ agentId }: { agentId: string }) {
  const summary = useScenarioSummary(agentId);
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
          {summary.isPending ? (
            <Skeleton height={22} width="60%" aria-hidden />
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {summary.isError ? 'Results could not be loaded' : summaryText(summary.data)}
            </Text>
          )}
        </Stack>
      </Group>
    </LinkCard>
  );
}
