import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../../db/schema/index.ts';
import { DRY_RUN_HEADER, signDryRun } from '../../../lib/dry-run.ts';
import { consentTo } from '../../../testing/calendar-consent.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../../testing/signed-in-user.ts';

let t: TestApp;
let owner: SignedInUser;
let phoneNumberId: string;
let assistantId: string;
let agentId: string;
// A fixed 'now' (a Tuesday noon in New York), so the test reads the same on any day.
const now = DateTime.fromISO('2030-03-12T12:00', { zone: 'America/New_York' });
const tomorrow = now.plus({ days: 1 });
const tomorrowDate = tomorrow.toISODate()!;
const googleEmail = `owner-${randomUUID()}@gmail.com`;

async function emulator<T>(path: string, body?: unknown, token = 'Bearer test') {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const simulate = (script: unknown[]) =>
  emulator<{ callId: string; transcript: string }>('/sandbox/vapi/_admin/simulate-call', {
    phoneNumberId,
    customerNumber: '+15125550123',
    script,
  });

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => now.toJSDate() });
  owner = await signedInUser(t, 'booker');
  const { authorizationUrl } = (await (await owner.json('/api/calendar/connect', 'POST', {})).json()) as {
    authorizationUrl: string;
  };
  const consent = await consentTo(authorizationUrl, { origin: t.baseUrl!, email: googleEmail });
  expect(
    (await owner.json('/api/calendar/exchange', 'POST', { code: consent.code, state: consent.state })).status,
  ).toBe(200);
  const { agent } = (await (await owner.json('/api/agents', 'POST', { agentName: 'Booker' })).json()) as {
    agent: { id: string; vapiAgentId: string };
  };
  const allDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const open = Object.fromEntries(allDays.map((day) => [day, { open: true, start: '09:00', end: '17:00' }]));
  await owner.json(`/api/agents/${agent.id}/sections/yourHours`, 'PATCH', {
    yourHours: open,
    timezone: 'America/New_York',
  });
  const config = {
    ...defaultSchedulingConfig(),
    allowed_booking_days: allDays,
    minimum_notice_hours: 0,
    require_reason_for_visit: false,
  };
  await owner.json(`/api/agents/${agent.id}/sections/scheduling`, 'PATCH', {
    scheduling: 'Gather Info: cleanings',
    schedulingConfig: config,
    schedulingInstructionsText: null,
  });
  assistantId = agent.vapiAgentId;
  agentId = agent.id;
  const number = await emulator<{ id: string }>('/sandbox/vapi/phone-number', {
    provider: 'telnyx',
    number: '+15125550188',
    credentialId: 'cred',
    assistantId: agent.vapiAgentId,
  });
  phoneNumberId = number.id;
});
afterAll(() => t.close());

describe('booking during a call', () => {
  it('offers open times and books tomorrow at 10:00 into the calendar, recorded on the call', async () => {
    const result = await simulate([
      { caller: 'Can I book a cleaning tomorrow at 10?' },
      { tool: 'check_availability', arguments: { date: tomorrowDate } },
      {
        tool: 'book_appointment',
        arguments: { start: `${tomorrowDate}T10:00`, full_name: 'Jane Doe', phone_number: '+15125550123' },
      },
    ]);
    expect(result.transcript).toMatch(/Open times on .*10:00 AM/);
    expect(result.transcript).toContain('Booked:');
    const events = await emulator<{ items: { summary: string; start: { dateTime: string } }[] }>(
      `/sandbox/google/calendar/v3/calendars/primary/events?timeMin=${encodeURIComponent(tomorrow.startOf('day').toISO()!)}&timeMax=${encodeURIComponent(tomorrow.endOf('day').toISO()!)}`,
      undefined,
      `Bearer ${await accessToken()}`,
    );
    expect(events.items.map((event) => event.summary)).toContain('Appointment – Jane Doe');
    // The sandbox's own view of the account's calendar (what the e2e suite reads) agrees.
    const view = await emulator<{ items: { summary: string }[] }>(
      `/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`,
    );
    expect(view.items.map((event) => event.summary)).toContain('Appointment – Jane Doe');
    const [record] = await t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, result.callId));
    expect(record?.appointment).toMatchObject({ name: 'Jane Doe' });
    expect(record?.summary).toBeTruthy();
  });

  it('re-checks the slot: the same time cannot be booked twice', async () => {
    const book = (name: string) => ({
      tool: 'book_appointment',
      arguments: { start: `${tomorrowDate}T14:00`, full_name: name, phone_number: '+15125550999' },
    });
    expect((await simulate([book('Mary Major')])).transcript).toContain('Booked:');
    expect((await simulate([book('John Roe')])).transcript).toContain('That time is no longer available.');
  });

  it('asks for the details the scheduling rules require', async () => {
    const result = await simulate([
      { tool: 'book_appointment', arguments: { start: `${tomorrowDate}T11:00`, full_name: 'Ann Lee' } },
    ]);
    expect(result.transcript).toContain("Before I can book, I still need the caller's phone number.");
  });

  it('books a slot once when two callers ask for it at the same moment', async () => {
    const book = (name: string, phone: string) =>
      simulate([
        {
          tool: 'book_appointment',
          arguments: { start: `${tomorrowDate}T15:00`, full_name: name, phone_number: phone },
        },
      ]);
    const results = await Promise.all([book('Ada Race', '+15125550101'), book('Bo Race', '+15125550102')]);
    const booked = results.filter((result) => result.transcript.includes('Booked:'));
    expect(booked).toHaveLength(1);
    expect(results.filter((result) => result.transcript.includes('That time is no longer available.'))).toHaveLength(1);
    const view = await emulator<{ items: { summary: string; start: { dateTime: string } }[] }>(
      `/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`,
    );
    expect(view.items.filter((event) => /Race$/.test(event.summary))).toHaveLength(1);
  });

  it('answers a tool call the voice platform sends twice from the first answer, booking once', async () => {
    const message = {
      message: {
        type: 'tool-calls',
        call: { id: 'call-retried', type: 'inboundPhoneCall', assistantId },
        toolCallList: [
          {
            id: 'call_retried_tool_1',
            type: 'function',
            function: {
              name: 'book_appointment',
              arguments: JSON.stringify({
                start: `${tomorrowDate}T16:00`,
                full_name: 'Cy Twice',
                phone_number: '+15125550103',
              }),
            },
          },
        ],
      },
    };
    const send = async () =>
      (await (
        await fetch(`${t.baseUrl}/api/webhooks/vapi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vapi-secret': t.config.vapi.webhookSecret },
          body: JSON.stringify(message),
        })
      ).json()) as { results: { result?: string }[] };
    const first = await send();
    const second = await send();
    expect(first.results[0]?.result).toMatch(/^Booked:/);
    expect(second.results[0]?.result).toBe(first.results[0]?.result);
    const view = await emulator<{ items: { summary: string }[] }>(
      `/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`,
    );
    expect(view.items.filter((event) => event.summary.endsWith('Cy Twice'))).toHaveLength(1);
  });
});

describe('booking in a test conversation (dry run)', () => {
  const chatBooking = (name: string) => ({
    message: {
      type: 'tool-calls',
      // A text chat has no call, and its transient assistant no id: the signed header names the agent.
      chat: { id: `chat-${name}` },
      toolCallList: [
        {
          id: `call_dry_${name.replace(/\W/g, '')}`,
          type: 'function',
          function: {
            name: 'book_appointment',
            arguments: JSON.stringify({
              start: `${tomorrowDate}T12:00`,
              full_name: name,
              phone_number: '+15125550104',
            }),
          },
        },
      ],
    },
  });
  const post = async (body: unknown, dryRun: string) =>
    (await (
      await fetch(`${t.baseUrl}/api/webhooks/vapi`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vapi-secret': t.config.vapi.webhookSecret,
          [DRY_RUN_HEADER]: dryRun,
        },
        body: JSON.stringify(body),
      })
    ).json()) as { results?: { result?: string }[]; error?: string };

  it('checks the slot and answers as a booking would, but puts nothing in the calendar', async () => {
    const token = signDryRun({ userId: owner.id, agentId }, t.config.vapi.webhookSecret);
    const answer = await post(chatBooking('Dee Dry'), token);
    expect(answer.results?.[0]?.result).toMatch(/^Booked: .* at 12:00 PM/);
    const view = await emulator<{ items: { summary: string }[] }>(
      `/sandbox/google/_admin/calendar?email=${encodeURIComponent(googleEmail)}`,
    );
    expect(view.items.filter((event) => event.summary.endsWith('Dee Dry'))).toHaveLength(0);
    // The slot is still free for a real caller.
    expect(
      (
        await simulate([
          {
            tool: 'book_appointment',
            arguments: { start: `${tomorrowDate}T12:00`, full_name: 'Real Caller', phone_number: '+15125550105' },
          },
        ])
      ).transcript,
    ).toContain('Booked:');
  });

  it('uses the booking hours alone while the opening hours are only the suggested week', async () => {
    const { agent } = (await (await owner.json('/api/agents', 'POST', { agentName: 'Early Bird' })).json()) as {
      agent: { id: string };
    };
    await owner.json(`/api/agents/${agent.id}/sections/scheduling`, 'PATCH', {
      scheduling: 'Gather Info: early visits',
      schedulingConfig: {
        ...defaultSchedulingConfig(),
        allowed_booking_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        allowed_booking_hours_start: '07:00',
        allowed_booking_hours_end: '08:00',
        minimum_notice_hours: 0,
      },
      schedulingInstructionsText: null,
    });
    const check = {
      message: {
        type: 'tool-calls',
        chat: { id: 'chat-early-bird' },
        toolCallList: [
          {
            id: 'call_dry_early',
            type: 'function',
            function: { name: 'check_availability', arguments: JSON.stringify({ date: tomorrowDate }) },
          },
        ],
      },
    };
    const answer = await post(check, signDryRun({ userId: owner.id, agentId: agent.id }, t.config.vapi.webhookSecret));
    // The suggested week opens at 9:00; intersected with it, 7 to 8 would read as closed.
    expect(answer.results?.[0]?.result).toMatch(/Open times on .*7:00 AM/);
  });

  it('refuses a dry-run header it did not sign', async () => {
    const forged = signDryRun({ userId: owner.id, agentId }, 'not-the-secret');
    const answer = await post(chatBooking('Fay Forged'), forged);
    expect(answer.error).toBe('This assistant is not known to the portal.');
  });
});

/** An access token for the connected account, from the stored (encrypted) refresh token. */
async function accessToken() {
  const grant = await fetch(`${t.baseUrl}/sandbox/google/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: await refreshToken(),
      client_id: 'sandbox-client-id',
      client_secret: 'sandbox-client-secret',
    }),
  });
  return ((await grant.json()) as { access_token: string }).access_token;
}

async function refreshToken() {
  const { openRefreshToken } = await import('../../calendar/calendar-tokens.pure.ts');
  const { googleCalendarTokens } = await import('../../../db/schema/index.ts');
  const [row] = await t.db.select().from(googleCalendarTokens).where(eq(googleCalendarTokens.userId, owner.id));
  return openRefreshToken(t.config.encryptionKey, owner.id, row!.refreshTokenEncrypted);
}
