import { createAgent } from './agents-helpers.ts';
import { importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { checkWidths, desktopWidth } from './widths-helpers.ts';

// Retention and deleting a call by hand: the owner keeps recordings 30 days on Privacy & Data
// (reached from the Account overview), sees it saved, then deletes one call's recording and
// transcript from its page; the call is gone at the emulated voice platform too.

const vapiAuth = { Authorization: 'Bearer sandbox-admin' };

test('keeps recordings 30 days, and deletes a call’s recording and transcript from its page', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/account');
  await page.getByRole('link', { name: /Privacy & Data/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Data' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Recordings and transcripts' });
  await expect(section.getByRole('combobox', { name: 'Keep recordings and transcripts' })).toHaveValue(
    'Until I delete them',
  );
  await section.getByRole('combobox', { name: 'Keep recordings and transcripts' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Privacy settings saved.')).toBeVisible();
  await expect(section.getByText(/The outcome, times, duration and cost of each call are kept/)).toBeVisible();
  await page.reload();
  await expect(section.getByRole('combobox', { name: 'Keep recordings and transcripts' })).toHaveValue('30 days');
  await checkWidths(page);
  await desktopWidth(page);

  // A call, placed through the emulated platform.
  const agent = await createAgent(page.request, { agentName: 'Privacy Desk' });
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  const placed = await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [
    { caller: 'Hi' },
    { caller: 'Do you have a cleaning on Friday?' },
  ]);
  let callId = '';
  await expect
    .poll(async () => {
      const listed = (await (await page.request.get('/api/calls')).json()) as { calls: { id: string }[] };
      callId = listed.calls[0]?.id ?? '';
      return callId;
    })
    .not.toBe('');
  expect((await page.request.get(`/sandbox/vapi/call/${placed.callId}`, { headers: vapiAuth })).status()).toBe(200);

  await page.goto(`/calls/${callId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Call details' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete recording and transcript' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the recording and transcript?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/^Recording and transcript deleted on .+ [A-Z]{2,5}\.$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete recording and transcript' })).toHaveCount(0);
  expect((await page.request.get(`/sandbox/vapi/call/${placed.callId}`, { headers: vapiAuth })).status()).toBe(404);
  await checkWidths(page);
  await desktopWidth(page);

  // The list says so too.
  await page.goto('/calls');
  await expect(page.getByText('Recording and transcript deleted.').first()).toBeVisible();
});
