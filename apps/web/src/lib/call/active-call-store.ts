import type { CallClient } from './call-client';
import {
  blankCall as blank,
  callClientFactory,
  getActiveCall,
  setActiveCall as set,
  setCallClientFactory,
  type ActiveCall,
} from './active-call-state';
import type { CallClientFactory } from './create-call-client';
import { endLeftCall, forgetCall, rememberCall, takeLeftCall } from './left-call';
import { CALL_ERRORS, LEFT_CALL_NOTE, voiceSourceError } from './messages';
import { askServerForTestAssistant, givenTestAssistant, type TestAssistantLookup } from './test-assistant';
import { appendTranscript } from './transcript';

/*
 * Starting, running and ending the app's one test call: loaded with the first call (or when a page
 * finds a call that an earlier page left), the state every page shows is in active-call-state.ts.
 */
export { dismissCall, getActiveCall, useActiveCall, type ActiveCall, type CallStatus } from './active-call-state';

let client: CallClient | null = null;
let testAssistant: TestAssistantLookup = askServerForTestAssistant;
// Every call has its own session number; events of an earlier call are ignored.
let session = 0;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Ends the call in the state (the client is already stopped or gone). */
function finish(id: number, patch: Partial<ActiveCall> = {}) {
  if (id !== session) return;
  session += 1;
  client = null;
  forgetCall();
  set({ status: 'idle', volume: 0, speaking: false, ...patch });
}

function wire(next: CallClient, id: number) {
  const live = () => id === session;
  next.on('call-start', () => live() && getActiveCall().status === 'starting' && set({ status: 'active' }));
  next.on('call-end', () => finish(id));
  next.on('error', (error) => {
    if (!live()) return;
    finish(id, { error: voiceSourceError(error.message), errorDetail: null });
    void next.stop().catch(() => undefined);
  });
  next.on('message', (message) => live() && set({ transcript: appendTranscript(getActiveCall().transcript, message) }));
  next.on('volume-level', (volume) => live() && volume !== getActiveCall().volume && set({ volume }));
  next.on('speech-start', () => live() && set({ speaking: true }));
  next.on('speech-end', () => live() && set({ speaking: false }));
  next.on('notice', (notice) => live() && set({ notice }));
}

const fail = (error: string) => (set({ error, errorDetail: null }), false);

/**
 * Starts a test call; refused while any call is in progress. Resolves true once it has started.
 * The server says which assistant to talk to (the draft's while the agent has one) and, for a call
 * that pretends to be a known caller (`callerId`), what the agent is told about them; asked while
 * the call's client loads.
 */
export async function startCall(agent: {
  agentId: string;
  agentName?: string;
  assistantId: string | null;
  callerId?: string | null;
}) {
  if (getActiveCall().status !== 'idle') return false;
  if (!agent.agentId) return fail(CALL_ERRORS.agentNotConfigured);
  if (!agent.assistantId) return fail(CALL_ERRORS.missingId);
  const factory = callClientFactory();
  if (!factory || !getActiveCall().ready) return fail(CALL_ERRORS.notReady);
  const id = ++session;
  set({ ...blank(), status: 'starting', agentId: agent.agentId, agentName: agent.agentName ?? null });
  const assistant = testAssistant({
    agentId: agent.agentId,
    assistantId: agent.assistantId,
    callerId: agent.callerId ?? null,
  });
  // Awaited below, unless the client fails to load first.
  assistant.catch(() => undefined);
  let next: CallClient;
  try {
    next = await factory();
  } catch {
    finish(id, { ready: false, error: CALL_ERRORS.failedToInit });
    return false;
  }
  if (id !== session) return false;
  let target: Awaited<typeof assistant>;
  try {
    target = await assistant;
  } catch (error) {
    finish(id, { error: CALL_ERRORS.failedToStart, errorDetail: messageOf(error) });
    return false;
  }
  if (id !== session) return false;
  client = next;
  set({ standIn: next.standIn ?? false, draft: target.draft });
  wire(next, id);
  try {
    // A call as a new caller starts with the assistant alone; one as a known caller says who they are.
    const overrides = target.assistantOverrides;
    await (overrides ? next.start(target.assistantId, overrides) : next.start(target.assistantId));
  } catch (error) {
    finish(id, { error: CALL_ERRORS.failedToStart, errorDetail: messageOf(error) });
    void next.stop().catch(() => undefined);
    return false;
  }
  // Ended while it was starting: make sure the platform's side ends too.
  if (id !== session) void next.stop().catch(() => undefined);
  else if (next.callId) rememberCall({ callId: next.callId, agentName: agent.agentName ?? null });
  return id === session;
}

/**
 * The page is going away mid call (a reload, a closed tab): the call ends with it. What this tab
 * remembers of the call stays, for the page that loads next to report.
 */
function leavePage() {
  const current = client;
  if (getActiveCall().status === 'idle' || !current) return;
  // Events of the call from here on are the page's own leaving, not news.
  session += 1;
  client = null;
  current.leave();
  set({ status: 'idle', volume: 0, speaking: false, notice: LEFT_CALL_NOTE });
}

/**
 * On a page's load: a test call an earlier page of this tab left while it was on is over. The
 * owner is told so, and the server ends it in the call history (as the platform reports it, or as
 * ended by the caller leaving), which gives its page.
 */
export async function resumeLeftCall() {
  if (getActiveCall().status !== 'idle') return;
  const left = takeLeftCall();
  if (!left) return;
  set({ ...blank(), agentName: left.agentName, notice: LEFT_CALL_NOTE });
  const shown = getActiveCall();
  try {
    const ended = await endLeftCall(left.callId);
    if (getActiveCall() === shown) set({ endedCallId: ended.id });
  } catch {
    // The notice stands without a link: the call history shows the call once the platform reports it.
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', leavePage);
  // A page restored from the back-forward cache did not load again, but its call ended all the same.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void resumeLeftCall();
  });
}

/** Ends the call in progress (also one that is still starting). */
export async function stopCall() {
  const { status } = getActiveCall();
  if (status === 'idle' || status === 'ending') return;
  const id = session;
  const current = client;
  set({ status: 'ending' });
  try {
    await current?.stop();
    finish(id);
  } catch (error) {
    finish(id, { error: CALL_ERRORS.failedToStop, errorDetail: messageOf(error) });
  }
}

export function setCallMuted(muted: boolean) {
  if (!client) return;
  client.setMuted(muted);
  set({ muted: client.isMuted() });
}

/** A typed caller turn; a failure is shown but does not end the call. */
export async function sendCallText(text: string) {
  const current = client;
  if (!current || getActiveCall().status !== 'active' || !text.trim()) return;
  try {
    await current.sendText(text.trim());
  } catch (error) {
    set({ error: voiceSourceError(messageOf(error)), errorDetail: null });
  }
}

/**
 * Tests and previews choose the client (null means none is available) and which assistant a call
 * talks to: without a server to ask, the one each call is given.
 */
export function configureCallClient(next: CallClientFactory | null, lookup: TestAssistantLookup = givenTestAssistant) {
  setCallClientFactory(next);
  testAssistant = lookup;
  session += 1;
  client = null;
  set(blank());
}
