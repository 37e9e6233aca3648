import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXTING_SETTINGS } from '../texts.plain.ts';
import { bookingScenarios } from './booking-proposals.plain.ts';
import { defaultHours } from './hours.ts';
import { defaultSchedulingConfig } from './scheduling.ts';

const bookingAgent = (textingSettings: unknown) => ({
  scheduling: 'Gather Info: cleanings',
  schedulingConfig: defaultSchedulingConfig(),
  yourHours: defaultHours(),
  textingSettings,
});

describe('booking scenarios with confirmations by text', () => {
  it('answer the consent question only where that confirmation is on', () => {
    const texts = { ...DEFAULT_TEXTING_SETTINGS, booking: { ...DEFAULT_TEXTING_SETTINGS.booking, on: true } };
    const [book, , move, cancel] = bookingScenarios(bookingAgent(texts));
    expect(book!.callerTurns.at(-1)).toBe('Yes, please text me.');
    expect(move!.callerTurns.at(-1)).toBe('Yes, please move it.');
    expect(cancel!.callerTurns.at(-1)).toBe('Something came up at work.');
  });

  it('are as before while every text is off', () => {
    const [book] = bookingScenarios(bookingAgent({}));
    expect(book!.callerTurns.at(-1)).toBe('Yes, please book it.');
  });
});
