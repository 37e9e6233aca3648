import { eq } from 'drizzle-orm';
import { callRecords } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** What a browser does on the sandbox's Vapi with the public key: start a web call, join it, leave it. */
export async function sandboxVapiPost<T>(t: TestApp, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${t.baseUrl}/sandbox/vapi${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer public-key', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** The stored record of a call, by the voice platform's call id. */
export const callRecordOf = async (t: TestApp, vapiCallId: string) =>
  (await t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, vapiCallId)))[0];
