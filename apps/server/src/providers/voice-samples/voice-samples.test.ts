import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { VOICES } from '@portal/shared/agents/voices.plain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmulator, OPENAI_SANDBOX_MOUNT } from '@portal/sandbox/openai/openai-emulator';
import { createVoiceSampler } from './create-voice-sampler.ts';
import { closeEspeakPool } from './espeak-pool.ts';
import { createOfflineSampler } from './offline-sampler.ts';
import { speakOffline } from './offline-speech.ts';
import { createOpenAiSpeech } from './openai-speech.ts';
import { medianPitchHz } from './testing.ts';
import { VoiceSampleError } from './voice-samples.ts';
import { wavSeconds } from './wav.ts';

// The offline synthesiser, and OpenAI's speech endpoint through the official client against the
// emulator over HTTP: the real endpoint cannot be called here, so its wire format is held by the
// emulator, which checks requests as OpenAI does (docs/vendors.md#openai-speech).

let server: ServerType;
let baseURL: string;

beforeAll(async () => {
  const app = new Hono().route(OPENAI_SANDBOX_MOUNT, createOpenAiEmulator({ speak: speakOffline }).app);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OPENAI_SANDBOX_MOUNT}/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeEspeakPool();
});

const voice = (name: string) => VOICES.find((option) => option.name === name)!;

describe('offline sampler', () => {
  const offline = createOfflineSampler();

  it('speaks a text as WAV audio, marked as an approximation', async () => {
    const sample = await offline.speak(voice('Lara'), 'Thanks for calling Bright Smile Dental.');
    expect(sample.contentType).toBe('audio/wav');
    expect(sample.approximate).toBe(true);
    expect(wavSeconds(sample.audio)).toBeGreaterThan(1);
  });

  it('gives each of the eleven voices its own settings', () => {
    expect(new Set(VOICES.map((option) => offline.sourceOf(option))).size).toBe(VOICES.length);
  });

  it('makes a deep voice sound lower than a cheerful one', async () => {
    const text = 'Hello, how can I help you today?';
    const deep = await offline.speak(voice('Merlin'), text);
    const cheerful = await offline.speak(voice('Mimi'), text);
    expect(medianPitchHz(cheerful.audio)).toBeGreaterThan(medianPitchHz(deep.audio) * 1.4);
  });

  it('speaks markup as text rather than obeying it', async () => {
    const plain = await offline.speak(voice('Olly'), 'Hi there.');
    const withPause = await offline.speak(voice('Olly'), 'Hi <break time="5s"/> there.');
    // A five-second pause would make the second sample about five seconds longer.
    expect(wavSeconds(withPause.audio)!).toBeLessThan(wavSeconds(plain.audio)! + 4);
  });
});

describe('OpenAI speech (against the emulator)', () => {
  it('asks for the voice by its OpenAI name and returns the WAV it answers', async () => {
    const speech = createOpenAiSpeech({ apiKey: 'sk-sandbox', baseURL, approximate: true });
    const sample = await speech.speak(voice('Luna'), 'Good morning, this is Luna.');
    expect(sample.contentType).toBe('audio/wav');
    expect(wavSeconds(sample.audio)).toBeGreaterThan(0.5);
    expect(speech.sourceOf(voice('Luna'))).toContain('marin');
  });

  it('turns a refusal into a failure that names the voice', async () => {
    const speech = createOpenAiSpeech({ apiKey: 'sk-sandbox', baseURL, approximate: true });
    const error = await speech.speak(voice('Luna'), 'x'.repeat(5000)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VoiceSampleError);
    expect((error as VoiceSampleError).message).toMatch(/marin.*maximum length 4096/);
  });
});

describe('choosing the sampler', () => {
  const offline = createOfflineSampler();
  const openai = createOpenAiSpeech({ apiKey: 'sk-sandbox', baseURL, approximate: false });

  it("uses OpenAI's speech for OpenAI voices when it is configured, and the offline one for Vapi's", () => {
    const sampler = createVoiceSampler({ offline, openai });
    expect(sampler.sourceOf(voice('Regina'))).toMatch(/^openai /);
    expect(sampler.sourceOf(voice('Olly'))).toMatch(/^espeak-ng /);
  });

  it('uses the offline one for every voice without OpenAI', () => {
    const sampler = createVoiceSampler({ offline });
    expect(VOICES.every((option) => sampler.sourceOf(option).startsWith('espeak-ng '))).toBe(true);
  });
});
