import { eq, sql } from 'drizzle-orm';
import { singleLineError, TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';

/**
 * The sign-up's name as the profile's Full Name: trimmed, and only one the profile form would
 * accept (one line, within its length); anything else leaves the profile without a name.
 */
function fullNameFrom(name: string | undefined) {
  const fullName = name?.trim();
  if (!fullName || singleLineError('Full Name', TEXT_LIMITS.fullName, fullName)) return null;
  return fullName;
}

/** The providers whose sign-up gives the owner's name: Google's account, and the sign-up form. */
const NAMING_PROVIDERS = new Set(['google', 'credential']);

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
        // Google tells us the owner's real name, and the sign-up form asks for it ('Your name'):
        // it becomes the profile's Full Name. A name the owner chose is never replaced.
        after: async (account: { userId: string; providerId: string }) => {
          if (!NAMING_PROVIDERS.has(account.providerId)) return;
          const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, account.userId));
          const fullName = fullNameFrom(user?.name);
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
