import type { CallSummary } from '@portal/shared/calls';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { formatZonedTime, formatZonedTimeRange } from '../../../lib/zoned-time';

/** Who called: the number as people write it, or the browser for a test call. */
export const callerOf = (call: Pick<CallSummary, 'customerNumber' | 'type'>) =>
  call.customerNumber
    ? formatPhoneNumber(call.customerNumber)
    : call.type === 'webCall'
      ? 'Browser test call'
      : 'Unknown caller';

/**
 * A call's moment as the business lived it: in the agent's time zone, named ('Nov 26, 10:02 AM
 * CST'), so the list, the call page, the transcript and the calendar event agree. A call whose
 * agent was deleted has no business zone left and is shown in the browser's, also named.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string | null): string {
  if (!iso) return '—';
  return formatZonedTime(iso, timeZone ?? browserTimeZone());
}

/** A booking's span in the business's zone: 'Nov 26, 10:00 – 10:30 AM CST'. */
export function formatAppointmentTime(start: string, end: string | null, timeZone: string | null): string {
  const zone = timeZone ?? browserTimeZone();
  return end ? formatZonedTimeRange(start, end, zone) : formatZonedTime(start, zone);
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The voice platform's cost in US dollars, to the cent as an owner reads a bill ('$0.07'); null when unknown. */
export const formatCost = (cost: number | null) => (cost === null ? null : `$${cost.toFixed(2)}`);

/** Who said a turn: the agent, or the person who called. */
export type TranscriptTurn = { speaker: 'agent' | 'caller'; text: string };

/**
 * The stored transcript (the platform writes "AI: ...\nUser: ...") as turns; a line without a
 * speaker continues the last turn.
 */
export function parseTranscript(transcript: string | null): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  for (const line of (transcript ?? '').split('\n')) {
    const match = /^(AI|User|Assistant|Bot|Customer):\s?(.*)$/i.exec(line.trim());
    if (match) {
      turns.push({ speaker: /^(user|customer)$/i.test(match[1]!) ? 'caller' : 'agent', text: match[2] ?? '' });
    } else if (line.trim() && turns.length > 0) {
      turns[turns.length - 1]!.text += `\n${line.trim()}`;
    } else if (line.trim()) {
      turns.push({ speaker: 'agent', text: line.trim() });
    }
  }
  return turns;
}

export type Appointment = {
  start: string;
  end: string | null;
  summary: string | null;
  name: string | null;
  htmlLink: string | null;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The appointment booked during the call, when the record holds a readable one. */
export function readAppointment(value: Record<string, unknown> | null): Appointment | null {
  const start = text(value?.start);
  if (!value || !start) return null;
  return {
    start,
    end: text(value.end),
    summary: text(value.summary),
    name: text(value.name),
    htmlLink: text(value.htmlLink),
  };
}

/** Only web links are rendered as links. */
export const safeHref = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);
