import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';

/**
 * The profile row that goes with every account. These run after the sign-up transaction commits,
 * so our own database handle is safe here, and in either order: each one upserts.
 */
export function profileHooks(db: Database) {
  return {
    user: {
      create: {
        after: async (user: { id: string }) => {
          await db.insert(profiles).values({ id: user.id, plan: 'Free' }).onConflictDoNothing();
        },
      },
    },
    account: {
      create: {
        // Google tells us the owner's real name; an e-mail sign-up only has the address, so its
        // profile keeps no name until the owner types one. A name the owner chose is never replaced.
        after: async (account: { userId: string; providerId: string }) => {
          if (account.providerId !== 'google') return;
          const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, account.userId));
          const fullName = user?.name.trim();
          if (!fullName) return;
          await db
            .insert(profiles)
            .values({ id: account.userId, plan: 'Free', fullName })
            .onConflictDoUpdate({
              target: profiles.id,
              set: { fullName: sql`coalesce(nullif(${profiles.fullName}, ''), excluded.full_name)` },
            });
        },
      },
    },
  };
}
