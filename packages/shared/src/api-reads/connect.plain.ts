// The API reads of the phone numbers and the calendar that a page can be served with.

export const phoneNumbersPath = '/phone-numbers';
export const calendarStatusPath = '/calendar/status';

/** Numbers on sale matching a search (not served with a page: the owner starts each search). */
export function numberSearchPath(search: Record<string, string | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value?.trim()) query.set(key, value.trim());
  return `/phone-numbers/search?${query}`;
}
