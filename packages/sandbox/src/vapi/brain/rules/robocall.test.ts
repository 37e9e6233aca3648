import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../rule-brain.ts';
import { buildOutcome } from './outcome.ts';
import { isRobocall } from './robocall.ts';
import { assistantWith, dentalBrief, NOW, stateFor, turnFor } from './testing.ts';
import { endSpamCall } from './robocall.ts';

describe('isRobocall', () => {
  it('knows the recordings and pitches robocalls use', () => {
    expect(isRobocall('This is an automated message about your car’s extended warranty.')).toBe(true);
    expect(isRobocall('We are calling about your Google listing, press 1 to speak to an agent.')).toBe(true);
    expect(isRobocall('FINAL NOTICE: your social security number has been suspended')).toBe(true);
  });
  it('leaves real callers alone, even when they mention a warranty or a notice', () => {
    expect(isRobocall('Is my crown still under warranty?')).toBe(false);
    expect(isRobocall('I got a notice about my appointment, can I move it?')).toBe(false);
    expect(isRobocall('Can I press the button to open the door when I arrive?')).toBe(false);
  });
});

describe('a robocall', () => {
  it('is ended at once and reported as spam', () => {
    const state = stateFor(dentalBrief());
    const { context } = turnFor(state);
    state.callerSpoke = true;
    endSpamCall(context);
    expect(context.turn.end).toEqual({ reason: 'assistant-ended-call' });
    expect(buildOutcome(state).outcome).toBe('spam');
  });
  it('ends the conversation from the first line, with nothing asked', async () => {
    const brain = createRuleBrain(assistantWith(dentalBrief()), { now: () => NOW, knowledge: [] });
    const turn = await brain.respond('This is an automated call about your extended car warranty. Press 1 now.', {
      tool: async () => ({ result: '' }),
      transfer: async () => 'answered',
    } as never);
    expect(turn.say).toEqual(['Thanks, but we are not interested. Goodbye.']);
    expect(turn.end).toEqual({ reason: 'assistant-ended-call' });
    expect((await brain.outcome()).outcome).toBe('spam');
  });
});
