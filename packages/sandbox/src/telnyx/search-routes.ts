import { Hono, type Context } from 'hono';
import { lastValue, readFilterQuery, type FilterQuery } from './filter-query.ts';
import type { InventoryNumber } from './inventory.ts';
import { respondError } from './telnyx-errors.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const FEATURES = new Set(['sms', 'mms', 'voice', 'fax', 'emergency', 'hd_voice', 'international_sms', 'local_calling']);
const KNOWN_FILTERS = new Set([
  'country_code',
  'national_destination_code',
  'locality',
  'administrative_area',
  'features',
  'limit',
  'phone_number_type',
  'phone_number.starts_with',
  'phone_number.ends_with',
  'phone_number.contains',
  'rate_center',
  'best_effort',
  'quickship',
  'reservable',
  'exclude_held_numbers',
]);
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

/**
 * The filters with their values trimmed. Features arrive either deepObject style
 * (`filter[features][]=voice&filter[features][]=sms`, the docs) or comma style
 * (`filter[features]=voice,sms`, what the node SDK's qs `arrayFormat: 'comma'` sends).
 */
function readFilters(c: Context): FilterQuery {
  const filters: FilterQuery = new Map();
  for (const [name, values] of readFilterQuery(c)) {
    const split = name === 'features' ? values.flatMap((value) => value.split(',')) : values;
    filters.set(name, split.map((value) => value.trim()).filter(Boolean));
  }
  return filters;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function matches(number: InventoryNumber, filters: FilterQuery, features: string[]) {
  // A number pattern leaves out the area code when the search names one, as Telnyx documents;
  // otherwise it is matched against the national number, a leading +1 or 1 allowed.
  const patternHasAreaCode = lastValue(filters, 'national_destination_code') === undefined;
  const national = number.phoneNumber.slice(patternHasAreaCode ? 2 : 5);
  const prefix = (value: string) => (patternHasAreaCode ? value.replace(/^\+?1/, '') : value);
  const checks: [string, (value: string) => boolean][] = [
    ['national_destination_code', (value) => number.npa === value],
    ['locality', (value) => same(number.city, value)],
    ['rate_center', (value) => same(number.city, value)],
    ['administrative_area', (value) => same(number.state, value)],
    ['phone_number_type', (value) => value === 'local'],
    ['phone_number.starts_with', (value) => national.startsWith(prefix(value))],
    ['phone_number.ends_with', (value) => national.endsWith(value)],
    ['phone_number.contains', (value) => national.includes(value)],
  ];
  if (!features.every((feature) => number.features.includes(feature))) return false;
  return checks.every(([name, check]) => {
    const value = lastValue(filters, name);
    return value === undefined || check(value);
  });
}

const toWire = (number: InventoryNumber) => ({
  record_type: 'available_phone_number',
  phone_number: number.phoneNumber,
  vanity_format: '',
  best_effort: false,
  quickship: true,
  reservable: true,
  region_information: [
    { region_type: 'country_code', region_name: 'US' },
    { region_type: 'rate_center', region_name: number.city.toUpperCase() },
    { region_type: 'state', region_name: number.state },
    { region_type: 'location', region_name: `${number.city}, ${number.state}` },
  ],
  cost_information: { upfront_cost: '1.00', monthly_cost: '1.00', currency: 'USD' },
  features: number.features.map((name) => ({ name })),
});

/** `GET /v2/available_phone_numbers` (docs/vendors.md#telnyx-number-search). */
export function searchRoutes(store: TelnyxSandboxStore) {
  const app = new Hono();
  app.get('/', (c) => {
    const filters = readFilters(c);
    const unknown = [...filters.keys()].find((name) => !KNOWN_FILTERS.has(name));
    if (unknown) return respondError(c, 400, `Unknown filter: ${unknown}`, `/filter/${unknown}`);
    const features = filters.get('features') ?? [];
    const badFeature = features.find((feature) => !FEATURES.has(feature));
    if (badFeature) return respondError(c, 400, `Invalid feature: ${badFeature}`, '/filter/features');
    const country = lastValue(filters, 'country_code') ?? 'US';
    if (!/^[A-Za-z]{2}$/.test(country))
      return respondError(c, 400, 'country_code must be ISO alpha-2', '/filter/country_code');
    const ndc = lastValue(filters, 'national_destination_code');
    if (ndc !== undefined && !/^\d{1,4}$/.test(ndc)) {
      return respondError(c, 400, 'national_destination_code must be digits', '/filter/national_destination_code');
    }
    const limitText = lastValue(filters, 'limit');
    const limit = limitText === undefined ? DEFAULT_LIMIT : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return respondError(c, 400, `limit must be an integer from 1 to ${MAX_LIMIT}`, '/filter/limit');
    }
    const found = same(country, 'US') ? store.available().filter((number) => matches(number, filters, features)) : [];
    const data = found.slice(0, limit).map(toWire);
    const meta = { total_results: data.length, best_effort_results: 0 };
    return c.json({ data, meta, metadata: meta });
  });
  return app;
}
