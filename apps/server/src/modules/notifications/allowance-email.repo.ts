import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** Where the allowance e-mail goes, and the zone the owner chose for their own dates (if any). */
export async function allowanceRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, timezone: profiles.timezone })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}
