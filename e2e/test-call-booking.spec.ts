import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createDentalAgent } from './agents-helpers.ts';
import {
  assistantToolNames,
  callPanel,
  connectCalendar,
  desktopOnly,
  fakeMediaLaunchOptions,
  sandboxCalendarEvents,
} from './calls-helpers.ts';

// The owner tests a dental agent in the sandbox as a caller would: typed turns, answered by the
// rule-based engine, booking through the same webhook tools a phone call uses.

test.use({ launchOptions: fakeMediaLaunchOptions });
test.beforeEach(desktopOnly);

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Open every day, so "tomorrow at 10" is a bookable time whatever day the test runs. */
async function openEveryDay(request: APIRequestContext, agentId: string) {
  const hours = await request.patch(`/api/agents/${agentId}/sections/yourHours`, {
    data: {
      yourHours: Object.fromEntries(EVERY_DAY.map((day) => [day, { open: true, start: '08:00', end: '18:00' }])),
      timezone: 'America/New_York',
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const agent = (await (await request.get(`/api/agents/${agentId}`)).json()) as {
    scheduling: string;
    schedulingConfig: Record<string, unknown>;
    schedulingInstructionsText: string | null;
  };
  const scheduling = await request.patch(`/api/agents/${agentId}/sections/scheduling`, {
    data: {
      scheduling: agent.scheduling,
      schedulingConfig: { ...agent.schedulingConfig, allowed_booking_days: EVERY_DAY },
      schedulingInstructionsText: agent.schedulingInstructionsText,
    },
  });
  expect(scheduling.status(), await scheduling.text()).toBe(200);
}

test('the owner books a cleaning by typing to the agent, and hears the price they entered', async ({
  signedInPage: page,
}) => {
  const googleEmail = `test-call-booking.${Date.now()}@gmail.com`;
  await connectCalendar(page, googleEmail);
  const agent = await createDentalAgent(page.request, 'Bright Smile');
  await openEveryDay(page.request, agent.id);
  const prices = await page.request.patch(`/api/agents/${agent.id}/sections/yourPrices`, {
    data: { yourPrices: 'Cleaning $120. Whitening from $299.' },
  });
  expect(prices.status(), await prices.text()).toBe(200);
  expect(await assistantToolNames(page.request, agent.vapiAgentId!)).toEqual(
    expect.arrayContaining(['check_availability', 'book_appointment']),
  );

  await page.goto(`/agent/${agent.id}/configure`);
  await page.getByRole('group', { name: 'Test call' }).getByRole('button', { name: 'Play' }).click();
  const call = callPanel(page, 'Bright Smile');
  await expect(call.status).toHaveText('In call');

  const exchange = async (said: string, answer: string | RegExp) => {
    await call.say(said);
    await expect(call.transcript).toContainText(answer);
  };
  await exchange('Can I book a cleaning tomorrow at 10?', /10:00 AM on \w+, \w+ \d+ is available\./);
  await expect(call.transcript).toContainText('May I have your full name?');
  await exchange('Jane Doe', "What's the best phone number to reach you?");
  await exchange('512-555-0142', 'Are you a new or an existing client?');
  await exchange(
    "I'm a new patient",
    /To confirm: a routine cleaning on .* at 10:00 AM for Jane Doe\. Shall I book it\?/,
  );
  await exchange('Yes, please book it.', /Booked: .* at 10:00 AM for 30 minutes\. The appointment is confirmed\./);
  await exchange('How much is whitening?', 'Whitening from $299.');
  // A goodbye ends the call from the agent's side, with the owner's end-of-call message.
  await exchange('Thanks, bye!', 'We look forward to seeing you');
  await expect(call.status).toHaveText('Call ended');

  // The booking is in the owner's (sandbox) Google Calendar...
  const events = await sandboxCalendarEvents(page.request, googleEmail);
  expect(events.map((event) => event.summary)).toContain('Routine cleaning – Jane Doe');

  // ...and on the call's page, with what the agent reported.
  await page.goto('/calls');
  const record = page.getByRole('row', { name: /^Bright Smile,/ });
  await expect(record).toContainText('Browser test call');
  await expect(record).toContainText('Agent ended the call');
  await record.getByRole('link', { name: /View call/ }).click();
  // The caller's name is said once: with what they told the agent, not again on their booking.
  const details = page.getByLabel('What the caller told your agent');
  await expect(details.getByRole('definition').first()).toHaveText('Jane Doe');
  await expect(details).toContainText('+1 (512) 555-0142');
  await expect(page.getByRole('region', { name: 'Appointment booked' })).not.toContainText('Name:');
  await expect(page.getByText('Appointment booked', { exact: true }).first()).toBeVisible();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText('Caller: Can I book a cleaning tomorrow at 10?');
  await expect(transcript).toContainText('Bright Smile: Whitening from $299.');
});

test('a question the agent cannot answer is said honestly and listed on the call', async ({ signedInPage: page }) => {
  const agent = await createDentalAgent(page.request, 'Honest Smile');
  await page.goto(`/agent/${agent.id}/configure`);
  await page.getByRole('group', { name: 'Test call' }).getByRole('button', { name: 'Play' }).click();
  const call = callPanel(page, 'Honest Smile');
  await expect(call.status).toHaveText('In call');
  await call.say('Can I bring my dog?');
  await expect(call.transcript).toContainText(
    "I'm sorry, I don't know that. I can take a message and have someone from the team get back to you.",
  );
  await call.panel.getByRole('button', { name: 'End Call' }).click();
  await expect(call.status).toHaveText('Call ended');

  await page.goto('/calls');
  await page
    .getByRole('row', { name: /^Honest Smile,/ })
    .getByRole('link', { name: /View call/ })
    .click();
  await expect(page.getByRole('list', { name: "Questions your agent couldn't answer" })).toHaveText(
    'Can I bring my dog?',
  );
});
