import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config.ts';

// Helpers of the test-call and call-history specs: the project's Chromium with fake
// media devices, seeding through the real API, and the Vapi emulator's admin endpoints.

const base = config.use?.launchOptions ?? {};

/** The suite's launch options plus a fake microphone that needs no permission prompt. */
export const fakeMediaLaunchOptions = {
  ...base,
  args: [...(base.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
};

/** Call flows are logic: the desktop project runs them (the docked panel covers a phone's footer). */
export function desktopOnly() {
  test.skip(test.info().project.name !== 'desktop', 'call flows run in the desktop project');
}

const vapiAuth = { Authorization: 'Bearer sandbox-admin' };

/** Distinct opening hours, so a reply that names them can only come from this agent. */
export async function setOpeningHours(request: APIRequestContext, agentId: string) {
  const open = (start: string, end: string) => ({ open: true, start, end });
  const yourHours = {
    Mon: open('08:30', '18:30'),
    Tue: open('08:30', '18:30'),
    Wed: open('08:30', '18:30'),
    Thu: open('08:30', '18:30'),
    Fri: open('08:30', '18:30'),
    Sat: open('10:00', '14:00'),
    Sun: { open: false, start: null, end: null },
  };
  const response = await request.patch(`/api/agents/${agentId}/sections/yourHours`, {
    data: { yourHours, timezone: 'America/Chicago' },
  });
  expect(response.status(), await response.text()).toBe(200);
  // How the agent says them when asked.
  return "We're open Monday to Friday, 8:30 AM to 6:30 PM";
}

/** The first message of an agent's assistant on the Vapi emulator. */
export async function firstMessageOf(request: APIRequestContext, assistantId: string): Promise<string> {
  const response = await request.get(`/sandbox/vapi/assistant/${assistantId}`, { headers: vapiAuth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { firstMessage: string }).firstMessage;
}

/** Imports a Telnyx number on the Vapi emulator for an assistant (as a purchase would). */
/** A plumber's urgent matters: a burst pipe, a message taken with the details listed. */
export async function enablePlumberUrgentMatters(request: APIRequestContext, agentId: string, details: string[]) {
  const saved = await request.patch(`/api/agents/${agentId}/sections/urgentMatters`, {
    data: {
      urgentMattersEnabled: true,
      urgentMattersSituations: 'A burst pipe or flooding',
      urgentMattersAction: 'take_message',
      urgentMattersInfoToCollect: details,
      urgentMattersInfoToCollectOther: null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

export async function importNumber(request: APIRequestContext, assistantId: string, number: string) {
  const response = await request.post('/sandbox/vapi/phone-number', {
    headers: vapiAuth,
    data: { provider: 'telnyx', number, credentialId: 'cred', assistantId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Plays a scripted inbound call through the emulator; it posts the call's events to our webhook. */
export async function simulateInboundCall(
  request: APIRequestContext,
  phoneNumberId: string,
  customerNumber: string,
  script: ({ caller: string } | { tool: string; arguments: Record<string, unknown> })[],
) {
  const response = await request.post('/sandbox/vapi/_admin/simulate-call', {
    data: { phoneNumberId, customerNumber, script },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { callId: string; transcript: string };
}

/** Connects Google Calendar from /calendar through the sandbox consent page, as a user does. */
export async function connectCalendar(page: Page, email: string) {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth\?/);
  await page.getByLabel('Google account e-mail').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL('/calendar', { timeout: 15_000 });
  await expect(page.getByText(email)).toBeVisible();
}

/** The events of a sandbox Google account's primary calendar (the emulator's admin view). */
export async function sandboxCalendarEvents(request: APIRequestContext, email: string) {
  const response = await request.get(`/sandbox/google/_admin/calendar?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { summary?: string; start: { dateTime?: string } }[] }).items;
}

/** The names of the tools an agent's assistant carries on the Vapi emulator. */
export async function assistantToolNames(request: APIRequestContext, assistantId: string): Promise<string[]> {
  const response = await request.get(`/sandbox/vapi/assistant/${assistantId}`, { headers: vapiAuth });
  expect(response.status()).toBe(200);
  const assistant = (await response.json()) as { model?: { tools?: { function?: { name?: string } }[] } };
  return (assistant.model?.tools ?? []).map((tool) => tool.function?.name ?? '');
}

/** A US number no other test uses. */
export const uniqueNumber = () => `+1512555${String(Math.floor(1000 + Math.random() * 9000))}`;

/** The docked test-call panel and its parts. */
export function callPanel(page: Page, agentName: string) {
  const panel = page.getByRole('region', { name: `Test call: ${agentName}` });
  return {
    panel,
    status: panel.getByRole('status'),
    transcript: panel.getByRole('log', { name: 'Call transcript' }),
    async say(text: string) {
      await panel.getByLabel('Type to the agent').fill(text);
      await panel.getByRole('button', { name: 'Send' }).click();
    },
  };
}

export async function expectUnavailable(button: Locator, reason: string) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(reason);
}

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Open 8 to 6 every day in New York, booking 30-minute cleanings from 9 to 5 with no notice, so
 * "tomorrow at 10" can always be booked whatever day the test runs; asks for the name and number.
 */
export async function bookEveryDay(request: APIRequestContext, agentId: string) {
  const hours = await request.patch(`/api/agents/${agentId}/sections/yourHours`, {
    data: {
      yourHours: Object.fromEntries(EVERY_DAY.map((day) => [day, { open: true, start: '08:00', end: '18:00' }])),
      timezone: 'America/New_York',
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const scheduling = await request.patch(`/api/agents/${agentId}/sections/scheduling`, {
    data: {
      scheduling: 'Gather Info: cleanings and check-ups',
      schedulingConfig: {
        appointment_duration_options: [30],
        appointment_types: ['Cleaning'],
        same_day_booking_allowed: true,
        allowed_booking_hours_start: '09:00',
        allowed_booking_hours_end: '17:00',
        minimum_notice_hours: 0,
        maximum_advance_days: 30,
        buffer_between_appointments: 0,
        allowed_booking_days: EVERY_DAY,
        require_full_name: true,
        require_phone_number: true,
        require_email: false,
        require_reason_for_visit: false,
        require_existing_or_new_client: false,
        ask_referral_source: false,
        ask_special_instructions: false,
        ask_language_preference: false,
        ask_accessibility_needs: false,
      },
      schedulingInstructionsText: null,
    },
  });
  expect(scheduling.status(), await scheduling.text()).toBe(200);
}
