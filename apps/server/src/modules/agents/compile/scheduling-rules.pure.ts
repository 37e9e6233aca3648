import { BOOKING_DETAILS, type SchedulingConfig } from '@portal/shared/agents/scheduling';
import { present, type CompilableAgent } from './compile-input.pure.ts';
import { joinSentences, sentence } from './sentences.pure.ts';

const OPTIONAL: [keyof SchedulingConfig, string][] = [
  ['ask_referral_source', 'how they heard about us'],
  ['ask_special_instructions', 'any special instructions'],
  ['ask_language_preference', 'their preferred language'],
  ['ask_accessibility_needs', 'any accessibility needs'],
];

/** The scheduling paragraph: the user's booking rules in words the model follows. */
export function schedulingRules(agent: CompilableAgent, config: SchedulingConfig, canBook: boolean): string {
  const instruction = (agent.scheduling ?? '').replace(/^(Gather Info|Use Instructions):?\s*/, '').trim();
  const required = BOOKING_DETAILS.filter(({ rule }) => config[rule]).map(({ label }) => label);
  const optional = OPTIONAL.filter(([key]) => config[key]).map(([, label]) => label);
  const lines = [
    canBook
      ? 'Appointments: you can check availability and book appointments in the business calendar.'
      : 'Appointments: you cannot see the calendar. Collect the booking request and tell the caller the team will confirm the time.',
    present(instruction) ? `Scheduling instructions: ${sentence(instruction)}` : null,
    present(agent.schedulingInstructionsText) ? sentence(agent.schedulingInstructionsText) : null,
    config.appointment_types.length ? `Appointment types: ${config.appointment_types.join(', ')}.` : null,
    config.appointment_duration_options.length
      ? `Appointment lengths: ${config.appointment_duration_options.join(', ')} minutes.`
      : null,
    config.allowed_booking_days.length ? `Bookable days: ${config.allowed_booking_days.join(', ')}.` : null,
    config.allowed_booking_hours_start && config.allowed_booking_hours_end
      ? `Bookable hours: ${config.allowed_booking_hours_start} to ${config.allowed_booking_hours_end}.`
      : null,
    config.same_day_booking_allowed ? null : 'Same-day appointments are not allowed.',
    config.minimum_notice_hours ? `Appointments need at least ${config.minimum_notice_hours} hours notice.` : null,
    config.maximum_advance_days
      ? `Appointments can be booked at most ${config.maximum_advance_days} days ahead.`
      : null,
    required.length ? `Before booking, collect the caller's ${required.join(', ')}.` : null,
    optional.length ? `Also ask for ${optional.join(', ')}.` : null,
  ];
  return joinSentences(lines);
}
