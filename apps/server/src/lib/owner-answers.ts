import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { chooseEncoding, COMPRESS_JSON_FROM, compressBody, jsonTextOf, type Encoding } from './compression.ts';

/** Until when an answer that moves with the clock holds (Home's "today"); unset, it moves with the data only. */
export type KeptAnswerVariables = { answerHoldsUntil?: Date };

/** Says until when the answer being made holds, whatever the owner's data does. */
export function holdAnswerUntil<E extends { Variables: KeptAnswerVariables }>(c: Context<E>, until: Date) {
  (c as unknown as Context<{ Variables: KeptAnswerVariables }>).set('answerHoldsUntil', until);
}

/**
 * Asks the database for a snapshot to read an answer after, and whether the owner's data changed
 * since an earlier one (false without one): db/owner-changes.ts.
 */
export type ChangesSince = (userId: string, snapshot: string | null) => Promise<{ snapshot: string; changed: boolean }>;

type Entry = {
  /** The database's snapshot taken before the answer was read: it saw every change before it. */
  snapshot: string;
  /** The owner's count of changes heard of when the snapshot was taken. */
  heard: number;
  /** When the database last said nothing changed since the snapshot. */
  checkedAt: number;
  text: string;
  /** The text's length in bytes, as sent. */
  length: string;
  /** The text compressed, once for each encoding asked for. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  expiresAt: number;
};

type Limits = { maxEntries: number; maxBytes: number; largestAnswer: number; maxOwnersHeardOf: number };
const LIMITS: Limits = {
  maxEntries: 2000,
  maxBytes: 32 * 1024 * 1024,
  largestAnswer: 256 * 1024,
  maxOwnersHeardOf: 100_000,
};

/**
 * The JSON answers of the reads every signed-in page starts with (Home, the calls inbox), kept in
 * this server's memory already serialised and compressed, for as long as the owner's data does
 * not change. Three things say that it changed:
 *
 * - the database tells every server, at the commit of each transaction that changed an owner's
 *   data, whose data it was (`heard`);
 * - a write the owner makes through this server forgets the owner's answers as it ends, so the
 *   owner's next read here shows it whenever the database's word arrives;
 * - at least once every `checkedEveryMs` a kept answer is checked against the database itself: did
 *   a committed transaction its snapshot did not see change the owner's data? That holds even when
 *   the word was lost (a dropped listening connection), so a change is never hidden for longer.
 *
 * A kept answer lives at most `keptAtMostMs`, or until the time its route holds it to.
 */
export function ownerAnswers({
  changesSince,
  keptAtMostMs,
  checkedEveryMs,
  clock = Date.now,
  limits = LIMITS,
}: {
  changesSince: ChangesSince;
  keptAtMostMs: number;
  checkedEveryMs: number;
  clock?: () => number;
  limits?: Limits;
}) {
  // Oldest first: a Map keeps insertion order, and a kept answer that is used is moved to the end.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** How many changes to each owner's data this server has heard of. */
  const heardOf = new Map<string, number>();

  const sizeOf = (entry: Entry) =>
    entry.text.length + Object.values(entry.encoded).reduce((sum, encoded) => sum + encoded.byteLength, 0);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  /** Drops the answers used longest ago until what is kept fits. */
  const fit = () => {
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      drop(oldest);
    }
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    fit();
  };
  const heard = (userId: string) => heardOf.get(userId) ?? 0;

  /** This owner's data changed: no answer read before now is theirs any more. */
  const changed = (userId: string) => {
    if (heardOf.size >= limits.maxOwnersHeardOf && !heardOf.has(userId)) {
      // Forgetting whom it heard of would make old answers look current again: forget them too.
      heardOf.clear();
      entries.clear();
      bytes = 0;
    }
    heardOf.set(userId, heard(userId) + 1);
  };

  const answerKept = async (c: Context, key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Content-Length': entry.length };
    if (entry.text.length < COMPRESS_JSON_FROM) return c.body(entry.text, 200, headers);
    headers.Vary = 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.body(entry.text, 200, headers);
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = new Uint8Array(await compressBody(encoding, entry.text));
      // Another request may have kept it meanwhile, or the answer may have been dropped.
      if (!entry.encoded[encoding] && entries.get(key) === entry) {
        entry.encoded[encoding] = encoded;
        bytes += encoded.byteLength;
        fit();
      }
    }
    headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(encoded.byteLength);
    return c.body(encoded, 200, headers);
  };

  type Env = { Variables: KeptAnswerVariables & { user: { id: string } } };

  /** Answers a GET from what is kept while it holds, and keeps a new answer when it must be read. */
  const serve = createMiddleware<Env>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const userId = c.var.user.id;
    const query = c.req.url.indexOf('?');
    const key = `${userId} ${c.req.path}${query < 0 ? '' : c.req.url.slice(query)}`;
    const heardNow = heard(userId);
    let entry = entries.get(key);
    if (entry && (entry.expiresAt <= clock() || entry.heard !== heardNow)) {
      drop(key);
      entry = undefined;
    }
    const asked = clock();
    if (entry && asked - entry.checkedAt < checkedEveryMs) return answerKept(c, key, entry);
    const { snapshot, changed: changedSince } = await changesSince(userId, entry?.snapshot ?? null);
    if (entry && !changedSince && heard(userId) === heardNow) {
      entry.checkedAt = asked;
      return answerKept(c, key, entry);
    }
    drop(key);
    await next();
    const text = c.res.status === 200 ? jsonTextOf(c.res) : undefined;
    if (text === undefined || text.length > limits.largestAnswer) return;
    const now = clock();
    const expiresAt = Math.min(now + keptAtMostMs, c.var.answerHoldsUntil?.getTime() ?? Infinity);
    if (expiresAt <= now) return;
    keep(key, {
      snapshot,
      heard: heardNow,
      checkedAt: asked,
      text,
      length: String(Buffer.byteLength(text)),
      encoded: {},
      expiresAt,
    });
  });

  /** After any other request of the owner's (a write), forgets what was kept of theirs here. */
  const forgetAfterWrites = createMiddleware<Env>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    try {
      await next();
    } finally {
      changed(c.var.user.id);
    }
  });

  return { serve, forgetAfterWrites, changed };
}
