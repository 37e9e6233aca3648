import type { Context } from 'hono';

/** `filter[...]` query parameters by name, nested keys joined with dots. */
export type FilterQuery = Map<string, string[]>;

/**
 * Reads Telnyx's deepObject filters: `filter[locality]` is `locality`,
 * `filter[phone_number][contains]` is `phone_number.contains`, and a trailing `[]`
 * (`filter[features][]`, the docs' array style) names the same filter as without it. Values are
 * kept as sent, untrimmed: a '+' left unencoded in a query decodes to a space, which is no digit.
 */
export function readFilterQuery(c: Context): FilterQuery {
  const filters: FilterQuery = new Map();
  for (const [key, values] of Object.entries(c.req.queries())) {
    const match = /^filter((?:\[[^\]]*\])+)$/.exec(key);
    if (!match) continue;
    const segments = [...match[1]!.matchAll(/\[([^\]]*)\]/g)].map((segment) => segment[1]!);
    if (segments.at(-1) === '') segments.pop();
    const name = segments.join('.');
    filters.set(name, [...(filters.get(name) ?? []), ...values]);
  }
  return filters;
}

/** The filter's value; when it came more than once, the last one counts. */
export const lastValue = (filters: FilterQuery, name: string) => filters.get(name)?.at(-1);
