// The API read of the owner's API keys that a page can be served with.

/** The owner's API keys, newest first, with the zone their times are shown in. */
export const apiKeysPath = '/api-keys';
