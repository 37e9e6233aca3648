/**
 * Expectations whose text is a number are read as the agent would say it, not as digits anywhere
 * in a line. A time of day ("9 AM", "8:30", "17:00") is mentioned when the agent says that time,
 * however written ("9:00 a.m.", "09:00", "from 9 to 1"); a number of one or two digits ("9", a
 * street's "12") when it stands on its own. Neither is mentioned by a 9 inside a phone number, a
 * date, a price or an ordinal ("512-555-0199", "November 9", "$99", "the 9th"). Longer numbers
 * ("0199", the end of a phone number) are looked for as written.
 */

type Clock = { hour: number; minute: number; meridiem: 'am' | 'pm' | null };

const CLOCK_TEXT = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?$/i;
const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;
// Not part of a longer number ("555-0199", "1-800", "1990", "2.5") nor a price or an ordinal;
// ":" may follow ("9:00"), and a dash the other end of a range ("9-5").
const ALONE_BEFORE = String.raw`(?<![\d$€£]|\d[.,:/-])`;
const ALONE_AFTER = String.raw`(?![\d/]|[.,]\d|[-–]\d{3}|st\b|nd\b|rd\b|th\b)`;
// A number, with its minutes and its half of the day when said.
const SAID_TIME = new RegExp(
  `${ALONE_BEFORE}(\\d{1,2})(?::(\\d{2}))?${ALONE_AFTER}(?:\\s*(a\\.?\\s?m\\b\\.?|p\\.?\\s?m\\b\\.?|o'clock))?`,
  'gi',
);
// Words before a bare hour that make it one ("open from 9", "until 5", "opens at 8").
const BEFORE_TIME = /\b(at|from|until|till|til|to|between|opens?|closes?|by|after|before)\s*$/i;
// After a bare hour, the other end of a range ("9 to 5", "9-5", "9–5", "between 9 and 5").
const RANGE_AFTER = /^\s*(?:-|–|—|to|until|till|and)\s*\d/i;

const meridiemOf = (text: string | undefined) => (text ? (/^a/i.test(text) ? 'am' : 'pm') : null);

/** The time an expectation names with its minutes or its half of the day, else null. */
function readClockText(text: string): Clock | null {
  const found = CLOCK_TEXT.exec(text.trim());
  if (!found || (found[2] === undefined && found[3] === undefined)) return null;
  const hour = Number(found[1]);
  const minute = Number(found[2] ?? 0);
  const meridiem = meridiemOf(found[3]);
  if (minute > 59 || hour > 23 || (meridiem && (hour < 1 || hour > 12))) return null;
  return { hour, minute, meridiem };
}

/** The 24-hour hours a time may be: "9 AM" is 9, "9 PM" 21, a bare "9" either. */
function hoursOf(clock: Clock): number[] {
  if (clock.meridiem === 'am') return [clock.hour % 12];
  if (clock.meridiem === 'pm') return [(clock.hour % 12) + 12];
  return clock.hour > 12 || clock.hour === 0 ? [clock.hour] : [clock.hour % 12, (clock.hour % 12) + 12];
}

/** Whether the line says the time `wanted` as a time of day. */
function saysTime(line: string, wanted: Clock): boolean {
  for (const found of line.matchAll(SAID_TIME)) {
    const before = line.slice(0, found.index);
    const after = line.slice(found.index + found[0].length);
    const [, hour, minute, half] = found;
    const isTime = minute !== undefined || half !== undefined || BEFORE_TIME.test(before) || RANGE_AFTER.test(after);
    if (!isTime || MONTH.test(before)) continue;
    const said: Clock = {
      hour: Number(hour),
      minute: Number(minute ?? 0),
      meridiem: half && !/o'clock/i.test(half) ? meridiemOf(half) : null,
    };
    if (said.minute === wanted.minute && hoursOf(said).some((each) => hoursOf(wanted).includes(each))) return true;
  }
  return false;
}

/** Whether the line says the number of one or two digits on its own (not in a date after its month). */
function saysNumber(line: string, number: string): boolean {
  const alone = new RegExp(`${ALONE_BEFORE}0*${Number(number)}${ALONE_AFTER}`, 'g');
  return [...line.matchAll(alone)].some((found) => !MONTH.test(line.slice(0, found.index)));
}

/** How to look for an expectation's text when it is a time or a short number; null for any other text. */
export function numberMention(text: string): ((line: string) => boolean) | null {
  const clock = readClockText(text);
  if (clock) return (line) => saysTime(line, clock);
  const short = text.trim();
  return /^\d{1,2}$/.test(short) ? (line) => saysNumber(line, short) : null;
}
