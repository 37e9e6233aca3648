import { lastValue, type FilterQuery } from './filter-query.ts';
import type { TelnyxPhoneNumber } from './telnyx-records.ts';

type Check = (number: TelnyxPhoneNumber, value: string) => boolean;

/**
 * `filter[phone_number]`: Telnyx needs at least three digits, and any non-numerical character (a
 * leading '+' included) returns no numbers at all. The digits match anywhere in the number, so
 * `5550100` finds +15125550100 and so does `15125550100`.
 */
export function phoneNumberFilterMatches(phoneNumber: string, value: string) {
  return /^\d{3,}$/.test(value) && phoneNumber.replace(/\D/g, '').includes(value);
}

/** The string 'null' asks for the numbers that have none, as Telnyx documents for these two ids. */
const sameIdOrNone =
  (field: 'billing_group_id' | 'emergency_address_id'): Check =>
  (number, value) =>
    number[field] === (value === 'null' ? null : value);

const connectionName =
  (test: (name: string, value: string) => boolean): Check =>
  (number, value) =>
    number.connection_name !== null && test(number.connection_name, value);

/** Every filter Telnyx documents for `GET /v2/phone_numbers`, by the name `readFilterQuery` gives it. */
const FILTERS: Record<string, Check> = {
  phone_number: (number, value) => phoneNumberFilterMatches(number.phone_number, value),
  tag: (number, value) => number.tags.includes(value),
  status: (number, value) => number.status === value,
  // An array filter: the client sends several countries comma-separated.
  country_iso_alpha2: (number, value) => value.split(',').includes(number.country_iso_alpha2),
  connection_id: (number, value) => number.connection_id === value,
  customer_reference: (number, value) => number.customer_reference === value,
  billing_group_id: sameIdOrNone('billing_group_id'),
  emergency_address_id: sameIdOrNone('emergency_address_id'),
  'number_type.eq': (number, value) => number.phone_number_type === value,
  source: (number, value) =>
    (value === 'purchased' && number.source_type === 'number_order') ||
    (value === 'ported' && number.source_type === 'port_request'),
  // Only 'true' filters; Telnyx ignores every other value.
  without_tags: (number, value) => value !== 'true' || number.tags.length === 0,
  'voice.connection_name.eq': connectionName((name, value) => name === value),
  'voice.connection_name.contains': connectionName((name, value) => name.includes(value)),
  'voice.connection_name.starts_with': connectionName((name, value) => name.startsWith(value)),
  'voice.connection_name.ends_with': connectionName((name, value) => name.endsWith(value)),
  // Sandbox numbers are all billed per minute.
  'voice.usage_payment_method': (_number, value) => value === 'pay-per-minute',
};

const byText = (read: (number: TelnyxPhoneNumber) => string | null) => (a: TelnyxPhoneNumber, b: TelnyxPhoneNumber) =>
  (read(a) ?? '\uffff').localeCompare(read(b) ?? '\uffff');

/** The `sort` values Telnyx accepts; without one the list stays newest first. */
const SORTS: Record<string, (a: TelnyxPhoneNumber, b: TelnyxPhoneNumber) => number> = {
  purchased_at: byText((number) => number.purchased_at),
  phone_number: byText((number) => number.phone_number),
  connection_name: byText((number) => number.connection_name),
  usage_payment_method: () => 0,
};

export type Selection = { numbers: TelnyxPhoneNumber[] } | { error: string; pointer: string };

/** The numbers a list request asks for, in the order it asks for, or why it cannot be answered. */
export function selectPhoneNumbers(numbers: TelnyxPhoneNumber[], filters: FilterQuery, sort?: string): Selection {
  const unknown = [...filters.keys()].find((name) => !Object.hasOwn(FILTERS, name));
  if (unknown) return { error: `Unknown filter: ${unknown}`, pointer: `/filter/${unknown}` };
  if (sort !== undefined && !Object.hasOwn(SORTS, sort)) return { error: `Invalid sort: ${sort}`, pointer: '/sort' };
  const wanted = numbers.filter((number) =>
    [...filters.keys()].every((name) => FILTERS[name]!(number, lastValue(filters, name)!)),
  );
  return { numbers: sort ? wanted.sort(SORTS[sort]) : wanted };
}
