import { boolean, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary data: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both are copied into a plain one. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Voice samples made once and served from here after: a synthesis costs a vendor call or a second
 * of the server's CPU. The key is a hash of what was spoken and how (engine, voice and settings),
 * so the same introduction is shared by every owner, and an edited greeting is a new sample.
 */
export const voiceSamples = pgTable(
  'voice_samples',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    /** Made by a simple synthesiser imitating the voice, not by the voice itself. */
    approximate: boolean('approximate').notNull(),
    audio: bytea('audio').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('voice_samples_created_idx').on(table.createdAt)],
);
