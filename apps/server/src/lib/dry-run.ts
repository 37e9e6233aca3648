import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Test conversations (scenarios) run the agent's real assistant, tools included, but must not put
 * appointments in the owner's calendar. The assistant they use is sent whole with one extra
 * header on its server and tool servers; the webhook then checks availability for real and books
 * nothing. The header names the agent, because a transient assistant has no id the webhook could
 * look up, and it is signed with the webhook secret so no one else can act as an agent.
 */
export const DRY_RUN_HEADER = 'X-Portal-Dry-Run';

export type DryRunOwner = { userId: string; agentId: string };

const signature = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`dry-run:${payload}`).digest('base64url');

export function signDryRun(owner: DryRunOwner, secret: string): string {
  const payload = Buffer.from(JSON.stringify([owner.userId, owner.agentId])).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The owner a dry-run header names, or null when it is missing, malformed or not signed by us. */
export function readDryRun(value: string | undefined, secret: string): DryRunOwner | null {
  const [payload, given, extra] = (value ?? '').split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const [userId, agentId] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    return typeof userId === 'string' && typeof agentId === 'string' ? { userId, agentId } : null;
  } catch {
    return null;
  }
}
