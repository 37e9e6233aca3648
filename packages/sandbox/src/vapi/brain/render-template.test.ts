import { describe, expect, it } from 'vitest';
import { templateRenderer } from './render-template.ts';

// Tuesday 10 March 2026, 15:30 UTC: daylight saving time began in New York on the 8th.
const render = templateRenderer(() => new Date('2026-03-10T15:30:00Z'));

describe('templateRenderer', () => {
  it('renders the compiled prompt’s current time in the business’s time zone, at the call’s clock', () => {
    const line =
      'The current date and time is {{"now" | date: "%A, %B %d, %Y, %I:%M %p", "America/New_York"}} (America/New_York).';
    expect(render(line)).toBe('The current date and time is Tuesday, March 10, 2026, 11:30 AM (America/New_York).');
    expect(render('{{"now" | date: "%I:%M %p", "Asia/Kolkata"}}')).toBe('09:00 PM');
  });

  it('reads the clock at each render', () => {
    let now = new Date('2026-03-10T15:30:00Z');
    const renderAt = templateRenderer(() => now);
    expect(renderAt('{{"now" | date: "%H:%M", "UTC"}}')).toBe('15:30');
    now = new Date('2026-03-10T16:45:00Z');
    expect(renderAt('{{"now" | date: "%H:%M", "UTC"}}')).toBe('16:45');
  });

  it('leaves plain text, and text that is not valid Liquid, as written', () => {
    expect(render('Cleaning $120.')).toBe('Cleaning $120.');
    expect(render('Use the code {{ unclosed for 10% off')).toBe('Use the code {{ unclosed for 10% off');
    expect(render('Unknown {{ customer.name }}!')).toBe('Unknown !');
  });

  it('fills the call’s variable values, and leaves out the blocks of those it was not given', () => {
    const greeting =
      '{% if caller_name %}Hi {{caller_name}}, good to hear from you again. {% endif %}Thanks for calling Bright Smiles, how can I help?{% if caller_next_appointment %} Is it about your appointment on {{caller_next_appointment}}?{% endif %}';
    const known = templateRenderer(() => new Date('2026-03-10T15:30:00Z'), {
      caller_name: 'Jane Doe',
      caller_next_appointment: 'Tuesday, December 1 at 10:00 AM',
    });
    expect(known(greeting)).toBe(
      'Hi Jane Doe, good to hear from you again. Thanks for calling Bright Smiles, how can I help? Is it about your appointment on Tuesday, December 1 at 10:00 AM?',
    );
    expect(render(greeting)).toBe('Thanks for calling Bright Smiles, how can I help?');
  });
});
