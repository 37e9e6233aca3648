import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { signedInUser } from '../testing/signed-in-user.ts';

describe('cross-site mutations', () => {
  it('are refused whatever their body, also a multipart upload that carries no Origin', async () => {
    const t = await createTestApp();
    try {
      const user = await signedInUser(t, 'csrf');
      // Straight to the app, so that no Origin is added on the way.
      const upload = (headers: Record<string, string>) => {
        const form = new FormData();
        form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
        const init = { method: 'POST', body: form, headers: { cookie: user.cookie, ...headers } };
        return t.app.request('/api/account/avatar', init, { incoming: { socket: { remoteAddress: '192.0.2.10' } } });
      };
      const crossSite = await upload({ 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' },
      });
      expect((await upload({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
      expect((await upload({ origin: 'https://evil.example' })).status).toBe(403);
      // Our own page's upload goes through to the image checks (these bytes are not a real PNG).
      expect((await upload({ 'sec-fetch-site': 'same-origin' })).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});
