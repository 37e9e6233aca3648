// The zone is shown: an owner reading calls away from the business would otherwise misread times.
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A readable local date and time with its zone, or a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The voice platform's cost in US dollars. */
export const formatCost = (cost: number | null) => (cost === null ? '—' : `$${cost.toFixed(cost < 1 ? 4 : 2)}`);

export type TranscriptTurn = { speaker: 'AI' | 'User'; text: string };

/** The stored transcript ("AI: ...\nUser: ...") as turns; a line without a speaker continues the last turn. */
export function parseTranscript(transcript: string | null): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  for (const line of (transcript ?? '').split('\n')) {
    const match = /^(AI|User|Assistant|Bot|Customer):\s?(.*)$/i.exec(line.trim());
    if (match) {
      turns.push({ speaker: /^(user|customer)$/i.test(match[1]!) ? 'User' : 'AI', text: match[2] ?? '' });
    } else if (line.trim() && turns.length > 0) {
      turns[turns.length - 1]!.text += `\n${line.trim()}`;
    } else if (line.trim()) {
      turns.push({ speaker: 'AI', text: line.trim() });
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
