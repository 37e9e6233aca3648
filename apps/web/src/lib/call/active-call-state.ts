import { useSyncExternalStore } from 'react';
import { defaultCallClientFactory, type CallClientFactory } from './create-call-client';
import type { TranscriptLine } from './transcript';

export type CallStatus = 'idle' | 'starting' | 'active' | 'ending';

/** The one test call of the app: one call at a time. */
export type ActiveCall = {
  status: CallStatus;
  agentId: string | null;
  agentName: string | null;
  transcript: TranscriptLine[];
  volume: number;
  speaking: boolean;
  muted: boolean;
  error: string | null;
  errorDetail: string | null;
  notice: string | null;
  /** The call is answered by the sandbox's rule-based stand-in, not the AI model. */
  standIn: boolean;
  /** A call client exists and did not fail to initialise. */
  ready: boolean;
  /** The call history's id of the call a reload cut short, once the server has ended it there. */
  endedCallId: string | null;
  /** The call talks to the agent's draft (its changes not published yet), not what callers hear. */
  draft: boolean;
};

/*
 * What every page shows of the call (its state, who listens) is here and loads with the page; what
 * starts, runs and ends a call (active-call-store.ts) loads with the first call.
 */
let factory: CallClientFactory | null = defaultCallClientFactory();
export const callClientFactory = () => factory;
export const setCallClientFactory = (next: CallClientFactory | null) => void (factory = next);

export const blankCall = (): ActiveCall => ({
  status: 'idle',
  agentId: null,
  agentName: null,
  transcript: [],
  volume: 0,
  speaking: false,
  muted: false,
  error: null,
  errorDetail: null,
  notice: null,
  standIn: false,
  ready: factory !== null,
  endedCallId: null,
  draft: false,
});

let state = blankCall();
const listeners = new Set<() => void>();

export const setActiveCall = (patch: Partial<ActiveCall>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getActiveCall = () => state;
export const useActiveCall = () => useSyncExternalStore(subscribe, getActiveCall, getActiveCall);

/** Whether the call panel is on the screen: while a call is in progress and until its transcript is closed. */
export const callPanelShown = (call: ActiveCall) =>
  call.status !== 'idle' || call.transcript.length > 0 || !!call.error || !!call.notice;

/** Clears what the last call left on screen (transcript, errors). */
export function dismissCall() {
  if (state.status === 'idle') setActiveCall(blankCall());
}
