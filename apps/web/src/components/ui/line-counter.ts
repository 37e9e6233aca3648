import { lineLength } from '@portal/shared/text-fields.plain';

/** The counter shows from this share of the limit on: before that it would only be noise. */
const COUNTER_FROM = 0.8;

/** "85 / 100 characters" near the limit, nothing before. */
export const counterText = (length: number, limit: number) =>
  length >= limit * COUNTER_FROM ? `${length} / ${limit} characters` : null;

/** The length the counter shows: as saved, trimmed. */
export const typedLength = (value: unknown) => (typeof value === 'string' ? lineLength(value) : 0);
