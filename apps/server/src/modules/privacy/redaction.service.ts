import type { Database } from '../../db/client.ts';
import { redactsSensitive } from './privacy.repo.ts';
import { redactDeep } from './redaction.pure.ts';

/**
 * What a call's end-of-call report leaves to be stored, with card numbers and social security
 * numbers masked when the owner asked for it (redaction.pure.ts). Done before the row is written,
 * so the search index (made from the summary and transcript) never holds them either.
 */
export async function artifactsToStore<T extends object>(db: Database, userId: string, artifacts: T): Promise<T> {
  return (await redactsSensitive(db, userId)) ? redactDeep(artifacts) : artifacts;
}
