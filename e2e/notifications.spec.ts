import { createDentalAgent } from './agents-helpers.ts';
import { desktopOnly, importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { waitForMail } from './support/mailbox.ts';
import { expect, test } from './support/fixtures.ts';

// A caller with an emergency reaches the owner's inbox by e-mail, sent by the server's job (it
// polls every 2 seconds), and the owner's notification choices are saved on the account page.

test.beforeEach(desktopOnly);

test('an urgent call is e-mailed to the owner, and the notification settings are saved', async ({
  signedInPage: page,
  user,
}) => {
  // The dental template has urgent matters on, taking a message.
  const agent = await createDentalAgent(page.request, 'Front Desk');
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550142', [
    { caller: "It's an emergency: severe tooth pain." },
    { caller: 'My name is Jane Doe and my number is 512-555-0142.' },
    { caller: 'No, that is all. Bye.' },
  ]);

  const mail = await waitForMail(page.request, user.email, /^Urgent call for Front Desk/);
  expect(mail.text).toContain('Front Desk took a call it marked as urgent.');
  expect(mail.text).toMatch(/When: \w{3}, \w{3} \d+, \d+:\d\d [AP]M [A-Z]{3,4}/);
  const callLink = /https?:\/\/\S+\/calls\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
  expect(callLink).toBeDefined();
  await page.goto(new URL(callLink!).pathname);
  await expect(page).toHaveURL(/\/calls\/[0-9a-f-]{36}$/);

  await page.goto('/account-detail');
  const section = page.getByRole('region', { name: 'Notifications' });
  // Its form loads as the owner scrolls to it, the page's last section.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('switch', { name: 'E-mail me at once about urgent calls' })).toBeChecked();
  await section.getByRole('switch', { name: 'E-mail me at once about urgent calls' }).click();
  await section.getByRole('combobox', { name: 'Send the summary at' }).click();
  await page.getByRole('option', { name: '7:30 AM' }).click();
  const zone = section.getByRole('combobox', { name: 'Your time zone' });
  await zone.fill('Tokyo');
  await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
  await section.getByRole('button', { name: 'Save Notifications' }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();

  await page.reload();
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('switch', { name: 'E-mail me at once about urgent calls' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Daily summary e-mail' })).toBeChecked();
  await expect(section.getByRole('combobox', { name: 'Send the summary at' })).toHaveValue('7:30 AM');
  await expect(zone).toHaveValue(/^Asia\/Tokyo/);
  await expect(section.getByText('The summary goes out in this zone.')).toBeVisible();
});
