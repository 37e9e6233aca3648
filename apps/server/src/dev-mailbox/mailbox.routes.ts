import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { listSandboxMail } from './sandbox-mailer.ts';
import { mailboxCss, mailboxPage } from './mailbox-page.ts';
import { readPortalFont } from './portal-font.ts';

export function mailboxRoutes({ db, webDist }: { db: Database; webDist?: string }) {
  const app = new Hono();
  // Read once, when the sandbox is mounted, from the build the portal itself serves: the built
  // file does not change while the server runs.
  const font = webDist ? readPortalFont(webDist) : undefined;
  app.get('/mailbox.css', (c) => c.body(mailboxCss, 200, { 'content-type': 'text/css; charset=utf-8' }));
  // PORTAL_FONT_PATH: the mailbox is mounted at /dev.
  app.get('/inter.woff2', (c) =>
    font
      ? c.body(new Uint8Array(font), 200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=86400' })
      : c.notFound(),
  );
  app.get('/mailbox', async (c) => c.html(mailboxPage(await listSandboxMail(db))));
  // For tests and scripts: the same list as JSON.
  app.get('/mailbox.json', async (c) => c.json(await listSandboxMail(db)));
  return app;
}
