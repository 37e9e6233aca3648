import { describe, expect, it } from 'vitest';
import { speakingClock, speakingMs } from './speaking-clock.ts';

describe('the speaking clock of a simulated call', () => {
  it('moves on by the time each line takes to say', () => {
    const clock = speakingClock(() => 1_000_000);
    expect(clock.now()).toBe(1_000_000);
    clock.say('Do you take Medicaid?');
    expect(clock.now()).toBe(1_000_000 + 4 * 400 + 600);
    clock.say('Okay, bye.');
    expect(clock.now()).toBe(1_000_000 + 4 * 400 + 600 + 2 * 400 + 600);
  });

  it('takes a breath even for an empty line', () => {
    expect(speakingMs('  ')).toBe(600);
  });
});
