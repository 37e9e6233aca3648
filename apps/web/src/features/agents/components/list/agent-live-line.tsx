import { Skeleton, Text } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import { LivePill } from '../../../../components/go-live/live-pill';

/**
 * The card's live state: the pill (its label names the number when calls reach the agent), and
 * the number when it has one that does not answer yet. A pill-sized placeholder while the
 * cockpit loads; nothing when it could not be read (the card works without it).
 */
export function AgentLiveLine({ goLive, loading }: { goLive: AgentGoLive | undefined; loading: boolean }) {
  if (!goLive) return loading ? <Skeleton height={26} width={180} radius="xl" aria-hidden /> : null;
  return (
    <>
      <LivePill status={goLive.status} />
      {goLive.status.state === 'off' && goLive.number && (
        <Text size="sm" c="dimmed">
          Number: {goLive.number.display}
        </Text>
      )}
    </>
  );
}
