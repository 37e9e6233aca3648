import { VOICE_SAMPLE_LIMITS, VOICE_SAMPLE_MESSAGES } from '@portal/shared/agents/voice-samples';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeEspeakPool } from '../../providers/voice-samples/espeak-pool.ts';
import { medianPitchHz } from '../../providers/voice-samples/testing.ts';
import { VoiceSampleError, type VoiceSampler } from '../../providers/voice-samples/voice-samples.ts';
import { wavSeconds } from '../../providers/voice-samples/wav.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Voice samples through the API, made by the sandbox's offline synthesiser. The sampler is the
// app's own, watched: what it was asked to speak, and how often.

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
/** The owner's agent, for the samples that do not depend on it (an owner has six at most). */
let agentId: string;
const spoken: { voice: string; text: string }[] = [];
let failing = false;

const watched = (sampler: VoiceSampler): VoiceSampler => ({
  sourceOf: (voice) => sampler.sourceOf(voice),
  async speak(voice, text) {
    spoken.push({ voice: voice.dataId, text });
    if (failing) throw new VoiceSampleError('failed', 'the synthesiser crashed');
    return sampler.speak(voice, text);
  },
});

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    providers: (providers) => ({ ...providers, samples: watched(providers.samples) }),
  });
  owner = await signedInUser(t, 'samples');
  stranger = await signedInUser(t, 'stranger');
  agentId = await newAgent(owner);
});
afterAll(async () => {
  await t.close();
  await closeEspeakPool();
});
beforeEach(() => {
  spoken.length = 0;
  failing = false;
});

async function newAgent(user: SignedInUser, agentName = 'Sam') {
  const response = await user.json('/api/agents', 'POST', { agentName });
  return (await readJson<{ agent: { id: string } }>(response)).agent.id;
}
const sample = (user: SignedInUser, agentId: string, voice: string, headers: Record<string, string> = {}) =>
  user.request(`/api/agents/${agentId}/voice-samples/${voice}`, { headers });
const greeting = (user: SignedInUser, agentId: string, voice: string) =>
  user.request(`/api/agents/${agentId}/voice-samples/${voice}/greeting`);
const audioOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const messageOf = async (response: Response) => (await readJson<ErrorJson>(response)).error.message;

describe('GET /api/agents/{id}/voice-samples/{voice}', () => {
  it('needs a session', async () => {
    expect((await t.request(`/api/agents/${agentId}/voice-samples/luna`)).status).toBe(401);
  });

  it('answers a few seconds of WAV audio of the voice introducing itself, marked as an approximation', async () => {
    const response = await sample(owner, agentId, 'luna');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('x-voice-sample')).toBe('approximation');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const audio = await audioOf(response);
    expect(new TextDecoder().decode(audio.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(audio.subarray(8, 12))).toBe('WAVE');
    expect(wavSeconds(audio)).toBeGreaterThan(1);
    expect(spoken).toEqual([{ voice: 'luna', text: "Hello, I'm Luna. Thanks for calling! How can I help you today?" }]);
  });

  it('gives different voices different audio: a deep voice is lower than a cheerful one', async () => {
    const deep = await sample(owner, agentId, 'merlin');
    const cheerful = await sample(owner, agentId, 'mimi');
    expect(deep.headers.get('etag')).not.toBe(cheerful.headers.get('etag'));
    expect(medianPitchHz(await audioOf(cheerful))).toBeGreaterThan(medianPitchHz(await audioOf(deep)) * 1.4);
  });

  it('serves a sample made before without making it again, and a copy the browser holds with 304', async () => {
    const first = await sample(owner, agentId, 'olly');
    const firstAudio = await audioOf(first);
    // Another owner hears the same introduction: it was made once for everyone.
    const again = await sample(stranger, await newAgent(stranger), 'olly');
    expect(again.status).toBe(200);
    expect(await audioOf(again)).toEqual(firstAudio);
    expect(spoken.filter((entry) => entry.voice === 'olly')).toHaveLength(1);

    const revalidated = await sample(owner, agentId, 'olly', { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(spoken).toHaveLength(1);
  });

  it("answers 404 for another owner's agent, and says which voices exist", async () => {
    const othersAgent = await newAgent(stranger);
    const foreign = await sample(owner, othersAgent, 'luna');
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('Agent not found or access denied.');
    const unknown = await sample(owner, agentId, 'alloy');
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe("voice: Choose one of the portal's voices.");
    expect(spoken).toEqual([]);
  });

  it('says the sample could not be made when synthesis fails, and makes it on the next try', async () => {
    failing = true;
    const failed = await sample(owner, agentId, 'harley');
    expect(failed.status).toBe(502);
    expect(await messageOf(failed)).toBe(VOICE_SAMPLE_MESSAGES.failed('Harley'));
    failing = false;
    expect((await sample(owner, agentId, 'harley')).status).toBe(200);
  });

  it('refuses a deleted agent', async () => {
    const deletedId = await newAgent(owner);
    expect((await owner.request(`/api/agents/${deletedId}/soft-delete`, { method: 'POST' })).status).toBe(200);
    const response = await sample(owner, deletedId, 'luna');
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(VOICE_SAMPLE_MESSAGES.deleted);
  });

  it(`allows ${VOICE_SAMPLE_LIMITS.perMinute} samples a minute per owner`, async () => {
    const busy = await signedInUser(t, 'busy');
    const busyAgentId = await newAgent(busy);
    for (let i = 0; i < VOICE_SAMPLE_LIMITS.perMinute; i += 1) {
      expect((await sample(busy, busyAgentId, 'regina')).status).toBe(200);
    }
    const refused = await sample(busy, busyAgentId, 'regina');
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toMatch(/^Too many voice samples in the last minute\. Please wait \d+ seconds/);
  });
});

describe('GET /api/agents/{id}/voice-samples/{voice}/greeting', () => {
  it("speaks the agent's own greeting, and speaks it anew once it is edited", async () => {
    const greeterId = await newAgent(owner, 'Sam');
    const save = (text: string) =>
      owner.json(`/api/agents/${greeterId}/sections/greeting`, 'PATCH', { greeting: text });
    expect((await save('Thanks for calling Bright Smile Dental, this is Sam.')).status).toBe(200);
    const first = await greeting(owner, greeterId, 'serena');
    expect(first.status).toBe(200);
    expect(wavSeconds(await audioOf(first))).toBeGreaterThan(1);
    expect((await save('Bright Smile Dental, good morning!')).status).toBe(200);
    const edited = await greeting(owner, greeterId, 'serena');
    expect(edited.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(spoken).toEqual([
      { voice: 'serena', text: 'Thanks for calling Bright Smile Dental, this is Sam.' },
      { voice: 'serena', text: 'Bright Smile Dental, good morning!' },
    ]);
  });

  it('speaks the general greeting the agent answers with once the card is switched off', async () => {
    const frontDeskId = await newAgent(owner, 'Front Desk');
    const emptied = await owner.json(`/api/agents/${frontDeskId}/sections/greeting`, 'PATCH', { greeting: null });
    expect(emptied.status).toBe(200);
    expect((await greeting(owner, frontDeskId, 'daniel')).status).toBe(200);
    expect(spoken).toEqual([
      { voice: 'daniel', text: 'Hello, thank you for calling! This is Front Desk. How can I help you today?' },
    ]);
  });
});
