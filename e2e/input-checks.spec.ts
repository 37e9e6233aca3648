import type { APIRequestContext } from '@playwright/test';
import { card, createConfigAgent, desktopOnly, openCard, openConfigure, pageMessage } from './agent-config-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/users.ts';

// What the portal refuses, and how it says so: a name that is too long or on several lines, a phone
// field holding words, forwarding calls to the agent's own number, and a weak password.

test.beforeEach(() => desktopOnly());

/** Buys the first number the sandbox offers in an area code and gives it to the agent; returns it in E.164. */
async function giveNumber(request: APIRequestContext, agentId: string, areaCode: string): Promise<string> {
  const search = await request.get(`/api/phone-numbers/search?areaCode=${areaCode}`);
  expect(search.status()).toBe(200);
  const [offer] = (await search.json()) as { phoneNumber: string }[];
  expect(offer, `a number in ${areaCode}`).toBeTruthy();
  const bought = await request.post('/api/phone-numbers', { data: { phoneNumber: offer!.phoneNumber } });
  expect(bought.status(), await bought.text()).toBe(201);
  const { phoneNumber } = (await bought.json()) as { phoneNumber: { id: string; phoneNumber: string } };
  const assigned = await request.patch(`/api/phone-numbers/${phoneNumber.id}`, { data: { agentId } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return phoneNumber.phoneNumber;
}

test('Business Name is one line with a limit: the message under the field, the text kept, the server the same', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Namer');
  await openConfigure(page, agent, 'brain');
  const dialog = await openCard(page, 'Business Name');
  const name = dialog.getByRole('textbox', { name: 'Business Name' });
  await expect(name).toHaveJSProperty('tagName', 'INPUT');

  const long = 'Bright Smile Family Dental and Orthodontics of Greater Austin, Round Rock and Cedar Park, Texas';
  await name.fill(`${long} USA!!`);
  await expect(dialog.getByText('Business Name must be at most 100 characters.')).toBeVisible();
  await expect(dialog.getByText('101 / 100 characters')).toBeVisible();
  await expect(name).toHaveValue(`${long} USA!!`);
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await name.fill('Bright Smile Dental');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Business Name saved successfully!')).toBeVisible();
  await expect(card(page, 'Business Name').getByTestId('card-preview')).toHaveText('Bright Smile Dental');

  // The server holds the same rule, naming the field and the limit.
  const tooLong = await page.request.patch(`/api/agents/${agent.id}/sections/businessName`, {
    data: { businessName: 'x'.repeat(5000) },
  });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toEqual({
    error: { code: 'VALIDATION_FAILED', message: 'businessName: Business Name must be at most 100 characters.' },
  });
  const twoLines = await page.request.patch(`/api/agents/${agent.id}/sections/businessName`, {
    data: { businessName: 'Bright Smile\nDental' },
  });
  expect(((await twoLines.json()) as { error: { message: string } }).error.message).toBe(
    'businessName: Business Name must be one line, without line breaks.',
  );
});

test('a phone field refuses "call me maybe", saying what a phone number looks like, and keeps one as E.164', async ({
  signedInPage: page,
}) => {
  await page.goto('/account-detail');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const phone = page.getByLabel('Phone Number');
  await phone.fill('call me maybe');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  const message =
    'Phone Number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(phone).toHaveValue('call me maybe');

  const refused = await page.request.patch('/api/account/profile', { data: { phoneNumber: 'call me maybe' } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(`phoneNumber: ${message}`);

  await phone.fill('512.555.0142');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(phone).toHaveValue('(512) 555-0142');
  const detail = (await (await page.request.get('/api/account/profile')).json()) as {
    profile: { phoneNumber: string };
  };
  expect(detail.profile.phoneNumber).toBe('+15125550142');
});

test("forwarding calls to the agent's own number is refused, and the card says why", async ({ signedInPage: page }) => {
  const agent = await createConfigAgent(page.request, 'Own Number');
  const own = await giveNumber(page.request, agent.id, '737');
  const national = `(${own.slice(2, 5)}) ${own.slice(5, 8)}-${own.slice(8)}`;
  const why = "The forwarding number is the agent's own number: a forwarded caller would ring the agent again.";

  await openConfigure(page, agent, 'responsibilities');
  const dialog = await openCard(page, 'Call Forwarding');
  await dialog.getByRole('switch', { name: 'Enable call forwarding' }).click();
  const number = dialog.getByLabel('Phone number');
  await number.fill('call me maybe');
  await expect(dialog.getByRole('alert')).toContainText('Phone number must be a phone number of the chosen country');
  await number.fill(national);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // Under the number, and in the card's own message; the dialog stays open with the number.
  await expect(dialog.locator('span[role="alert"]')).toHaveText(why);
  await expect(dialog.getByText(`Failed to save Call Forwarding: ${why}`)).toBeVisible();
  await expect(number).toHaveValue(national);

  await number.fill('(512) 555-0199');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageMessage(page, 'Call Forwarding saved successfully!')).toBeVisible();
  await expect(card(page, 'Call Forwarding').getByTestId('card-preview')).toHaveText('Transfers to Front desk');
  const saved = (await (await page.request.get(`/api/agents/${agent.id}`)).json()) as {
    transferDestinations: { number: string; display: string }[];
  };
  expect(saved.transferDestinations.map(({ number, display }) => [number, display])).toEqual([
    ['+15125550199', '(512) 555-0199'],
  ]);
});

test('sign-up refuses "password", stating the rule, and so does the server', async ({ page }) => {
  const email = uniqueEmail('weak-password');
  await page.goto('/login?view=sign_up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a Password').fill('password');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const rule = 'Password is too short: use at least 10 characters, and not a common password such as "password123".';
  await expect(page.getByText(rule)).toBeVisible();
  await expect(page).toHaveURL('/signup');

  await page.getByLabel('Create a Password').fill('password123');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(
    page.getByText(
      'Password is too easy to guess: use at least 10 characters, and not a common password such as "password123".',
    ),
  ).toBeVisible();

  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'password', name: 'Weak' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ code: 'PASSWORD_TOO_WEAK', message: rule });
});
