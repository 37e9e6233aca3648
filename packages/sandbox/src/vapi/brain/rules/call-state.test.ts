import { describe, expect, it } from 'vitest';
import { CHECK_AVAILABILITY } from '@portal/shared/voice-webhook.plain';
import { createCallState, runTool, timezoneOf, TOOL_FAILED } from './call-state.ts';
import { assistantWith, dentalBrief, stateFor, turnFor } from './testing.ts';

describe('createCallState', () => {
  it('reads the brief and the goodbye from the assistant', () => {
    const state = stateFor(dentalBrief({ endCallMessage: 'Have a great day!' }));
    expect(state.brief?.businessName).toBe('Bright Smile Dental');
    expect(state.goodbye).toBe('Have a great day!');
    expect(timezoneOf(state)).toBe('America/New_York');
  });
  it('falls back to the assistant’s own end-of-call message and UTC without a brief', () => {
    const state = createCallState({ ...assistantWith(null), endCallMessage: 'Bye now.' }, () => new Date());
    expect(state.brief).toBeNull();
    expect(state.goodbye).toBe('Bye now.');
    expect(timezoneOf(state)).toBe('UTC');
  });
  it('reads the time from the brief when a test conversation is set at a moment of its own', () => {
    const clock = new Date('2026-11-26T15:00:00Z');
    const setAt = stateFor(dentalBrief({ now: '2026-11-30T02:00:00.000Z' }), [], clock);
    expect(setAt.now().toISOString()).toBe('2026-11-30T02:00:00.000Z');
    expect(stateFor(dentalBrief(), [], clock).now()).toBe(clock);
    expect(stateFor(dentalBrief({ now: 'someday' }), [], clock).now()).toBe(clock);
  });
  it('ignores metadata that is not a brief', () => {
    const state = createCallState({ metadata: { callBrief: { version: 2 } } }, () => new Date());
    expect(state.brief).toBeNull();
    expect(state.goodbye).toBe('Thanks for calling. Goodbye!');
  });
});

describe('runTool', () => {
  it('records each call with its answer and numbers the ids', async () => {
    const state = stateFor(dentalBrief());
    const { context, calls } = turnFor(state, { [CHECK_AVAILABILITY]: 'Open times on Friday, November 27: 9:00 AM.' });
    expect(await runTool(context, CHECK_AVAILABILITY, { date: '2026-11-27' })).toBe(
      'Open times on Friday, November 27: 9:00 AM.',
    );
    await runTool(context, CHECK_AVAILABILITY, { date: '2026-11-30' });
    expect(context.turn.tools.map((use) => use.id)).toEqual(['call_1', 'call_2']);
    expect(calls[1]!.args).toEqual({ date: '2026-11-30' });
  });
  it('says sorry and gives null when the tool fails', async () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    expect(await runTool(context, 'missing_tool', {})).toBeNull();
    expect(context.turn.say).toEqual([TOOL_FAILED]);
    expect(context.turn.tools[0]).toEqual({
      id: 'call_1',
      name: 'missing_tool',
      arguments: {},
      result: 'Error: no answer for missing_tool',
    });
  });
});
