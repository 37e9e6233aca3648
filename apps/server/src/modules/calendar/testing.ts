import { webhookUrl } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { createCalendarProvider } from '../../providers/connect-providers.ts';
import { createProviders } from '../../providers/create-providers.ts';
import { consentTo } from '../../testing/calendar-consent.ts';
import type { SignedInUser } from '../../testing/signed-in-user.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { CalendarDeps } from './calendar-connection.service.ts';

type Answer = { status: number; body: { connected?: boolean; email?: string | null; error?: { message: string } } };

/** The calendar API as the web app calls it, and the sandbox consent in between. */
export function calendarApi(t: TestApp) {
  const post = async (user: SignedInUser, path: string, body?: unknown): Promise<Answer> => {
    const response = await user.json(`/api/calendar/${path}`, 'POST', body ?? {});
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  async function start(user: SignedInUser) {
    const response = await user.request('/api/calendar/connect', { method: 'POST' });
    return ((await response.json()) as { authorizationUrl: string }).authorizationUrl;
  }
  /** Starts the connection and consents on the sandbox page; returns what Google sent back. */
  async function consent(user: SignedInUser, email: string, allow = true) {
    return consentTo(await start(user), { origin: t.baseUrl!, email, allow });
  }
  async function connect(user: SignedInUser, email: string) {
    const { code, state } = await consent(user, email);
    return post(user, 'exchange', { code, state });
  }
  const status = async (user: SignedInUser) =>
    (await (await user.request('/api/calendar/status')).json()) as Answer['body'];
  /** The dependencies the booking tools use, built the way the app builds them. */
  const deps = (): CalendarDeps => ({
    db: t.db,
    voice: createProviders(t.config).voice,
    logger: createLogger('silent'),
    webhookUrl: webhookUrl(t.config),
    webhookSecret: t.config.vapi.webhookSecret,
    calendar: createCalendarProvider(t.config),
    encryptionKey: t.config.encryptionKey,
  });
  return { start, consent, connect, post, status, deps };
}
