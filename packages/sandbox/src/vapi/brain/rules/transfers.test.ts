import { defaultHours } from '@portal/shared/agents/hours';
import { TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { describe, expect, it } from 'vitest';
import type { FailedTransfer, TransferAttempt, TransferRequest } from '../brain.ts';
import { dialTransfer, putThrough, unavailableNow } from './transfers.ts';
import { briefDestination, forwardingTo, stateFor, turnFor } from './testing.ts';

// Times in New York; the default week is Monday to Friday, 9:00 to 17:00.
const at = (iso: string) => new Date(iso);
const THURSDAY_10AM = at('2026-11-26T15:00:00Z');
const THURSDAY_8AM = at('2026-11-26T13:00:00Z');
const THURSDAY_6PM = at('2026-11-26T23:00:00Z');
const FRIDAY_6PM = at('2026-11-27T23:00:00Z');

const frontDesk = briefDestination({ ringWhen: 'open_hours', hours: defaultHours() });

function stateAt(now: Date, destination = frontDesk) {
  const { brief, tool } = forwardingTo([destination]);
  const state = stateFor(brief, [tool], now);
  return { state, destination: state.destinations[0]! };
}

describe('unavailableNow', () => {
  it('is null while the destination may ring, and always for one without hours', () => {
    const { state, destination } = stateAt(THURSDAY_10AM);
    expect(unavailableNow(state, destination)).toBeNull();
    const anyTime = stateAt(THURSDAY_6PM, briefDestination({ hours: null }));
    expect(unavailableNow(anyTime.state, anyTime.destination)).toBeNull();
  });
  it('says when someone will be there next, in the business’s zone', () => {
    const early = stateAt(THURSDAY_8AM);
    expect(unavailableNow(early.state, early.destination)).toBe('Front desk is available from 9:00 AM today.');
    const evening = stateAt(THURSDAY_6PM);
    expect(unavailableNow(evening.state, evening.destination)).toBe('Front desk is available from 9:00 AM tomorrow.');
    const weekend = stateAt(FRIDAY_6PM);
    expect(unavailableNow(weekend.state, weekend.destination)).toBe('Front desk is available from 9:00 AM on Monday.');
  });
  it('names the destination as the owner wrote it, capitalised, or the team; and a week never open', () => {
    const closed = { open: false, start: null, end: null };
    const never = Object.fromEntries(Object.keys(defaultHours()).map((day) => [day, closed])) as typeof frontDesk.hours;
    const lower = stateAt(THURSDAY_6PM, briefDestination({ name: 'billing desk', hours: never }));
    expect(unavailableNow(lower.state, lower.destination)).toBe(
      "Billing desk isn't available to take calls right now.",
    );
    const { state } = stateAt(THURSDAY_6PM);
    const unnamed = { ...state.destinations[0]!, name: null };
    expect(unavailableNow(state, unnamed)).toBe('The team is available from 9:00 AM tomorrow.');
  });
});

/** A platform whose destinations all meet `attempt`; remembers what it was asked and the summary it got. */
function platform(attempt: TransferAttempt) {
  const asked: { request: TransferRequest; summary: string | null }[] = [];
  const transfer = async (request: TransferRequest) => {
    asked.push({ request, summary: attempt.connected ? await request.summary() : null });
    return attempt;
  };
  return { transfer, asked };
}

const failed = (overrides: Partial<FailedTransfer> = {}): FailedTransfer => ({
  connected: false,
  status: 'busy',
  fallbackMessage: TRANSFER_NO_ANSWER_MESSAGE,
  endsCall: false,
  ...overrides,
});

describe('dialTransfer', () => {
  it('leaves a transfer that was put through as it was, having given the platform its summary', async () => {
    const { state, destination } = stateAt(THURSDAY_10AM);
    state.known.set('name', 'Jane Doe');
    const { transfer, asked } = platform({ connected: true });
    const { context } = turnFor(state, {}, transfer);
    putThrough(context, destination, 'Billing questions');
    await dialTransfer(context);
    expect(context.turn).toMatchObject({
      say: [TRANSFER_HOLD_MESSAGE],
      end: { reason: 'assistant-forwarded-call', destination: '+15125550100' },
    });
    expect(asked).toEqual([
      {
        request: { destination: '+15125550100', summary: expect.any(Function) },
        summary: 'Jane Doe is calling about billing questions.',
      },
    ]);
    expect(state.transferred).toBe(true);
  });

  it('says the fallback message when nobody takes the call, stays on and takes a message', async () => {
    const { state, destination } = stateAt(THURSDAY_10AM);
    const { transfer } = platform(failed({ status: 'no-answer' }));
    const { context } = turnFor(state, {}, transfer);
    putThrough(context, destination, null);
    await dialTransfer(context);
    expect(context.turn.say).toEqual([TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE]);
    expect(context.turn.end).toBeUndefined();
    // The fallback message asked for the name already: the caller's answer is taken for it.
    expect(state).toMatchObject({ flow: 'message', transferred: false, transfer: null });
    expect(state.pending).toMatchObject({ kind: 'detail', detail: { key: 'name' } });
  });

  it('asks the message’s first question itself after a fallback message that asks none', async () => {
    const { state, destination } = stateAt(THURSDAY_10AM);
    const { transfer } = platform(failed({ fallbackMessage: 'Sorry, that line is busy.' }));
    const { context } = turnFor(state, {}, transfer);
    putThrough(context, destination, null);
    await dialTransfer(context);
    expect(context.turn.say).toEqual([TRANSFER_HOLD_MESSAGE, 'Sorry, that line is busy.', "What's your name?"]);
  });

  it('ends the call when the fallback plan hangs up', async () => {
    const { state, destination } = stateAt(THURSDAY_10AM);
    const { transfer } = platform(failed({ status: 'busy', endsCall: true, fallbackMessage: null }));
    const { context } = turnFor(state, {}, transfer);
    putThrough(context, destination, null);
    await dialTransfer(context);
    expect(context.turn).toMatchObject({
      say: [TRANSFER_HOLD_MESSAGE],
      end: { reason: 'call.forwarding.operator-busy' },
    });
  });

  it('does nothing without a transfer, or without a platform to dial it', async () => {
    const { state, destination } = stateAt(THURSDAY_10AM);
    const { transfer, asked } = platform({ connected: true });
    await dialTransfer(turnFor(state, {}, transfer).context);
    expect(asked).toEqual([]);
    const { context } = turnFor(state);
    putThrough(context, destination, null);
    await dialTransfer(context);
    expect(context.turn.end).toEqual({ reason: 'assistant-forwarded-call', destination: '+15125550100' });
  });
});
