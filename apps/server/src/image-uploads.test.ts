import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_BUSY_MESSAGES, IMAGE_DECODE_LIMITS, imageDecodes } from './lib/image-decodes.ts';
import { SHAPE_MESSAGE } from './lib/images.ts';
import { declaredSizePng, solidImage } from './testing/images.ts';
import { readJson, signedInUser, type ErrorJson, type SignedInUser } from './testing/signed-in-user.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
let alice: SignedInUser;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  alice = await signedInUser(t, 'alice');
  const created = await alice.json('/api/agents', 'POST', { agentName: 'Pictured' });
  agentId = (await readJson<{ agent: { id: string } }>(created)).agent.id;
});
afterAll(() => t.close());

function upload(user: SignedInUser, path: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'picture.png', { type: 'image/png' }));
  return user.request(path, { method: 'POST', body: form });
}

const UPLOAD_PATHS = () => ['/api/account/avatar', `/api/agents/${agentId}/avatar`];

/** Holds `count` places of the process's decode queue (each for its own user) until released. */
function holdDecodes(count: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: count }, (_, index) => imageDecodes.run(`holder-${index}`, () => released));
  return { release: async () => (release(), await Promise.all(held)) };
}

describe('image uploads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a PNG of 1 x 25,000,000 pixels by its shape, on every upload route', async () => {
    const strip = await declaredSizePng(1, 25_000_000);
    for (const path of UPLOAD_PATHS()) {
      const response = await upload(alice, path, strip);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: { code: 'BAD_REQUEST', message: SHAPE_MESSAGE } });
    }
  });

  it("refuses a user's second picture with 429 while the first waits its turn, then stores the first", async () => {
    const holders = holdDecodes(IMAGE_DECODE_LIMITS.atOnce);
    const first = upload(alice, '/api/account/avatar', await solidImage('png', 64, 64));
    await vi.waitFor(() => expect(imageDecodes.waiting).toBe(1));
    for (const path of UPLOAD_PATHS()) {
      const second = await upload(alice, path, await solidImage('png', 64, 64));
      expect(second.status, path).toBe(429);
      expect((await readJson<ErrorJson>(second)).error).toEqual({
        code: 'RATE_LIMITED',
        message: IMAGE_BUSY_MESSAGES.yours,
      });
    }
    await holders.release();
    expect((await first).status).toBe(200);
  });

  it('answers 503 while the waiting line is full, and takes pictures again once it moves', async () => {
    const bob = await signedInUser(t, 'bob');
    const holders = holdDecodes(IMAGE_DECODE_LIMITS.atOnce + IMAGE_DECODE_LIMITS.waiting);
    const refused = await upload(bob, '/api/account/avatar', await solidImage('png', 64, 64));
    expect(refused.status).toBe(503);
    expect((await readJson<ErrorJson>(refused)).error).toEqual({
      code: 'UNAVAILABLE',
      message: IMAGE_BUSY_MESSAGES.server,
    });
    await holders.release();
    expect((await upload(bob, '/api/account/avatar', await solidImage('png', 64, 64))).status).toBe(200);
  });

  it('never decodes more pictures at once than the queue allows, however many users upload', async () => {
    const users = await Promise.all([1, 2, 3, 4].map((index) => signedInUser(t, `crowd-${index}`)));
    const widest = await solidImage('png', 15_810, 1_581);
    // Counts the encodes in progress: each one decodes its input first.
    const toBuffer = sharp.prototype.toBuffer as (...args: unknown[]) => Promise<Buffer>;
    let decoding = 0;
    let most = 0;
    vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: unknown, ...args: unknown[]) {
      decoding++;
      most = Math.max(most, decoding);
      const done = () => void decoding--;
      const result = toBuffer.apply(this, args);
      result.then(done, done);
      return result;
    } as never);
    const answers = await Promise.all(users.map((user) => upload(user, '/api/account/avatar', widest)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(IMAGE_DECODE_LIMITS.atOnce);
  });
});
