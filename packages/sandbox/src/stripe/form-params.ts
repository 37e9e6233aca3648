/**
 * Stripe's request encoding: form fields (and query strings) with bracket notation, as the SDK
 * writes them: `metadata[userId]=u1`, `line_items[0][price]=price_1`, `expand[]=customer`.
 */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

const segments = (key: string) => {
  const first = key.split('[', 1)[0]!;
  const rest = [...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return [first, ...rest];
};

function place(target: Params | ParamValue[], path: string[], value: string) {
  const [head, ...rest] = path as [string, ...string[]];
  const container = target as Record<string, ParamValue>;
  const key = head === '' && Array.isArray(target) ? String(target.length) : head;
  if (rest.length === 0) {
    container[key] = value;
    return;
  }
  const wantsArray = rest[0] === '' || /^\d+$/.test(rest[0]!);
  const existing = container[key];
  const next = typeof existing === 'object' ? existing : wantsArray ? [] : {};
  container[key] = next;
  place(next, rest, value);
}

/** Nested params from `key=value` pairs; arrays come out dense and in index order. */
export function parseParams(pairs: Iterable<[string, string]>): Params {
  const params: Params = {};
  for (const [key, value] of pairs) {
    // Keys like `__proto__` must not reach an object's prototype.
    if (segments(key).some((segment) => segment === '__proto__' || segment === 'constructor')) continue;
    place(params, segments(key), value);
  }
  return compact(params) as Params;
}

function compact(value: ParamValue): ParamValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
}

export const text = (value: ParamValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const record = (value: ParamValue | undefined): Params | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;

export const list = (value: ParamValue | undefined): ParamValue[] =>
  Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];

/** `expand[]` values; Stripe allows a path four levels deep. */
export const expansions = (params: Params) => list(params.expand).filter((item) => typeof item === 'string');
