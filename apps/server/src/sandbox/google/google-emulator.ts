import { Hono } from 'hono';
import { FaultInjector } from '../faults.ts';
import { googleCalendarRoutes } from './calendar-routes.ts';
import { GoogleCalendarStore } from './calendar-state.ts';
import { GoogleSandboxStore, subjectFor } from './google-state.ts';
import { googleOAuthRoutes } from './oauth-routes.ts';

export const GOOGLE_SANDBOX_MOUNT = '/sandbox/google';

const googleApiError = (status: number) => ({
  error: { code: status, message: 'Sandbox fault injected', errors: [{ domain: 'global', reason: 'backendError' }] },
});

/** The Google emulator: OAuth consent, tokens, userinfo (and the Calendar API as it grows). */
export function createGoogleEmulator(options: {
  dataDir?: string;
  client: { clientId: string; clientSecret: string };
}) {
  const store = new GoogleSandboxStore(options.dataDir);
  const faults = new FaultInjector(googleApiError);
  const app = new Hono();
  app.use('*', faults.middleware(GOOGLE_SANDBOX_MOUNT));
  app.route('/_admin/faults', faults.admin());
  app.route('/', googleOAuthRoutes(store, options.client));
  const calendar = new GoogleCalendarStore(options.dataDir);
  app.route('/calendar/v3', googleCalendarRoutes(store, calendar));
  // What a person would see opening the sandbox account's calendar: tests check bookings here
  // without a token (sandbox only; the real Google has no such door).
  app.get('/_admin/calendar', (c) => {
    const email = c.req.query('email')?.trim();
    if (!email) return c.json({ error: { code: 400, message: 'email is required' } }, 400);
    return c.json({ email, items: calendar.events(subjectFor(email)) });
  });
  return { app, store, calendar };
}
