import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '@portal/shared/agents/privacy.plain';
import { createLogger } from '../../lib/logger.ts';
import { VoicePlatformError, type AssistantSpec, type VoicePlatform } from '../../providers/voice/voice.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { agentJobs } from './agents.jobs.ts';
import { syncAgent } from './agent-sync.service.ts';
import { claimPush, findAgent, recordSync, updateAgent } from './agents.repo.ts';

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
      // The greeting each push carried, after the recording notice every agent says by default.
      received.push((spec.firstMessage ?? '').replace(`${DEFAULT_PRIVACY_SETTINGS.noticeText} `, ''));
      return { id };
    },
  } as unknown as VoicePlatform;
  return { voice, received, release, firstStarted };
}

describe('syncAgent', () => {
  const newAgent = async (name: string) =>
    ((await (await user.json('/api/agents', 'POST', { agentName: name })).json()) as { agent: { id: string } }).agent
      .id;

  it('pushes one version at a time: a sync during a push leaves its edit to that push, which carries it next', async () => {
    const id = await newAgent('Versions');
    await updateAgent(t.db, user.id, id, { greeting: 'Older greeting' });
    const platform = slowFirstUpdate();
    const queued: string[] = [];
    const deps = {
      db: t.db,
      voice: platform.voice,
      logger: createLogger('silent'),
      webhookUrl: 'http://x',
      webhookSecret: 's',
      jobs: { send: async (_name: string, data: object) => void queued.push((data as { agentId: string }).agentId) },
    };

    const slow = syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    await platform.firstStarted;
    await updateAgent(t.db, user.id, id, { greeting: 'Newer greeting' });
    const during = await syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    // Nothing is sent beside the push in flight (it could land after this one and undo it)...
    expect([during.deferred, during.error, platform.received]).toEqual([true, null, []]);
    // ...and a retry is queued in case the server holding that push dies before it lands.
    expect(queued).toEqual([id]);
    platform.release();
    const result = await slow;
    expect(platform.received).toEqual(['Older greeting', 'Newer greeting']);
    const row = await findAgent(t.db, user.id, id);
    expect([row?.syncedVersion, row?.pushLeaseUntil, result.error]).toEqual([row?.version, null, null]);
  });

  /** An agent with a saved greeting, and a platform that takes every push at once. */
  const agentSaved = async (name: string, greeting: string) => {
    const id = await newAgent(name);
    await updateAgent(t.db, user.id, id, { greeting });
    const platform = slowFirstUpdate();
    platform.release();
    const deps = {
      db: t.db,
      voice: platform.voice,
      logger: createLogger('silent'),
      webhookUrl: 'x',
      webhookSecret: 's',
    };
    return { id, platform, deps };
  };

  it('pushes again once the lease of a push whose server died has run out', async () => {
    const { id, platform, deps } = await agentSaved('Orphaned lease', 'Saved before the crash');
    // A server took the lease and was killed: while it holds, nothing is pushed...
    await claimPush(t.db, user.id, id, 30);
    expect((await syncAgent(deps, (await findAgent(t.db, user.id, id))!)).deferred).toBe(true);
    expect(platform.received).toEqual([]);
    // ...once it has run out, the next sync (the queued retry) pushes the saved version.
    await claimPush(t.db, user.id, id, -1, true);
    const result = await syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    expect([result.deferred, result.error, platform.received]).toEqual([undefined, null, ['Saved before the crash']]);
  });

  it('the retry job leaves an agent whose lease is held to its next try, and pushes once it ran out', async () => {
    const { id, platform, deps } = await agentSaved('Retry waits', 'Saved while another push held it');
    const [pushAgain] = agentJobs(deps);
    await claimPush(t.db, user.id, id, 30);
    await expect(pushAgain!.handler({ userId: user.id, agentId: id })).rejects.toThrow('trying again later');
    expect(platform.received).toEqual([]);
    await claimPush(t.db, user.id, id, -1, true);
    await pushAgain!.handler({ userId: user.id, agentId: id });
    expect(platform.received).toEqual(['Saved while another push held it']);
  });

  const timedOutVoice = (options: { lookupFailsFirst: boolean }) => {
    const made: { id: string; metadata: Record<string, unknown> }[] = [];
    const updated: string[] = [];
    const searchedSince: Date[] = [];
    let lookups = 0;
    const voice = {
      async createAssistant(spec: AssistantSpec) {
        made.push({ id: `assistant-${made.length + 1}`, metadata: spec.metadata });
        // The platform made it, but the answer never arrived.
        if (made.length === 1) throw new VoicePlatformError('Vapi POST /assistant: timed out', 0);
        return { id: made.at(-1)!.id };
      },
      async findAgentAssistant(agentId: string, createdSince: Date) {
        lookups += 1;
        searchedSince.push(createdSince);
        if (options.lookupFailsFirst && lookups === 1) throw new VoicePlatformError('Vapi GET /assistant: 503', 503);
        return made.find((assistant) => assistant.metadata.agentId === agentId) ?? null;
      },
      async updateAssistant(assistantId: string) {
        updated.push(assistantId);
        return { id: assistantId };
      },
    } as unknown as VoicePlatform;
    return { voice, made, updated, searchedSince };
  };

  const agentWithoutAssistant = async (name: string) => {
    const created = (await (await user.json('/api/agents', 'POST', { agentName: name })).json()) as {
      agent: { id: string };
    };
    await recordSync(t.db, user.id, created.agent.id, { vapiAgentId: null, syncError: null });
    return created.agent.id;
  };

  it('adopts the assistant a timed-out create made instead of making a second one', async () => {
    const id = await agentWithoutAssistant('Timed Out');
    const { voice, made, updated, searchedSince } = timedOutVoice({ lookupFailsFirst: false });
    const deps = { db: t.db, voice, logger: createLogger('silent'), webhookUrl: 'http://x', webhookSecret: 's' };
    const row = (await findAgent(t.db, user.id, id))!;
    const result = await syncAgent(deps, row);
    expect([result.error, result.row.vapiAgentId]).toEqual([null, 'assistant-1']);
    expect([made.length, updated]).toEqual([1, ['assistant-1']]);
    // Only assistants made since the agent (less an hour for clock differences) are searched.
    expect(searchedSince[0]!.getTime()).toBe(row.createdAt.getTime() - 3_600_000);
  });

  it('finds it on the next sync when the search after the timeout failed too', async () => {
    const id = await agentWithoutAssistant('Timed Out Twice');
    const { voice, made, updated } = timedOutVoice({ lookupFailsFirst: true });
    const deps = { db: t.db, voice, logger: createLogger('silent'), webhookUrl: 'http://x', webhookSecret: 's' };
    const failed = await syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    expect(failed.error).not.toBeNull();
    const retried = await syncAgent(deps, (await findAgent(t.db, user.id, id))!);
    expect([retried.error, retried.row.vapiAgentId]).toEqual([null, 'assistant-1']);
    expect([made.length, updated]).toEqual([1, ['assistant-1']]);
  });

  it('is caught up by the sweep when an edit was saved but its push never ran', async () => {
    const created = (await (await user.json('/api/agents', 'POST', { agentName: 'Interrupted' })).json()) as {
      agent: { id: string; vapiAgentId: string };
    };
    // The server stopped between the save and its push: the row is newer than the platform's copy.
    await updateAgent(t.db, user.id, created.agent.id, { greeting: 'Saved before the crash' });
    const { createProviders } = await import('../../providers/create-providers.ts');
    const { retryFailedSyncs } = await import('./sync-retry.service.ts');
    const { voice } = createProviders(t.config);
    const deps = { db: t.db, voice, logger: createLogger('silent'), webhookUrl: 'http://x', webhookSecret: 's' };
    await retryFailedSyncs(deps);
    const assistant = (await (
      await fetch(`${t.baseUrl}/sandbox/vapi/assistant/${created.agent.vapiAgentId}`, {
        headers: { authorization: 'Bearer t' },
      })
    ).json()) as { firstMessage: string };
    expect(assistant.firstMessage).toBe(`${DEFAULT_PRIVACY_SETTINGS.noticeText} Saved before the crash`);
    const row = await findAgent(t.db, user.id, created.agent.id);
    expect(row?.syncedVersion).toBe(row?.version);
  });
});
