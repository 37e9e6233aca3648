import { describe, expect, it } from 'vitest';
import { readDryRun, signDryRun } from './dry-run.ts';

describe('dry-run header', () => {
  const owner = { userId: 'user-1', agentId: 'agent-1' };

  it('names the agent it was signed for', () => {
    expect(readDryRun(signDryRun(owner, 'secret'), 'secret')).toEqual(owner);
  });

  it('is refused when signed with another secret, altered, or missing', () => {
    const token = signDryRun(owner, 'secret');
    expect(readDryRun(token, 'other')).toBeNull();
    const forged = Buffer.from(JSON.stringify(['user-2', 'agent-1'])).toString('base64url');
    expect(readDryRun(`${forged}.${token.split('.')[1]}`, 'secret')).toBeNull();
    expect(readDryRun(undefined, 'secret')).toBeNull();
    expect(readDryRun('a.b.c', 'secret')).toBeNull();
  });
});
