import { endedUpdate, endOfCallReport, type Conversation } from './conversation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import type { Deliver } from './webhook-delivery.ts';

/** Vapi's own default when an assistant sets no `maxDurationSeconds` (600 s, as its schema says). */
const DEFAULT_MAX_DURATION_SECONDS = 600;

const maxDurationMs = (conversation: Conversation) => {
  const seconds = conversation.assistant.maxDurationSeconds;
  return (typeof seconds === 'number' ? seconds : DEFAULT_MAX_DURATION_SECONDS) * 1000;
};

/**
 * The calls in progress and how each ends, as Vapi ends them: the call's record says `ended` with
 * its reason, then status-update "ended" and the end-of-call report go to the assistant's server.
 * Vapi also ends a call that reaches its assistant's `maxDurationSeconds` (600 s when unset); the
 * emulator has no media clock running, so it ends such a call the next time anyone looks at it.
 */
export function liveCalls(store: VapiSandboxStore, deliver: Deliver) {
  const live = new Map<string, Conversation>();

  async function finish(conversation: Conversation, reason: string) {
    live.delete(conversation.id);
    store.callEnded(conversation.id, reason, new Date(conversation.clock()).toISOString());
    await deliver(conversation.assistant.server, endedUpdate(conversation, reason));
    await deliver(conversation.assistant.server, await endOfCallReport(conversation, reason));
  }

  /** Ends the call if it has outlived its maximum; true when it did (or had ended already). */
  async function endIfOverdue(conversation: Conversation) {
    const limit = maxDurationMs(conversation);
    if (conversation.clock() - conversation.startedAt < limit) return false;
    // The platform hung up at the limit: the report's end time and duration say so.
    const endedAt = conversation.startedAt + limit;
    conversation.clock = () => endedAt;
    await finish(conversation, 'exceeded-max-duration').catch(() => undefined);
    return true;
  }

  return {
    get: (id: string) => live.get(id),
    add: (conversation: Conversation) => live.set(conversation.id, conversation),
    finish,
    endIfOverdue,
    /** Before a call is read: one past its maximum has ended by now. */
    async settle(id: string) {
      const conversation = live.get(id);
      if (conversation) await endIfOverdue(conversation);
    },
  };
}

export type LiveCalls = ReturnType<typeof liveCalls>;
