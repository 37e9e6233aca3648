// The API reads of the caller directory that a page can be served with.

/** A page of the owner's callers, the latest caller first, narrowed by a name's words or a number's digits. */
export function callersPath(search?: string | null, cursor?: string | null) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/callers?${text}` : '/callers';
}

/** One caller with their note and appointments; the note's write starts from this path too. */
export const callerPath = (callerId: string) => `/callers/${encodeURIComponent(callerId)}`;
