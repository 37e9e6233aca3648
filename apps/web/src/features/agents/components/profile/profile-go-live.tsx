import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LivePill } from '../../../../components/go-live/live-pill';
import { AgentChecklist } from '../checklist/agent-checklist';
import { useAgentGoLive } from '../../../../lib/go-live/get-agent-go-live';

/** The profile's short form of the go-live state: the pill and the checklist's titles with their fixes. */
export function ProfileGoLive({ agentId }: { agentId: string }) {
  const goLive = useAgentGoLive(agentId);
  if (goLive.isPending)
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={26} width={220} radius="xl" />
        <Skeleton height={48} />
      </Stack>
    );
  // The profile is about what the agent knows; a failed read of its live state is said in one line.
  if (goLive.isError) return <Text size="sm">Whether this agent answers calls could not be read.</Text>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-go-live-title">
      <Title order={2} size="h5" id="profile-go-live-title">
        Answering calls
      </Title>
      <LivePill status={goLive.data.status} />
      <AgentChecklist agentId={agentId} items={goLive.data.checklist} compact />
    </Stack>
  );
}
