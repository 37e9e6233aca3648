import type { GoLiveItem, LiveAlert } from '@portal/shared/go-live';
import type { StoppedState } from './live-states.repo.ts';
import type { AgentState } from './live-state.service.ts';

/** A checklist sentence continued after a colon: 'No phone…' reads 'no phone…'; '(512)…' is kept. */
const continued = (detail: string) => detail.charAt(0).toLowerCase() + detail.slice(1);

const notMet = (entry: GoLiveItem) => entry.state !== 'met';

/**
 * Why the agent is not live: when no call reaches it, what stops the calls (its number or the voice
 * platform); when calls still reach it, the first blocking item not met.
 */
function reason({ checklist, status }: AgentState) {
  const cause =
    status.state === 'off'
      ? checklist.find((entry) => notMet(entry) && (entry.key === 'phoneNumber' || entry.key === 'assistant'))
      : checklist.find((entry) => notMet(entry) && entry.blocking);
  return cause ? `: ${continued(cause.detail)}` : '.';
}

export function alertMessage(state: AgentState, liveNumber: string | null) {
  const on = liveNumber ? ` on ${liveNumber}` : '';
  const name = state.agent.agentName;
  return state.status.state === 'off'
    ? `${name} stopped answering calls${on}${reason(state)}`
    : `${name} is no longer ready${on}${reason(state)}`;
}

/** An alert for each agent that was live, is not now, and whose alert the owner did not dismiss. */
export function liveAlerts(states: AgentState[], stopped: StoppedState[]): LiveAlert[] {
  return stopped.flatMap(({ agentId, liveNumber, stoppedAt }) => {
    const state = states.find((candidate) => candidate.agent.id === agentId);
    if (!state || !stoppedAt || state.status.state === 'live') return [];
    return [
      {
        agentId,
        agentName: state.agent.agentName,
        number: liveNumber,
        message: alertMessage(state, liveNumber),
        since: stoppedAt.toISOString(),
      },
    ];
  });
}
