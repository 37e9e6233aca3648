import type { DayHours, WeeklyHours } from '@portal/shared/agents/hours';
import { WEEKDAYS, type Weekday } from '@portal/shared/agents/options.plain';
import { defaultSchedulingConfig, type SchedulingConfig } from '@portal/shared/agents/scheduling';

/**
 * Phone manners shared by every template, appended to each industry's own paragraphs. Everything
 * the agent says is heard, never read, so it is written as plain spoken guidance.
 */
export const PHONE_MANNERS = [
  'On the phone, speak in short, natural sentences and ask one question at a time, with no lists, symbols or formatting.',
  'Ask callers to spell their names, and read names, phone numbers, dates and times back to confirm them, saying numbers digit by digit.',
  'Say web and e-mail addresses the way people say them aloud; spell them out character by character only if the caller asks.',
  'If you did not catch something, politely ask the caller to repeat it.',
  'Use only the business information you have been given: if you do not know an answer, say so and offer to take a message, and never make up prices, availability, policies or promises.',
  'Before ending the call, briefly sum up what happens next.',
].join(' ');

/** The industry paragraphs followed by the shared phone manners, separated by blank lines. */
export const core = (...paragraphs: string[]) => [...paragraphs, PHONE_MANNERS].join('\n\n');

/** A week from 'HH:MM' pairs; days left out are closed. */
export function week(days: Partial<Record<Weekday, [start: string, end: string]>>): WeeklyHours {
  const day = (hours?: [string, string]): DayHours =>
    hours ? { open: true, start: hours[0], end: hours[1] } : { open: false, start: null, end: null };
  return Object.fromEntries(WEEKDAYS.map((name) => [name, day(days[name])])) as WeeklyHours;
}

/** The product's default scheduling configuration with the industry's choices on top. */
export const scheduling = (overrides: Partial<SchedulingConfig>): SchedulingConfig => ({
  ...defaultSchedulingConfig(),
  ...overrides,
});
