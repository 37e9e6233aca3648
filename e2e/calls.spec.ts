import { expect, test } from './support/fixtures.ts';
import { createAgent } from './agents-helpers.ts';
import {
  assistantToolNames,
  bookEveryDay,
  connectCalendar,
  desktopOnly,
  importNumber,
  sandboxCalendarEvents,
  simulateInboundCall,
  uniqueNumber,
} from './calls-helpers.ts';

// Call history and usage: calls reach us through the webhook.

test('a new account has no calls yet', async ({ signedInPage: page }) => {
  await page.goto('/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  await expect(page.getByText('No calls yet. Calls your agents handle appear here.')).toBeVisible();
});

test('a simulated inbound phone call appears in Calls, filters by agent, and counts in the usage', async ({
  signedInPage: page,
}) => {
  desktopOnly();
  const agent = await createAgent(page.request, { agentName: 'Front Desk' });
  await createAgent(page.request, { agentName: 'Night Line' });
  const usage = async () =>
    ((await (await page.request.get('/api/subscription/detail')).json()) as { callsMade: number }).callsMade;
  expect(await usage()).toBe(0);

  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [
    { caller: 'Hi' },
    { caller: 'Can I book a visit next week?' },
  ]);
  expect(await usage()).toBe(1);

  await page.goto(`/agent/${agent.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Call history', exact: true }).click();
  await expect(page).toHaveURL(`/calls?agentId=${agent.id}`);
  await expect(page.getByLabel('Agent', { exact: true })).toHaveValue(agent.id);
  const record = page.getByRole('row', { name: /^Front Desk,/ });
  await expect(record).toContainText('+1 (512) 555-0123');
  await expect(record).toContainText('Caller hung up');
  await expect(record).toContainText('Can I book a visit next week?');

  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Night Line' });
  await expect(page.getByText('No calls for this agent yet.')).toBeVisible();
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'All agents' });
  await expect(page).toHaveURL('/calls');
  await record.getByRole('link', { name: /View call/ }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Caller: Can I book a visit next week?');
  await page.getByRole('link', { name: 'Back to Calls' }).click();
  await expect(page).toHaveURL('/calls');

  await page.goto('/subscription-detail');
  const usageSection = page.getByRole('region', { name: 'Usage This Period' });
  await expect(usageSection.getByRole('progressbar', { name: 'Calls Handled' })).toHaveAttribute('aria-valuenow', '5');
  await expect(usageSection.getByText('1 / 20')).toBeVisible();
});

/** A date (YYYY-MM-DD) and hour as the clock reads in New York. */
function newYork(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('a simulated inbound call books tomorrow at 10:00 into the connected calendar, shown on the call and in the usage', async ({
  signedInPage: page,
}) => {
  desktopOnly();
  const googleEmail = `booking.${Date.now()}@gmail.com`;
  await connectCalendar(page, googleEmail);

  const agent = await createAgent(page.request, { agentName: 'Booking Desk' });
  await bookEveryDay(page.request, agent.id);
  // Scheduling on and a calendar connected: the assistant can check and book.
  expect(await assistantToolNames(page.request, agent.vapiAgentId!)).toEqual(
    expect.arrayContaining(['check_availability', 'book_appointment']),
  );

  const tomorrow = newYork(new Date(Date.now() + 24 * 3600 * 1000)).date;
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  const call = await simulateInboundCall(page.request, phoneNumberId, '+15125550142', [
    { caller: 'Hi, can I book a cleaning tomorrow at 10?' },
    { tool: 'check_availability', arguments: { date: tomorrow } },
    {
      tool: 'book_appointment',
      arguments: { start: `${tomorrow}T10:00`, full_name: 'Jane Doe', phone_number: '+15125550142' },
    },
  ]);
  expect(call.transcript).toContain('Booked:');

  // The event is in the owner's (sandbox) Google Calendar at 10:00 New York time tomorrow.
  const events = await sandboxCalendarEvents(page.request, googleEmail);
  const booked = events.find((event) => event.summary === 'Appointment – Jane Doe');
  expect(booked?.start.dateTime).toBeTruthy();
  expect(newYork(new Date(booked!.start.dateTime!))).toEqual({ date: tomorrow, time: '10:00' });

  // The call is in the history with its appointment.
  await page.goto('/calls');
  const record = page.getByRole('row', { name: /^Booking Desk,/ });
  await expect(record).toContainText('+1 (512) 555-0142');
  await expect(record).toContainText('Appointment booked');
  await page.getByLabel('Outcome').selectOption('Appointment booked');
  await expect(page.getByRole('region', { name: 'Appointment booked' }).locator('tbody').getByRole('row')).toHaveCount(
    1,
  );
  await record.getByRole('link', { name: /View call/ }).click();
  const appointment = page.getByRole('region', { name: 'Appointment booked' });
  await expect(appointment).toContainText('Name: Jane Doe');
  await expect(appointment.getByRole('link', { name: 'Open in Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/calendar\/event\?eid=/,
  );
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText(
    'Caller: Hi, can I book a cleaning tomorrow at 10?',
  );

  await page.goto('/subscription-detail');
  const usage = page.getByRole('region', { name: 'Usage This Period' });
  await expect(usage.getByText('1 / 20')).toBeVisible();
});

test('an unknown call says Call not found.', async ({ signedInPage: page }) => {
  await page.goto('/calls/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Call not found.');
  await page.getByRole('link', { name: 'Back to Calls' }).click();
  await expect(page).toHaveURL('/calls');
});
