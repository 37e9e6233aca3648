// The API reads of the phone numbers and the calendar that a page can be served with.

export const phoneNumbersPath = '/phone-numbers';
export const calendarStatusPath = '/calendar/status';
