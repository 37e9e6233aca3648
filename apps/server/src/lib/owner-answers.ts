import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { chooseEncoding, COMPRESS_JSON_FROM, encodeInPlace, jsonTextOf, type Encoding } from './compression.ts';

/** Until when an answer that moves with the clock holds (Home's "today"); unset, it moves with the data only. */
export type KeptAnswerVariables = { answerHoldsUntil?: Date };

/** Says until when the answer being made holds, whatever the owner's data does. */
export function holdAnswerUntil<E extends { Variables: KeptAnswerVariables }>(c: Context<E>, until: Date) {
  (c as unknown as Context<{ Variables: KeptAnswerVariables }>).set('answerHoldsUntil', until);
}

type Entry = {
  /** The database's snapshot taken before the answer was read: it saw every change before it. */
  snapshot: string;
  text: string;
  /** The text's length in bytes, as sent. */
  length: string;
  /** The text compressed, once for each encoding asked for. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  expiresAt: number;
};

type Limits = { maxEntries: number; maxBytes: number; largestAnswer: number };
const LIMITS: Limits = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, largestAnswer: 256 * 1024 };

/**
 * Asks the database for a snapshot to read an answer after, and whether the owner's data changed
 * since an earlier one (false without one): db/owner-changes.ts.
 */
export type ChangesSince = (userId: string, snapshot: string | null) => Promise<{ snapshot: string; changed: boolean }>;

/**
 * The JSON answers of the reads every signed-in page starts with (Home, the calls inbox), kept in
 * this server's memory already serialised and compressed, for as long as the owner's data does
 * not change. Each request asks the database one question: did a transaction this answer did not
 * see change the owner's data? That is answered the same on every server of one database, at
 * once, so a change made through one server is never hidden by another's copy. A kept answer
 * lives at most `keptAtMostMs`, or until the time its route holds it to.
 */
export function ownerAnswers({
  changesSince,
  keptAtMostMs,
  clock = Date.now,
  limits = LIMITS,
}: {
  changesSince: ChangesSince;
  keptAtMostMs: number;
  clock?: () => number;
  limits?: Limits;
}) {
  // Oldest first: a Map keeps insertion order, and a kept answer that is used is moved to the end.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const sizeOf = (entry: Entry) =>
    entry.text.length + Object.values(entry.encoded).reduce((sum, encoded) => sum + encoded.byteLength, 0);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      drop(oldest);
    }
  };

  const answerKept = (c: Context, key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Content-Length': entry.length };
    if (entry.text.length < COMPRESS_JSON_FROM) return c.body(entry.text, 200, headers);
    headers.Vary = 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.body(entry.text, 200, headers);
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      const compressed = encodeInPlace(encoding, entry.text);
      encoded = new Uint8Array(compressed);
      entry.encoded[encoding] = encoded;
      bytes += encoded.byteLength;
    }
    headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(encoded.byteLength);
    return c.body(encoded, 200, headers);
  };

  return createMiddleware<{ Variables: KeptAnswerVariables & { user: { id: string } } }>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const userId = c.var.user.id;
    const query = c.req.url.indexOf('?');
    const key = `${userId} ${c.req.path}${query < 0 ? '' : c.req.url.slice(query)}`;
    let entry = entries.get(key);
    if (entry && entry.expiresAt <= clock()) {
      drop(key);
      entry = undefined;
    }
    const { snapshot, changed } = await changesSince(userId, entry?.snapshot ?? null);
    if (entry && !changed) return answerKept(c, key, entry);
    drop(key);
    await next();
    const text = c.res.status === 200 ? jsonTextOf(c.res) : undefined;
    if (text === undefined || text.length > limits.largestAnswer) return;
    const holdsUntil = c.var.answerHoldsUntil?.getTime() ?? Infinity;
    const expiresAt = Math.min(clock() + keptAtMostMs, holdsUntil);
    if (expiresAt > clock())
      keep(key, { snapshot, text, length: String(Buffer.byteLength(text)), encoded: {}, expiresAt });
  });
}
