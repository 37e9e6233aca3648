import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { listSandboxMail } from './sandbox-mailer.ts';
import { mailboxCss, mailboxPage } from './mailbox-page.ts';

export function mailboxRoutes({ db }: { db: Database }) {
  const app = new Hono();
  app.get('/mailbox.css', (c) => c.body(mailboxCss, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.get('/mailbox', async (c) => c.html(mailboxPage(await listSandboxMail(db))));
  // For tests and scripts: the same list as JSON.
  app.get('/mailbox.json', async (c) => c.json(await listSandboxMail(db)));
  return app;
}
