import type { ActiveCall } from './active-call-state';
import { CALL_TOOLTIPS } from './messages';

export type TalkTarget = { agentId: string; vapiAgentId: string | null; busy?: boolean };

/** What an agent's talk control can do now, and why not when it cannot. */
export type TalkState =
  | { kind: 'start' }
  /** This agent's call is starting, active or ending. */
  | { kind: 'own'; status: Exclude<ActiveCall['status'], 'idle'> }
  | { kind: 'blocked'; reason: string; anotherActive: boolean };

/**
 * The rules (docs/product.md#browser-test-call): one call at a time, so every other agent is blocked
 * with 'Another call is active'; starting needs a call-enabled agent, a ready client and nothing
 * saving or uploading.
 */
export function talkState(call: Pick<ActiveCall, 'status' | 'agentId' | 'ready'>, target: TalkTarget): TalkState {
  if (call.status !== 'idle') {
    if (call.agentId === target.agentId) return { kind: 'own', status: call.status };
    return { kind: 'blocked', reason: CALL_TOOLTIPS.anotherActive, anotherActive: true };
  }
  const blocked = (reason: string): TalkState => ({ kind: 'blocked', reason, anotherActive: false });
  if (!target.vapiAgentId) return blocked(CALL_TOOLTIPS.notCallEnabled);
  if (!call.ready) return blocked(CALL_TOOLTIPS.notReady);
  if (target.busy) return blocked(CALL_TOOLTIPS.busy);
  return { kind: 'start' };
}
