import { Skeleton, Text } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import { LiveStatusLine } from '../../../../components/go-live/live-pill';

/**
 * The card's live state: the pill with the number callers dial beside it, or under 'Not answering
 * calls' the number the agent has that does not answer yet. A pill-sized placeholder while the
 * cockpit loads; nothing when it could not be read (the card works without it).
 */
export function AgentLiveLine({ goLive, loading }: { goLive: AgentGoLive | undefined; loading: boolean }) {
  if (!goLive) return loading ? <Skeleton height={26} width={180} radius="xl" aria-hidden /> : null;
  return (
    <>
      <LiveStatusLine state={goLive.status.state} number={goLive.number?.display} />
      {goLive.status.state === 'off' && goLive.number && (
        <Text size="sm" c="dimmed">
          Number: {goLive.number.display}
        </Text>
      )}
    </>
  );
}
