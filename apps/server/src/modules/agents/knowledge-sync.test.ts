import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { createVapiVoicePlatform } from '../../providers/voice/vapi.ts';
import type { VoicePlatform } from '../../providers/voice/voice.ts';
import { VAPI_SANDBOX_MOUNT } from '@portal/sandbox/vapi/vapi-emulator';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { syncAgent, type SyncDeps } from './agent-sync.service.ts';
import { findAgent, updateAgent, type AgentRow } from './agents.repo.ts';
import { websitePage } from './compile/testing.ts';

// Pushes through the Vapi client to the emulator the test server mounts, so files, tools and the
// assistant are checked against Vapi's schemas on the way.

let t: TestApp;
let user: SignedInUser;
let voice: VoicePlatform;
let deps: SyncDeps;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  user = await signedInUser(t, 'knowledge');
  voice = createVapiVoicePlatform({ apiKey: 'sk-sandbox', baseUrl: `${t.baseUrl}${VAPI_SANDBOX_MOUNT}` });
  deps = {
    db: t.db,
    voice,
    logger: createLogger('silent'),
    webhookUrl: `${t.baseUrl}/api/webhooks/vapi`,
    webhookSecret: 's',
  };
});
afterAll(() => t.close());

/** What the emulator holds at `path`, or null when it answers 404. */
async function onPlatform(path: string) {
  const response = await fetch(`${t.baseUrl}${VAPI_SANDBOX_MOUNT}${path}`, {
    headers: { authorization: 'Bearer sk-sandbox' },
  });
  return response.status === 404 ? null : ((await response.json()) as Record<string, unknown>);
}

const toolFileIds = async (row: AgentRow) => {
  const tool = (await onPlatform(`/tool/${row.vapiKnowledgeToolId}`)) as { knowledgeBases: { fileIds: string[] }[] };
  return tool.knowledgeBases[0]!.fileIds;
};

async function newAgent(name: string) {
  const created = await user.json('/api/agents', 'POST', { agentName: name });
  return ((await created.json()) as { agent: { id: string } }).agent.id;
}

async function pushWith(id: string, websiteInfo: unknown) {
  await updateAgent(t.db, user.id, id, { websiteInfo });
  const result = await syncAgent(deps, (await findAgent(t.db, user.id, id))!, { queueRetry: false });
  expect(result.error).toBeNull();
  return result.row;
}

const overflowing = (last: string) => [
  websitePage('filler', 8000),
  websitePage('big', 4500),
  websitePage('last', last),
];

describe('pushing an agent whose website knowledge passes the prompt budget', () => {
  it('uploads the overflow as a file, makes a query tool over it and attaches the tool to the assistant', async () => {
    const row = await pushWith(await newAgent('Overflow'), overflowing('Parking is free.'));
    expect(row).toMatchObject({ vapiKnowledgeFileId: expect.any(String), vapiKnowledgeToolId: expect.any(String) });
    const assistant = await voice.getAssistant(row.vapiAgentId!);
    expect(assistant?.model.toolIds).toEqual([row.vapiKnowledgeToolId]);
    expect(await onPlatform(`/tool/${row.vapiKnowledgeToolId}`)).toMatchObject({
      type: 'query',
      knowledgeBases: [{ provider: 'google', name: 'website', fileIds: [row.vapiKnowledgeFileId] }],
    });
    expect(await onPlatform(`/file/${row.vapiKnowledgeFileId}`)).toMatchObject({ mimetype: 'text/markdown' });
  });

  it('replaces the file and tool when the knowledge changes, deleting the old ones, and keeps them when it does not', async () => {
    const id = await newAgent('Replaced');
    const first = await pushWith(id, overflowing('Parking is free.'));
    const second = await pushWith(id, overflowing('Parking is free after 5 pm.'));
    expect(second.vapiKnowledgeToolId).not.toBe(first.vapiKnowledgeToolId);
    expect(await toolFileIds(second)).toEqual([second.vapiKnowledgeFileId]);
    expect((await voice.getAssistant(second.vapiAgentId!))?.model.toolIds).toEqual([second.vapiKnowledgeToolId]);
    expect(await onPlatform(`/tool/${first.vapiKnowledgeToolId}`)).toBeNull();
    expect(await onPlatform(`/file/${first.vapiKnowledgeFileId}`)).toBeNull();

    // Another edit leaves the knowledge as it was: nothing is uploaded again.
    await updateAgent(t.db, user.id, id, { greeting: 'Hello there!' });
    const third = (await syncAgent(deps, (await findAgent(t.db, user.id, id))!, { queueRetry: false })).row;
    expect([third.vapiKnowledgeFileId, third.vapiKnowledgeToolId]).toEqual([
      second.vapiKnowledgeFileId,
      second.vapiKnowledgeToolId,
    ]);
    expect((await voice.getAssistant(third.vapiAgentId!))?.model.toolIds).toEqual([second.vapiKnowledgeToolId]);
  });

  it('removes the file and tool once everything fits the prompt again, and detaches the tool', async () => {
    const id = await newAgent('Shrunk');
    const before = await pushWith(id, overflowing('Parking is free.'));
    const after = await pushWith(id, [websitePage('short', 'We accept most PPO insurance.')]);
    expect([after.vapiKnowledgeFileId, after.vapiKnowledgeToolId, after.vapiKnowledgeDigest]).toEqual([
      null,
      null,
      null,
    ]);
    expect((await voice.getAssistant(after.vapiAgentId!))?.model.toolIds).toBeUndefined();
    expect(await onPlatform(`/tool/${before.vapiKnowledgeToolId}`)).toBeNull();
    expect(await onPlatform(`/file/${before.vapiKnowledgeFileId}`)).toBeNull();
  });

  it('makes no file and no tool for knowledge that fits', async () => {
    const uploads: string[] = [];
    const counting = {
      ...voice,
      uploadKnowledgeFile: async () => void uploads.push('file'),
    } as unknown as VoicePlatform;
    const id = await newAgent('Small');
    await updateAgent(t.db, user.id, id, { websiteInfo: [websitePage('short', 'We accept most PPO insurance.')] });
    const { row, error } = await syncAgent({ ...deps, voice: counting }, (await findAgent(t.db, user.id, id))!);
    expect([error, uploads, row.vapiKnowledgeToolId]).toEqual([null, [], null]);
  });

  it('leaves nothing behind when the assistant push fails, so the next push starts clean', async () => {
    const id = await newAgent('Failing');
    const refusing = {
      ...voice,
      updateAssistant: async () => Promise.reject(new Error('down')),
      createAssistant: async () => Promise.reject(new Error('down')),
    } as VoicePlatform;
    await updateAgent(t.db, user.id, id, { websiteInfo: overflowing('Parking is free.') });
    const toolsBefore = ((await onPlatform('/tool')) as unknown as unknown[]).length;
    const { row, error } = await syncAgent({ ...deps, voice: refusing }, (await findAgent(t.db, user.id, id))!, {
      queueRetry: false,
    });
    expect(error).not.toBeNull();
    expect(row.vapiKnowledgeToolId).toBeNull();
    expect(((await onPlatform('/tool')) as unknown as unknown[]).length).toBe(toolsBefore);
  });
});
