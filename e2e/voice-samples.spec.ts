import { seriousViolations } from './axe-helpers.ts';
import { createConfigAgent, desktopOnly, openCard, openConfigure } from './agent-config-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// Hearing voices before choosing one: the Voice card's samples, made by the sandbox's offline
// synthesiser, and the agent's own greeting in the chosen voice.

test.beforeEach(() => desktopOnly());

const GREETING = 'Thanks for calling Bright Smile Dental, this is Sam. How can I help?';

test('Voice samples: a voice and the greeting can be heard, one at a time, with the sandbox and Realtime explained', async ({
  signedInPage: page,
}) => {
  const agent = await createConfigAgent(page.request, 'Listener');
  const saved = await page.request.patch(`/api/agents/${agent.id}/sections/greeting`, { data: { greeting: GREETING } });
  expect(saved.status(), await saved.text()).toBe(200);
  await openConfigure(page, agent);
  const dialog = await openCard(page, 'Voice');

  await expect(
    dialog.getByText(/^Sandbox: the voice platform is emulated, so these samples are approximations/),
  ).toBeVisible();
  await expect(dialog.getByText(/^Voices marked "Realtime" hear the caller and answer in one step/)).toBeVisible();
  const status = dialog.getByRole('status').filter({ hasText: /./ });

  // A voice introduces itself: the audio comes from the API, and the button and status say it plays.
  const lunaSample = page.waitForResponse((response) =>
    response.url().endsWith(`/api/agents/${agent.id}/voice-samples/luna`),
  );
  await dialog.getByRole('button', { name: 'Play sample of Luna' }).click();
  const luna = await lunaSample;
  expect(luna.status()).toBe(200);
  expect(luna.headers()['content-type']).toBe('audio/wav');
  expect(luna.headers()['x-voice-sample']).toBe('approximation');
  await expect(status).toHaveText('Playing the sample of Luna.');
  const stopLuna = dialog.getByRole('button', { name: 'Stop sample of Luna' });
  await expect(stopLuna).toHaveText('Stop');
  await stopLuna.click();
  await expect(status).toHaveText('Stopped the sample of Luna.');
  await expect(dialog.getByRole('button', { name: 'Play sample of Luna' })).toBeVisible();

  // The greeting in the voice chosen on the card, not yet saved; a new sample stops the other.
  await dialog.getByRole('radio', { name: /Merlin/ }).check();
  await dialog.getByRole('button', { name: 'Play sample of Olly' }).click();
  await expect(status).toHaveText('Playing the sample of Olly.');
  const greetingSample = page.waitForResponse((response) =>
    response.url().endsWith(`/api/agents/${agent.id}/voice-samples/merlin/greeting`),
  );
  await dialog.getByRole('button', { name: 'Hear my greeting in this voice (Merlin)' }).click();
  expect((await greetingSample).status()).toBe(200);
  await expect(status).toHaveText("Playing your greeting in Merlin's voice.");
  await expect(dialog.getByRole('button', { name: 'Play sample of Olly' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop my greeting (Merlin)' }).click();
  await expect(status).toHaveText("Stopped your greeting in Merlin's voice.");

  expect(await seriousViolations(page)).toEqual([]);
});
