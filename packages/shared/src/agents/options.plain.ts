/** Option catalogues (voices, vibes and accents live beside this file). */

/** 23 zones: American, European, Asian, Australian, African and Pacific, plus UTC. */
export const TIMEZONES = [
  { id: 'America/New_York', label: 'Eastern Time (New York)' },
  { id: 'America/Chicago', label: 'Central Time (Chicago)' },
  { id: 'America/Denver', label: 'Mountain Time (Denver)' },
  { id: 'America/Phoenix', label: 'Mountain Time, no DST (Phoenix)' },
  { id: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { id: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { id: 'America/Toronto', label: 'Eastern Time (Toronto)' },
  { id: 'America/Mexico_City', label: 'Central Time (Mexico City)' },
  { id: 'America/Sao_Paulo', label: 'Brasília Time (São Paulo)' },
  { id: 'Europe/London', label: 'UK Time (London)' },
  { id: 'Europe/Paris', label: 'Central European Time (Paris)' },
  { id: 'Europe/Berlin', label: 'Central European Time (Berlin)' },
  { id: 'Europe/Madrid', label: 'Central European Time (Madrid)' },
  { id: 'Asia/Dubai', label: 'Gulf Time (Dubai)' },
  { id: 'Asia/Kolkata', label: 'India Time (Kolkata)' },
  { id: 'Asia/Singapore', label: 'Singapore Time' },
  { id: 'Asia/Tokyo', label: 'Japan Time (Tokyo)' },
  { id: 'Australia/Sydney', label: 'Eastern Australia Time (Sydney)' },
  { id: 'Australia/Perth', label: 'Western Australia Time (Perth)' },
  { id: 'Africa/Johannesburg', label: 'South Africa Time (Johannesburg)' },
  { id: 'Africa/Lagos', label: 'West Africa Time (Lagos)' },
  { id: 'Pacific/Auckland', label: 'New Zealand Time (Auckland)' },
  { id: 'UTC', label: 'Coordinated Universal Time (UTC)' },
] as const;

export const DEFAULT_TIMEZONE = 'America/New_York';

export const COUNTRY_CODES = [
  { country: 'US', code: '+1', label: 'United States (+1)' },
  { country: 'CA', code: '+1', label: 'Canada (+1)' },
  { country: 'GB', code: '+44', label: 'United Kingdom (+44)' },
  { country: 'AU', code: '+61', label: 'Australia (+61)' },
  { country: 'DE', code: '+49', label: 'Germany (+49)' },
  { country: 'FR', code: '+33', label: 'France (+33)' },
  { country: 'ES', code: '+34', label: 'Spain (+34)' },
  { country: 'IN', code: '+91', label: 'India (+91)' },
  { country: 'BR', code: '+55', label: 'Brazil (+55)' },
  { country: 'MX', code: '+52', label: 'Mexico (+52)' },
] as const;

export const DEFAULT_COUNTRY_CODE = '+1';

export const KNOWLEDGE_CATEGORIES = ['Company Info', 'Services', 'Pricing', 'Contact Info', 'FAQs', 'Other'] as const;

export const APPOINTMENT_DURATIONS = [15, 30, 60, 90, 120] as const;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The days of the week as said in full. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

export const URGENT_INFO_CHOICES = [
  'Full Name',
  'Email',
  'Phone',
  'Address',
  'Account Number',
  'Reason for Call',
  'Other',
] as const;

export const URGENT_ACTIONS = ['take_message', 'forward_call'] as const;
