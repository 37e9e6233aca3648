import {
  AVATAR_MESSAGES,
  type AccountDetail,
  type AccountSummary,
  type Profile,
  type ProfileUpdate,
} from '@portal/shared/account';
import { formatPhone } from '@portal/shared/phone.plain';
import { FREE_PLAN } from '@portal/shared/plans.plain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from '../../lib/images.ts';
import type { Logger } from '../../lib/logger.ts';
import { keyFromPublicUrl, type Storage } from '../../providers/storage/storage.ts';
import { readGoLive } from '../go-live/live-state.service.ts';
import { countPhoneNumbers } from '../phone-numbers/phone-numbers.service.ts';
import { findProfile, saveProfile, type ProfileRow } from './account.repo.ts';
import { ownerName } from './owner-name.pure.ts';

export type AccountDeps = { db: Database; storage: Storage };
export type SessionUser = { id: string; email: string; name?: string | null };

export const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  fullName: row.fullName,
  phoneNumber: row.phoneNumber,
  phoneNumberDisplay: row.phoneNumber ? formatPhone(row.phoneNumber) : null,
  avatarUrl: row.avatarUrl,
  plan: row.plan,
  updatedAt: row.updatedAt.toISOString(),
});

/** A missing profile is not an error: the summary shows the defaults (and the name signed up with). */
export async function accountSummary({ db }: AccountDeps, user: SessionUser): Promise<AccountSummary> {
  const profile = await findProfile(db, user.id);
  return { fullName: ownerName(profile?.fullName, user), email: user.email, plan: profile?.plan || FREE_PLAN };
}

/**
 * The profile must load; the agent list and the phone count may fail on their own: such a part
 * comes back null, is logged, and the page names what is missing.
 */
export async function accountDetail({ db }: AccountDeps, user: SessionUser, log: Logger): Promise<AccountDetail> {
  async function orNull<T>(part: string, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      log.error({ err: error }, `${part} could not be read`);
      return null;
    }
  }
  // One at a time: the embedded database runs one query at a time anyway.
  const profile = await findProfile(db, user.id);
  // Read by the go-live rule, so 'N Active' counts the agents that answer calls (live, or answering
  // while it needs attention): the same state Home and the hub show beside each agent.
  const agents = await orNull('agents', async () => (await readGoLive(db, user.id)).agents);
  const phoneCount = await orNull('phone count', () => countPhoneNumbers(db, user.id));
  return {
    email: user.email,
    profile: profile ? toProfile(profile) : null,
    agents: agents && {
      activeCount: agents.filter(({ status }) => status.state !== 'off').length,
      items: agents.map(({ agent, status }) => ({ id: agent.id, agentName: agent.agentName, state: status.state })),
    },
    phoneNumbers: phoneCount === null ? null : { count: phoneCount },
  };
}

export async function updateProfile({ db }: AccountDeps, userId: string, changes: ProfileUpdate): Promise<Profile> {
  return toProfile(await saveProfile(db, userId, changes));
}

const PROFILE_PHOTO = { allowed: ['png', 'jpeg'], invalidTypeMessage: AVATAR_MESSAGES.invalidType } as const;

/**
 * Checks and re-encodes the photo, stores it at {userId}/avatar.{ext} (the session's id, never
 * a client-supplied one) and points the profile at it with a cache-busting version. If the
 * profile cannot be updated the stored file is removed again.
 */
export async function uploadAvatar({ db, storage }: AccountDeps, userId: string, bytes: Uint8Array, log: Logger) {
  const image = await processImage(bytes, PROFILE_PHOTO, userId);
  const key = `${userId}/avatar.${image.extension}`;
  const previousKey = keyFromPublicUrl((await findProfile(db, userId))?.avatarUrl);
  try {
    await storage.put(key, image.bytes, image.contentType);
  } catch (error) {
    log.error({ err: error, key }, 'avatar upload failed');
    throw new AppError('INTERNAL', 'Upload Error: the photo could not be stored. Please try again.');
  }
  const avatarUrl = `${storage.publicUrl(key)}?v=${Date.now()}`;
  let row: ProfileRow;
  try {
    row = await saveProfile(db, userId, { avatarUrl });
  } catch (error) {
    log.error({ err: error }, 'profile update after avatar upload failed');
    await storage.delete(key).catch((cleanup: unknown) => log.warn({ err: cleanup, key }, 'avatar cleanup failed'));
    throw new AppError('INTERNAL', 'Profile Update Error: the photo could not be saved to your profile.');
  }
  // A photo of the other format (avatar.png after avatar.jpg) would otherwise linger forever.
  if (previousKey && previousKey !== key && previousKey.startsWith(`${userId}/`)) {
    await storage.delete(previousKey).catch((error: unknown) => log.warn({ err: error }, 'old avatar not removed'));
  }
  return { avatarUrl, profile: toProfile(row) };
}
