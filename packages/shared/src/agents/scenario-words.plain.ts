/** How the proposed scenarios' callers say things: articles, and times of day as people say them. */

export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** "08:30" -> 510: a time of day in minutes. */
export const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** 600 -> "10", 510 -> "8:30 AM", 840 -> "2 PM": how a caller says a time. */
export function spokenTime(minutes: number) {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  // "at 10" reads as the morning to any receptionist; other hours say which half of the day.
  if (hour === 10 && minute === 0) return '10';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute === 0 ? `${twelveHour}` : `${twelveHour}:${String(minute).padStart(2, '0')}`;
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}
