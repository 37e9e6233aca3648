import { AGENT_AVATAR_INVALID_TYPE } from '@portal/shared/agents/agent';
import { processImage } from '../../lib/images.ts';
import type { Logger } from '../../lib/logger.ts';
import { keyFromPublicUrl, type Storage } from '../../providers/storage/storage.ts';
import { syncAgent } from './agent-sync.service.ts';
import { requireAgent, type AgentsDeps } from './agent-access.service.ts';
import { toAgent, updateAgent, type AgentRow } from './agents.repo.ts';

type AvatarDeps = AgentsDeps;

const avatarKey = (row: Pick<AgentRow, 'userId' | 'id'>, extension: string) =>
  `${row.userId}/${row.id}/avatar.${extension}`;

/** Checked by content, re-encoded, stored at {userId}/{agentId}/avatar.{ext}; the URL busts caches. */
export async function uploadAgentAvatar(deps: AvatarDeps, userId: string, id: string, bytes: Uint8Array, log: Logger) {
  const row = await requireAgent(deps, userId, id);
  const image = await processImage(
    bytes,
    { allowed: ['png', 'jpeg', 'gif', 'webp'], invalidTypeMessage: AGENT_AVATAR_INVALID_TYPE },
    userId,
  );
  const key = avatarKey(row, image.extension);
  await deps.storage.put(key, image.bytes, image.contentType);
  const previous = keyFromPublicUrl(row.imageUrl);
  let updated: AgentRow | undefined;
  try {
    updated = await updateAgent(deps.db, userId, id, { imageUrl: `${deps.storage.publicUrl(key)}?v=${Date.now()}` });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous && previous !== key)
    await deps.storage
      .delete(previous)
      .catch((error: unknown) => log.warn({ err: error }, 'old agent avatar not removed'));
  const synced = await syncAgent(deps, updated!);
  return { agent: toAgent(synced.row) };
}

/** A duplicate gets its own copy of the avatar, so deleting either agent leaves the other intact. */
export async function copyAgentAvatar(deps: AvatarDeps, from: AgentRow, to: AgentRow) {
  const source = keyFromPublicUrl(from.imageUrl);
  if (!source) return to;
  const file = await deps.storage.get(source);
  if (!file) return to;
  const key = avatarKey(to, source.slice(source.lastIndexOf('.') + 1));
  await deps.storage.put(key, file.bytes, file.contentType);
  return (
    (await updateAgent(deps.db, to.userId, to.id, { imageUrl: `${deps.storage.publicUrl(key)}?v=${Date.now()}` })) ?? to
  );
}

export async function deleteAgentAvatar(storage: Storage, row: AgentRow) {
  const key = keyFromPublicUrl(row.imageUrl);
  if (key?.startsWith(`${row.userId}/${row.id}/`)) await storage.delete(key).catch(() => undefined);
}
