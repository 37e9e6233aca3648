import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { voiceSamples } from '../../db/schema/index.ts';

export type StoredSample = { contentType: string; approximate: boolean; audio: Uint8Array<ArrayBuffer> };

export async function findSample(db: Queryable, key: string): Promise<StoredSample | undefined> {
  const [row] = await db
    .select({ contentType: voiceSamples.contentType, approximate: voiceSamples.approximate, audio: voiceSamples.audio })
    .from(voiceSamples)
    .where(eq(voiceSamples.key, key));
  return row;
}

/** Stores a sample; one another server stored first under the same key is kept (it says the same). */
export async function storeSample(db: Queryable, key: string, sample: StoredSample) {
  await db
    .insert(voiceSamples)
    .values({ key, ...sample })
    .onConflictDoNothing({ target: voiceSamples.key });
}

/** Samples of greetings since edited are never asked for again: old samples go, and are remade if needed. */
export async function deleteSamplesBefore(db: Queryable, before: Date) {
  await db.delete(voiceSamples).where(lt(voiceSamples.createdAt, before));
}
