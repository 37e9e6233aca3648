import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import type { AssistantSpec, VoicePlatform } from '../../providers/voice/voice.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { syncAgent } from './agent-sync.ts';
import { findAgent, updateAgent } from './agents.repo.ts';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  user = await signedInUser(t, 'versions');
});
afterAll(() => t.close());

/** A voice platform that keeps what it was sent, and holds the first update until told. */
function slowFirstUpdate() {
  const received: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let updates = 0;
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const voice = {
    async updateAssistant(id: string, spec: AssistantSpec) {
      updates += 1;
      if (updates === 1) {
        started();
        await held;
      }
      received.push(spec.firstMessage ?? '');
      return { id };
    },
  } as unknown as VoicePlatform;
  return { voice, received, release, firstStarted };
}

describe('syncAgent', () => {
  it('never leaves the voice platform with an older version than a slower push carried', async () => {
    const created = (await (await user.json('/api/agents', 'POST', { agentName: 'Versions' })).json()) as {
      agent: { id: string };
    };
    const id = created.agent.id;
    await updateAgent(t.db, user.id, id, { greeting: 'Older greeting' });
    const platform = slowFirstUpdate();
    const deps = {
      db: t.db,
      voice: platform.voice,
      logger: createLogger('silent'),
      webhookUrl: 'http://x',
      webhookSecret: 's',
    };

    const slow = syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    await platform.firstStarted;
    await updateAgent(t.db, user.id, id, { greeting: 'Newer greeting' });
    await syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    // The older push arrives last of the two...
    platform.release();
    const result = await slow;
    // ...and is followed by the newest version again.
    expect(platform.received).toEqual(['Newer greeting', 'Older greeting', 'Newer greeting']);
    const row = await findAgent(t.db, user.id, id);
    expect([row?.syncedVersion, result.error]).toEqual([row?.version, null]);
  });
});
