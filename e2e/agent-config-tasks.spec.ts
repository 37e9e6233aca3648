import { expect, test } from './support/fixtures.ts';
import {
  assistantOf,
  card,
  cardStatus,
  createConfigAgent,
  desktopOnly,
  openCard,
  openConfigure,
  saveCard,
  systemPrompt,
} from './agent-config-helpers.ts';

// The special task editors of the Responsibilities tab and what the assistant gets.

test.beforeEach(() => desktopOnly());

test('Call Forwarding: destinations typed and checked live, then a warm transferCall tool', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Forwarder');
  await openConfigure(page, agent, 'responsibilities');
  const dialog = await openCard(page, 'Call Forwarding');
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await dialog.getByRole('switch', { name: 'Enable call forwarding' }).click();
  const front = dialog.getByRole('group', { name: 'Front desk' });
  await expect(front.getByLabel('Country code')).toHaveValue('US');
  await expect(front.getByLabel('Country code').locator('option')).toHaveCount(10);

  const number = front.getByLabel('Phone number');
  await expect(dialog.getByRole('alert')).toHaveText('Phone number is required when forwarding is enabled.');
  await expect(save).toBeDisabled();

  await number.pressSequentially('(512) 555-01');
  await expect(number).toHaveValue('(512) 555-01');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Phone number must be a phone number of the chosen country, like (512) 555-0100: digits, spaces, brackets and dashes only.',
  );
  await expect(save).toBeDisabled();

  await number.pressSequentially('00');
  await expect(number).toHaveValue('(512) 555-0100');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await front.getByLabel('When to transfer here').fill('Billing questions');

  // A second destination, for emergencies at any hour.
  await dialog.getByRole('button', { name: 'Add a destination' }).click();
  const second = dialog.getByRole('group', { name: 'Destination 2' });
  await second.getByLabel('Phone number').fill('(512) 555-0111');
  await second.getByLabel('When to transfer here').fill('Emergencies');
  await second.getByLabel('When it may ring').selectOption('always');
  // Last: the box takes its name as it is typed.
  await second.getByLabel('Name').fill('Dr. Lee on call');
  await expect(dialog.getByRole('group', { name: 'Dr. Lee on call' })).toBeVisible();
  await saveCard(page, dialog, 'Call Forwarding');
  await expect(cardStatus(page, 'Call Forwarding')).toHaveText('Completed');
  await expect(card(page, 'Call Forwarding').getByTestId('card-preview')).toHaveText(
    'Transfers to Front desk, Dr. Lee on call',
  );

  const assistant = await assistantOf(page.request, agent);
  const transfer = assistant.model.tools?.find((tool) => tool.type === 'transferCall');
  expect(transfer?.destinations?.map((destination) => destination.number)).toEqual(['+15125550100', '+15125550111']);
  expect(transfer?.destinations?.[0]?.transferPlan?.mode).toBe(
    'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
  );
  expect(systemPrompt(assistant)).toContain('- Dr. Lee on call, for: Emergencies. It may ring any time.');
});

test('Scheduling: mode, appointment types applied on blur, whole numbers, booking rules in the prompt', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Scheduler');
  await openConfigure(page, agent, 'responsibilities');
  await expect(cardStatus(page, 'Scheduling')).toHaveText('Off');
  const dialog = await openCard(page, 'Scheduling');
  await dialog.getByRole('switch', { name: 'Enable scheduling' }).click();
  await dialog.getByRole('radio', { name: 'Use Instructions' }).check();
  await dialog.getByLabel('Scheduling instructions').fill('Offer the earliest morning slot first.');

  const types = dialog.getByLabel('Appointment types');
  await types.fill(' Tune-up ,, Full service , ');
  await types.blur();
  await expect(types).toHaveValue('Tune-up, Full service');
  await dialog.getByRole('checkbox', { name: '60 min' }).check();
  await dialog.getByRole('checkbox', { name: 'Saturday' }).check();
  await dialog.getByRole('switch', { name: 'Allow same-day booking' }).click();

  const notice = dialog.getByLabel('Minimum notice (hours)');
  await notice.fill('-4');
  await expect(dialog.getByText('Too small: expected number to be >=0')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await notice.fill('24');
  await dialog.getByLabel('Maximum advance (days)').fill('');
  await dialog.getByRole('checkbox', { name: 'Email address' }).check();
  await saveCard(page, dialog, 'Scheduling');
  await expect(cardStatus(page, 'Scheduling')).toHaveText('Completed');
  await expect(card(page, 'Scheduling').getByTestId('card-preview')).toHaveText(
    'Use Instructions: Tune-up, Full service',
  );

  const prompt = systemPrompt(await assistantOf(page.request, agent));
  expect(prompt).toContain('Scheduling instructions: Offer the earliest morning slot first.');
  expect(prompt).toContain('Appointment types: Tune-up, Full service.');
  expect(prompt).toContain('Appointment lengths: 30, 60 minutes.');
  expect(prompt).toContain('Bookable days: Mon, Tue, Wed, Thu, Fri, Sat.');
  expect(prompt).toContain('Same-day appointments are not allowed.');
  expect(prompt).toContain('Appointments need at least 24 hours notice.');
  expect(prompt).not.toContain('days ahead');
  expect(prompt).toContain('e-mail address');
});

test("Urgent Matters: situations, action, info to collect with 'Other'; off again saves it empty", async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Urgent');
  await openConfigure(page, agent, 'responsibilities');
  let dialog = await openCard(page, 'Urgent Matters');
  await dialog.getByRole('switch', { name: 'Enable urgent matters' }).click();
  await expect(dialog.getByRole('radio', { name: 'Take a message' })).toBeChecked();
  await dialog.getByLabel('Urgent situations').fill('A burst pipe or a gas smell');
  await dialog.getByRole('radio', { name: 'Forward the call' }).check();
  await dialog.getByRole('checkbox', { name: 'Phone' }).check();
  await expect(dialog.getByLabel('Other information to collect')).toBeHidden();
  await dialog.getByRole('checkbox', { name: 'Other' }).check();
  await dialog.getByLabel('Other information to collect').fill('The street address');
  await saveCard(page, dialog, 'Urgent Matters');
  await expect(cardStatus(page, 'Urgent Matters')).toHaveText('Completed');

  const prompt = systemPrompt(await assistantOf(page.request, agent));
  expect(prompt).toContain('Urgent matters: treat these situations as urgent: A burst pipe or a gas smell.');
  expect(prompt).toContain('For an urgent matter, collect: Phone, The street address.');

  dialog = await openCard(page, 'Urgent Matters');
  await expect(dialog.getByLabel('Other information to collect')).toHaveValue('The street address');
  await dialog.getByRole('switch', { name: 'Enable urgent matters' }).click();
  await saveCard(page, dialog, 'Urgent Matters');
  await expect(cardStatus(page, 'Urgent Matters')).toHaveText('Saved (Empty/Off)');
  expect(systemPrompt(await assistantOf(page.request, agent))).not.toContain('Urgent matters:');
});
