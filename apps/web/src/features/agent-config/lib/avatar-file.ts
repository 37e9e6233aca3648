import { AGENT_AVATAR_INVALID_TYPE, AGENT_AVATAR_MIME_TYPES } from '@portal/shared/agents/agent.plain';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@portal/shared/account.plain';

/** Checked in the browser before uploading, so a wrong file is refused at once; the server checks the bytes. */
export function agentAvatarError(file: { type: string; size: number }): string | null {
  if (!(AGENT_AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return AGENT_AVATAR_INVALID_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
