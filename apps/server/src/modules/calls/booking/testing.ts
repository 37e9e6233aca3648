import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { expect } from 'vitest';
import { googleCalendarTokens } from '../../../db/schema/index.ts';
import { consentTo } from '../../../testing/calendar-consent.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../../testing/signed-in-user.ts';
import { openRefreshToken } from '../../calendar/calendar-tokens.pure.ts';

/**
 * An owner whose agent books into a connected (emulated) Google Calendar, open every day 9 to 5 in
 * New York, answering a number of the emulated voice platform; and the ways a test plays calls to
 * it and reads the calendar.
 */

export type ScriptStep = { caller: string } | { tool: string; arguments: Record<string, unknown> };
type PlayedCall = { callId: string; transcript: string; toolResults: { results?: { result?: string }[] }[] };
/** A played call, with what the webhook answered each tool step. */
export type SimulatedCall = { callId: string; transcript: string; answers: (string | undefined)[] };

export async function bookingOwner(t: TestApp, name: string, platformNumber: string) {
  const owner: SignedInUser = await signedInUser(t, name);
  const googleEmail = `owner-${randomUUID()}@gmail.com`;
  const { authorizationUrl } = (await (await owner.json('/api/calendar/connect', 'POST', {})).json()) as {
    authorizationUrl: string;
  };
  const consent = await consentTo(authorizationUrl, { origin: t.baseUrl!, email: googleEmail });
  const exchange = await owner.json('/api/calendar/exchange', 'POST', { code: consent.code, state: consent.state });
  expect(exchange.status).toBe(200);
  const { agent } = (await (await owner.json('/api/agents', 'POST', { agentName: 'Booker' })).json()) as {
    agent: { id: string; vapiAgentId: string };
  };
  const allDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const open = Object.fromEntries(allDays.map((day) => [day, { open: true, start: '09:00', end: '17:00' }]));
  await owner.json(`/api/agents/${agent.id}/sections/yourHours`, 'PATCH', {
    yourHours: open,
    timezone: 'America/New_York',
  });
  await owner.json(`/api/agents/${agent.id}/sections/scheduling`, 'PATCH', {
    scheduling: 'Gather Info: cleanings',
    schedulingConfig: {
      ...defaultSchedulingConfig(),
      allowed_booking_days: allDays,
      minimum_notice_hours: 0,
      require_reason_for_visit: false,
    },
    schedulingInstructionsText: null,
  });
  const number = await emulatorCall<{ id: string }>(t, '/sandbox/vapi/phone-number', {
    provider: 'telnyx',
    number: platformNumber,
    credentialId: 'cred',
    assistantId: agent.vapiAgentId,
  });

  const simulate = async (customerNumber: string, script: ScriptStep[]): Promise<SimulatedCall> => {
    const played = await emulatorCall<PlayedCall>(t, '/sandbox/vapi/_admin/simulate-call', {
      phoneNumberId: number.id,
      customerNumber,
      script,
    });
    const answers = played.toolResults.map((reply) => reply.results?.[0]?.result);
    return { callId: played.callId, transcript: played.transcript, answers };
  };
  /** The events of the owner's calendar, as the sandbox shows them. */
  const calendar = async () =>
    (
      await emulatorCall<{ items: { id: string; summary: string; start: { dateTime: string } }[] }>(
        t,
        `/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`,
      )
    ).items;
  /** What the owner does in Google Calendar itself, with the account's own access token. */
  const inGoogle = async (method: 'DELETE' | 'PATCH', eventId: string, body?: unknown) => {
    const [row] = await t.db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, owner.id));
    const refresh = openRefreshToken(t.config.encryptionKey, owner.id, row!.refreshTokenEncrypted);
    const grant = (await (
      await fetch(`${t.baseUrl}/sandbox/google/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refresh,
          client_id: 'sandbox-client-id',
          client_secret: 'sandbox-client-secret',
        }),
      })
    ).json()) as { access_token: string };
    const response = await fetch(`${t.baseUrl}/sandbox/google/calendar/v3/calendars/primary/events/${eventId}`, {
      method,
      headers: { authorization: `Bearer ${grant.access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
  };
  return { owner, agent, simulate, calendar, inGoogle };
}

async function emulatorCall<T>(t: TestApp, path: string, body?: unknown) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: 'Bearer test', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}
