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
