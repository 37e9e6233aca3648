import { describe, expect, it } from 'vitest';
import { simulatedCallInputSchema } from './simulated-calls.ts';

const callerNumberOf = (callerNumber: string | undefined) =>
  simulatedCallInputSchema.parse({ callerLines: ['Hi'], callerNumber }).callerNumber;
const refusal = (callerNumber: unknown) =>
  simulatedCallInputSchema.safeParse({ callerLines: ['Hi'], callerNumber }).error?.issues[0];

describe('the caller number of a simulated call', () => {
  it('reads a number as people write it and calls from it in E.164', () => {
    expect(callerNumberOf('(512) 555-0123')).toBe('+15125550123');
    expect(callerNumberOf(' 512-555-0123 ')).toBe('+15125550123');
    expect(callerNumberOf('+15125550123')).toBe('+15125550123');
    expect(callerNumberOf('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('leaves the sandbox number to call when none is given', () => {
    expect(callerNumberOf(undefined)).toBeUndefined();
    expect(callerNumberOf('   ')).toBeUndefined();
  });

  it('refuses what is not a phone number, saying what it should look like', () => {
    const message =
      'Caller number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.';
    expect(refusal('call me maybe')).toMatchObject({ path: ['callerNumber'], message });
    expect(refusal('555 01')?.message).toBe(message);
    expect(refusal('1'.repeat(41))?.message).toBe(message);
    expect(refusal(5125550123)?.message).toBe('Caller number must be text.');
  });
});
