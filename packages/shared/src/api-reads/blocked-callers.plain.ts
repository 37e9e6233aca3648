// The API read of the owner's block list that a page can be served with.

/** The numbers whose calls are refused before an agent answers, newest first. */
export const blockedCallersPath = '/blocked-callers';
