import { SAMPLE_BUSINESS } from '@portal/shared/testing/texting-business';
import { TEXT_CONSENT_QUESTION } from '@portal/shared/voice-webhook.plain';
import type { APIRequestContext } from '@playwright/test';
import { createConfigAgent, openCard, openConfigure, pageMessage } from './agent-config-helpers.ts';
import { notification } from './agents-helpers.ts';
import { bookEveryDay, connectCalendar, desktopOnly, enablePlumberUrgentMatters } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { checkWidths, desktopWidth } from './widths-helpers.ts';

// Texts end to end, offline: the owner registers their business for texting and is approved,
// switches texts on in the agent's Texts card and publishes; a caller who books and agrees to a
// text finds the confirmation in the sandbox phone, replies STOP and gets nothing after their next
// booking; an urgent call texts the owner's mobile; a missed call gets one text-back; a forged
// webhook changes nothing.

const CALLER = '+15125550142';
const OWNER_MOBILE = '(512) 555-0188';

/** A call from `callerNumber` to the agent's number, saying `callerLines`; its id. */
async function ring(request: APIRequestContext, agentId: string, callerNumber: string, callerLines: string[]) {
  const response = await request.post(`/api/agents/${agentId}/simulated-calls`, {
    data: { callerLines, callerNumber },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { callId: string }).callId;
}

const BOOKING = [
  'Hi, can I book a cleaning tomorrow at 10?',
  'My name is Jane Doe and my number is 512-555-0142.',
  'Yes, please book it.',
  'Yes, please text me.',
];

/** A phone's texts as the sandbox phone holds them. */
async function phoneTexts(request: APIRequestContext, number: string) {
  const response = await request.get(`/dev/phone/${encodeURIComponent(number)}.json`);
  if (response.status() === 404) return [];
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      texts: { direction: string; text: string; status: string; webhooks: { event: string; status: number }[] }[];
    }
  ).texts;
}

test('texts a booking confirmation, honours STOP, alerts the owner and texts back a missed call', async ({
  signedInPage: page,
}) => {
  desktopOnly();
  test.setTimeout(300_000);
  const request = page.request;

  // A dental front desk that books into the owner's calendar, then given its number.
  await connectCalendar(page, `texts.${Date.now()}@gmail.com`);
  const agent = await createConfigAgent(request, 'Front Desk');
  const named = await request.patch(`/api/agents/${agent.id}/sections/businessName`, {
    data: { businessName: 'Bright Smile Dental' },
  });
  expect(named.status(), await named.text()).toBe(200);
  await bookEveryDay(request, agent.id);
  await enablePlumberUrgentMatters(request, agent.id, ['Full Name', 'Phone']);
  await buyNumber(request, agent.id, '303');

  // The Texts card waits for the registration, and says so.
  await openConfigure(page, agent, 'responsibilities');
  let dialog = await openCard(page, 'Texts');
  await expect(dialog).toContainText(
    'Texts can be switched on once your business is registered for texting and approved (Phone Numbers, Texting).',
  );
  await expect(dialog.getByRole('switch', { name: 'Booking confirmation' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Registered and approved (the registry of the sandbox approves in seconds).
  const submitted = await request.post('/api/texting/registration', { data: SAMPLE_BUSINESS });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await page.goto('/phone-numbers');
  await expect(page.getByRole('region', { name: 'Texting' })).toContainText('Texting is on for your numbers.', {
    timeout: 120_000,
  });

  // The owner's mobile, for their own alerts.
  await page.goto('/account-detail');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  // Its form loads as the owner scrolls to it, the page's last section.
  await notifications.scrollIntoViewIfNeeded();
  await notifications.getByLabel('Your mobile, for texts').fill(OWNER_MOBILE);
  await notifications.getByRole('button', { name: 'Save Notifications' }).click();
  await expect(notification(page, 'Notification settings saved.')).toBeVisible();

  // Texts switched on in the card, saved to the draft and published.
  await openConfigure(page, agent, 'responsibilities');
  dialog = await openCard(page, 'Texts');
  for (const name of ['Booking confirmation', 'Missed-call text-back', 'Urgent matters to your mobile']) {
    await dialog.getByRole('switch', { name }).check();
  }
  await expect(dialog.getByRole('group', { name: 'Booking confirmation' })).toContainText('1 segment');
  await checkWidths(page);
  await desktopWidth(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Texts saved successfully!')).toBeVisible();
  const draftBar = page.getByRole('region', { name: /^Draft: / });
  await draftBar.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish your changes' });
  await expect(publish.getByRole('heading', { name: 'Texts changed' })).toBeVisible();
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notification(page, /Version \d+ published/)).toBeVisible();

  // A caller books, agrees to a text, and it arrives in the sandbox phone.
  const booked = await ring(request, agent.id, CALLER, BOOKING);
  await expect
    .poll(async () => (await phoneTexts(request, CALLER)).map((text) => text.text), { timeout: 30_000 })
    .toEqual([expect.stringMatching(/^Bright Smile Dental: you're booked for Cleaning on .* at 10:00 AM E[SD]T\./)]);
  await page.goto(`/calls/${booked}`);
  const texts = page.getByRole('region', { name: 'Texts' });
  await expect(texts).toContainText("Bright Smile Dental: you're booked for Cleaning");
  await expect(texts).toContainText('Delivered');
  // The first time, the agent asked before booking.
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText(TEXT_CONSENT_QUESTION);
  await checkWidths(page);
  await desktopWidth(page);

  // The caller replies STOP from the sandbox phone: the next booking texts nothing, and says why.
  await page.goto(`/dev/phone/${encodeURIComponent(CALLER)}`);
  await expect(page.getByText("Bright Smile Dental: you're booked for Cleaning")).toBeVisible();
  await checkWidths(page);
  await desktopWidth(page);
  await page.getByRole('button', { name: 'STOP' }).click();
  await expect(page.getByRole('list', { name: 'Texts' }).getByText('STOP', { exact: true })).toBeVisible();
  // The portal took it (Telnyx's webhook answered 200) before the caller calls again.
  await expect
    .poll(async () => (await phoneTexts(request, CALLER)).find((text) => text.text === 'STOP')?.webhooks)
    .toEqual([expect.objectContaining({ event: 'message.received', status: 200 })]);
  const again = await ring(
    request,
    agent.id,
    CALLER,
    BOOKING.map((line) => line.replace('10', '11')),
  );
  // The call's texts are worked out by a job a moment after the call: the page is opened again until they show.
  await expect(async () => {
    await page.goto(`/calls/${again}`);
    await expect(page.getByRole('region', { name: 'Texts' })).toContainText(
      'The caller replied STOP, so no texts are sent to this number until they reply START.',
      { timeout: 2000 },
    );
  }).toPass({ timeout: 30_000 });
  // Told as the call started that the caller texted STOP, the agent never offered them a text.
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText('Jane Doe');
  await expect(page.getByRole('region', { name: 'Transcript' })).not.toContainText(TEXT_CONSENT_QUESTION);
  expect((await phoneTexts(request, CALLER)).filter((text) => text.direction === 'outbound')).toHaveLength(1);

  // An urgent call texts the owner's mobile.
  await ring(request, agent.id, '+15125550143', [
    "It's an emergency, a pipe burst and my kitchen is flooding",
    'Jane Roe',
    '512-555-0143',
    "No, that's all. Bye.",
  ]);
  await expect
    .poll(async () => (await phoneTexts(request, '+15125550188')).map((text) => text.text), { timeout: 30_000 })
    .toEqual([expect.stringContaining('Urgent call for Bright Smile Dental from Jane Roe')]);

  // A caller who hangs up before saying anything gets one text-back, however often they do it.
  const missed = '+15125550144';
  for (let call = 0; call < 2; call++) {
    const hungUp = await request.post('/sandbox/vapi/_admin/simulate-call', {
      data: {
        phoneNumberId: await vapiNumberOf(request, agent.id),
        customerNumber: missed,
        script: [],
        endedReason: 'customer-ended-call',
      },
    });
    expect(hungUp.status(), await hungUp.text()).toBe(201);
  }
  await expect
    .poll(async () => (await phoneTexts(request, missed)).length, {
      timeout: 30_000,
      // When none arrives, the portal's own record of those calls and their texts says why.
      message: `one text-back to ${missed}`,
    })
    .toBe(1)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe portal's record: ${await callsAndTextsFrom(request, missed)}`);
    });
  expect((await phoneTexts(request, missed))[0]!.text).toContain('sorry we missed you');

  // A forged webhook is refused and changes nothing.
  const forged = await request.post('/api/webhooks/telnyx', {
    data: { data: { event_type: 'message.received', id: 'forged', payload: { text: 'START' } } },
    headers: { 'telnyx-signature-ed25519': 'AAAA', 'telnyx-timestamp': String(Math.floor(Date.now() / 1000)) },
  });
  expect(forged.status()).toBe(400);
});

/** The owner's calls from a number, each with its outcome and its texts' status and reason. */
async function callsAndTextsFrom(request: APIRequestContext, number: string) {
  const { calls } = (await (await request.get('/api/calls')).json()) as {
    calls: { id: string; customerNumber: string | null; outcomeKind: string | null; durationSeconds: number | null }[];
  };
  const from = calls.filter((call) => call.customerNumber === number);
  const described = await Promise.all(
    from.map(async (call) => ({
      ...call,
      texts: (await (await request.get(`/api/texts?call=${call.id}`)).json()) as unknown,
    })),
  );
  return JSON.stringify(described);
}

/** The voice platform's id of the agent's number, which the emulator's call simulator rings. */
async function vapiNumberOf(request: APIRequestContext, agentId: string) {
  const numbers = (await (await request.get('/api/phone-numbers')).json()) as {
    assignedAgentId: string | null;
    vapiPhoneNumberId?: string | null;
    phoneNumber: string;
  }[];
  const mine = numbers.find((number) => number.assignedAgentId === agentId)!;
  const listed = (await (
    await request.get('/sandbox/vapi/phone-number', { headers: { authorization: 'Bearer sandbox' } })
  ).json()) as { id: string; number: string }[];
  return listed.find((number) => number.number === mine.phoneNumber)!.id;
}

/** Gives the agent a number of its own (it then answers calls, and saved cards wait in a draft). */
async function buyNumber(request: APIRequestContext, agentId: string, areaCode: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const offers = (await (await request.get(`/api/phone-numbers/search?areaCode=${areaCode}`)).json()) as {
      phoneNumber: string;
    }[];
    const choice = offers[Math.floor(Math.random() * offers.length)]!.phoneNumber;
    const bought = await request.post('/api/phone-numbers', { data: { phoneNumber: choice, agentId } });
    if (bought.status() === 409 && attempt < 3) continue;
    expect(bought.status(), await bought.text()).toBe(201);
    return;
  }
}
