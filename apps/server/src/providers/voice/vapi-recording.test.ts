import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVapiRecording } from './vapi-recording.ts';
import { VoicePlatformError } from './voice.ts';

/** Vapi's artifact endpoints as its guide describes them: private key in, 302 to a signed address out. */
const vapi = new Hono().get('/call/:id/mono-recording', (c) => {
  if (c.req.header('authorization') !== 'Bearer private-key') return c.json({ message: 'Unauthorized' }, 401);
  const id = c.req.param('id');
  if (id === 'signed') return c.redirect('https://storage.example/rec.mp3?signature=abc&expires=300', 302);
  if (id === 'inline') return c.body(new Uint8Array([73, 68, 51]), 200, { 'content-type': 'audio/mpeg' });
  return c.json({ message: 'Artifact not found.' }, 404);
});

let server: ServerType;
let baseUrl: string;
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: vapi.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('openVapiRecording', () => {
  const open = (id: string, apiKey = 'private-key') => openVapiRecording({ apiKey, baseUrl }, id);

  it('hands on the short-lived address Vapi redirects to, without following it', async () => {
    expect(await open('signed')).toEqual({ redirectTo: 'https://storage.example/rec.mp3?signature=abc&expires=300' });
  });

  it('streams the audio when Vapi answers with it directly', async () => {
    const source = await open('inline');
    expect(source && 'body' in source ? source.contentType : null).toBe('audio/mpeg');
    const bytes = source && 'body' in source ? new Uint8Array(await new Response(source.body).arrayBuffer()) : null;
    expect(Array.from(bytes ?? [])).toEqual([73, 68, 51]);
  });

  it('answers null for a call without a recording and fails with the status for a refused key', async () => {
    expect(await open('none')).toBeNull();
    const refused = await open('signed', 'wrong').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VoicePlatformError);
    expect((refused as VoicePlatformError).status).toBe(401);
  });
});
