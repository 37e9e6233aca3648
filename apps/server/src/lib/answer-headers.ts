import type { Context } from 'hono';

/**
 * Sets a header on the answer as it is. Hono's `c.header()` after the handler rebuilds the answer
 * around a stream of its body, which costs more than the header; an answer whose headers cannot
 * change (one fetched from elsewhere) is still rebuilt that way.
 */
export function setAnswerHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Replaces the answer whole: assigning over the current one would rebuild it around a stream of its body. */
export function replaceAnswer(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}
