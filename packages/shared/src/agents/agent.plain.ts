// Plain values and helpers about agents, free of zod: the agents list and other light pages
// import them without pulling the schema library into their JavaScript.

export const MAX_AGENTS = 6;
export const UNNAMED_AGENT = 'Unnamed Agent';
/** Another owner's agent reads as not found, never as forbidden. */
export const AGENT_NOT_FOUND = 'Agent not found or access denied.';

/** Urgent info-to-collect may arrive as a JSON string; anything that is not a list becomes empty. */
export function readInfoList(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** Agent avatars accept more formats than profile photos. */
export const AGENT_AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;
export const AGENT_AVATAR_INVALID_TYPE = 'Invalid file type (PNG, JPG, GIF or WEBP only).';
export const AGENT_AVATAR_NOTE = 'PNG, JPG, GIF, WEBP up to 2MB';

/**
 * A list the owner typed one per line or separated by commas ("a, b, and c."): one item each,
 * without the joining "and" or the closing full stop. An aside in brackets is an instruction for
 * the model, not part of the item.
 */
export function readTypedList(value: string | null | undefined): string[] {
  if (!value || value.trim() === '') return [];
  return value
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\n|,|;/)
    .map((item) =>
      item
        .trim()
        .replace(/^(and|or)\s+/i, '')
        .replace(/\.$/, ''),
    )
    .filter(Boolean);
}

/**
 * A plain object (not a list) with no key but `keys`, as a strict schema object wants it: the
 * readers of stored JSON below and beside this file check what the schemas check, without zod.
 */
export function hasOnlyKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => keys.includes(key))
  );
}

/** One analysed page of website_info. */
export type WebsiteEntry = { url: string; processed_title: string; user_category: string; summary: string };
/** website_info: free text, or a list of analysed pages. */
export type WebsiteInfo = string | WebsiteEntry[] | null;

/** The lengths website_info may have: each field of a page, the free text and the number of pages. */
export const WEBSITE_LIMITS = {
  url: 2048,
  processed_title: 300,
  user_category: 40,
  summary: 8000,
  text: 40_000,
  pages: 50,
} as const;

const WEBSITE_ENTRY_KEYS = ['url', 'processed_title', 'user_category', 'summary'] as const;

/** A copy of one analysed page as websiteEntrySchema accepts it, or null. */
export function readWebsiteEntry(value: unknown): WebsiteEntry | null {
  if (!hasOnlyKeys(value, WEBSITE_ENTRY_KEYS)) return null;
  const entry: Partial<WebsiteEntry> = {};
  for (const key of WEBSITE_ENTRY_KEYS) {
    const field = value[key];
    if (typeof field !== 'string' || field.length > WEBSITE_LIMITS[key]) return null;
    entry[key] = field;
  }
  return entry as WebsiteEntry;
}

/** Stored website_info as websiteInfoSchema accepts it; null when there is none or it does not read. */
export function readWebsiteInfo(value: unknown): WebsiteInfo {
  if (typeof value === 'string') return value.length > WEBSITE_LIMITS.text ? null : value;
  if (!Array.isArray(value) || value.length > WEBSITE_LIMITS.pages) return null;
  const entries = value.map(readWebsiteEntry);
  return entries.every((entry) => entry !== null) ? entries : null;
}

/**
 * A short id for an entry of an agent's list (a transfer destination `d…`, a closed date `c…`),
 * made in the browser as the entry is added and unique among the ids the list already holds.
 */
export function newListId(prefix: string, taken: readonly string[]): string {
  for (;;) {
    const id = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.includes(id)) return id;
  }
}
