import type { LeftTestCall } from '@portal/shared/test-calls';
import { api } from '../api-client';

/**
 * The test call in progress, kept for this tab (sessionStorage survives a reload): if the page
 * goes while the call is on, the page that loads next knows which call was cut short.
 */
const KEY = 'portal.testCall';

export type RememberedCall = { callId: string; agentName: string | null };

const isRemembered = (value: unknown): value is RememberedCall => {
  const call = value as Partial<RememberedCall> | null;
  return (
    typeof call?.callId === 'string' &&
    call.callId !== '' &&
    (call.agentName === null || typeof call.agentName === 'string')
  );
};

export function rememberCall(call: RememberedCall) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(call));
  } catch {
    // Storage refused (private mode, full): a reload then cannot say which call it cut short.
  }
}

export function forgetCall() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether an earlier page of this tab left a call on, without taking it. */
export function leftCallWaiting(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The call an earlier page of this tab left while it was on, taken so it is reported once. */
export function takeLeftCall(): RememberedCall | null {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRemembered(parsed) ? { callId: parsed.callId, agentName: parsed.agentName } : null;
  } catch {
    return null;
  }
}

/** Has the server end the left call in the call history; answers the call's id there. */
export const endLeftCall = (callId: string) =>
  api<LeftTestCall>(`/calls/test-calls/${encodeURIComponent(callId)}/end`, { method: 'POST' });
