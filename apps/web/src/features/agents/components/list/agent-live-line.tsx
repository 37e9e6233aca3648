import { Skeleton, Text } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import { LiveStatePill } from '../../../../components/go-live/live-pill';
import classes from './agent-grid.module.css';

/**
 * The card's two facts, the same two rows on every card whatever the agent has: its live state
 * in the words Home and the hub use, and the number callers dial (or that it has none). A
 * placeholder while the cockpit loads; a dash when it could not be read (the card works without).
 */
export function AgentLiveLine({ goLive, loading }: { goLive: AgentGoLive | undefined; loading: boolean }) {
  const unknown = loading ? (
    <Skeleton height={20} width={120} radius="xl" aria-hidden />
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  );
  return (
    <dl className={classes.facts}>
      <div className={classes.fact}>
        <dt>Status</dt>
        <dd>{goLive ? <LiveStatePill state={goLive.status.state} /> : unknown}</dd>
      </div>
      <div className={classes.fact}>
        <dt>Phone number</dt>
        <dd data-none={(goLive && !goLive.number) || undefined}>
          {goLive ? (goLive.number?.display ?? 'No phone number') : unknown}
        </dd>
      </div>
    </dl>
  );
}
