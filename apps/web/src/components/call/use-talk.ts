import { useActiveCall } from '../../lib/call/active-call-state';
import { preloadCallEngine, startCall, stopCall } from '../../lib/call/call-actions';
import { talkState, type TalkTarget } from '../../lib/call/talk-state';

/** `callerId`: the known caller the call pretends to be (a new caller when left out). */
export type TalkProps = TalkTarget & { agentName?: string; callerId?: string | null };

/** One agent's view of the app's single test call: its state and the actions on it. */
export function useTalk({ agentId, agentName, vapiAgentId, busy, callerId }: TalkProps) {
  const call = useActiveCall();
  return {
    state: talkState(call, { agentId, vapiAgentId, busy }),
    start: () => void startCall({ agentId, agentName, assistantId: vapiAgentId, callerId }),
    stop: () => void stopCall(),
    prepare: preloadCallEngine,
  };
}
