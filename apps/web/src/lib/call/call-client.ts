import type { TestAssistant } from '@portal/shared/agents/test-assistant';

/** What the call tells the agent beyond its assistant: who the (pretend) caller is, as a call from their number would. */
export type AssistantOverrides = NonNullable<TestAssistant['assistantOverrides']>;

/** One line of the live transcript; a partial line is replaced by the next line of the same speaker. */
export type TranscriptMessage = { role: 'assistant' | 'user'; text: string; final: boolean };

/** What a call client reports; the same for the real voice platform and the sandbox. */
export type CallClientEvents = {
  'call-start': () => void;
  'call-end': () => void;
  'speech-start': () => void;
  'speech-end': () => void;
  /** 0..1, from the audio level (CALL_LEVEL). */
  'volume-level': (volume: number) => void;
  message: (message: TranscriptMessage) => void;
  error: (error: Error) => void;
  /** Something the caller should know that does not stop the call (e.g. no microphone). */
  notice: (text: string) => void;
};

export type CallEventName = keyof CallClientEvents;

/** A browser test call with one agent's assistant. */
export interface CallClient {
  /** Answered by the sandbox's rule-based stand-in rather than the agent's AI model. */
  readonly standIn?: boolean;
  /** The call's id on the voice platform once it has started. */
  readonly callId: string | null;
  start(assistantId: string, assistantOverrides?: AssistantOverrides): Promise<void>;
  stop(): Promise<void>;
  /**
   * The page is going away (a reload, a closed tab): end the call without waiting for an answer,
   * with whatever still gets out of a page that is unloading.
   */
  leave(): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** A caller turn typed instead of spoken. */
  sendText(text: string): Promise<void>;
  on<E extends CallEventName>(event: E, listener: CallClientEvents[E]): () => void;
}

/** A tiny typed event emitter the clients share. */
export class CallEmitter {
  private listeners = new Map<CallEventName, Set<(...args: never[]) => void>>();

  on<E extends CallEventName>(event: E, listener: CallClientEvents[E]): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (...args: never[]) => void);
    this.listeners.set(event, set);
    return () => set.delete(listener as (...args: never[]) => void);
  }

  emit<E extends CallEventName>(event: E, ...args: Parameters<CallClientEvents[E]>) {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (...values: Parameters<CallClientEvents[E]>) => void)(...args);
    }
  }

  clear() {
    this.listeners.clear();
  }
}
