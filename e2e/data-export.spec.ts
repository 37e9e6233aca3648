import { inflateRawSync } from 'node:zlib';
import { createAgent } from './agents-helpers.ts';
import { importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInThroughForm } from './support/ui.ts';
import { checkWidths, desktopWidth } from './widths-helpers.ts';

// "Download my data": the owner asks for the archive on Privacy & Data, sees it being prepared and
// then ready, opens the e-mailed link, and finds their agent and their call in the zip.

/** The files of a zip (stored or deflated), read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const files = new Map<string, string>();
  for (let entry = zip.readUInt32LE(end + 16), index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

test('builds the archive, e-mails a link only the owner can open, and the zip holds the agent and the call', async ({
  signedInPage: page,
  user,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const agent = await createAgent(page.request, { agentName: 'Export Desk' });
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550123', [
    { caller: 'Hi' },
    { caller: 'Do you have a cleaning on Friday?' },
  ]);

  await page.goto('/account/privacy');
  const section = page.getByRole('region', { name: 'Download my data' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Download my data' }).focus();
  await page.keyboard.press('Enter');
  // Building, then ready: the section reads the archive again on its own.
  await expect(section.getByText(/^Ready: we e-mailed a link to /)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(`Ready: we e-mailed a link to ${user.email}, valid until`)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download' })).toBeVisible();
  await checkWidths(page);
  await desktopWidth(page);

  // The direct link downloads the zip.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^voice-agent-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // The e-mailed link, from the sandbox mailbox, opens Privacy & Data with the archive's Download.
  const mail = await waitForMail(page.request, user.email, /^Your data is ready$/);
  expect(mail.text).toContain('The link works for 24 hours');
  const emailed = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  expect(emailed.pathname).toBe('/account/privacy');
  await page.goto(`${emailed.pathname}${emailed.search}`);
  const download = section.getByRole('link', { name: 'Download' });
  await expect(download).toBeVisible();
  const address = (await download.getAttribute('href'))!;
  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="voice-agent-data-/);
  const files = unzip(await response.body());
  expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'agents.json', 'calls.json', 'calls.csv']));
  const agents = JSON.parse(files.get('agents.json')!) as { id: string; agentName: string }[];
  expect(agents).toEqual([expect.objectContaining({ id: agent.id, agentName: 'Export Desk' })]);
  const calls = JSON.parse(files.get('calls.json')!) as {
    agentName: string;
    customerNumber: string;
    transcript: string;
  }[];
  expect(calls).toEqual([expect.objectContaining({ agentName: 'Export Desk', customerNumber: '+15125550123' })]);
  expect(calls[0]!.transcript).toContain('Do you have a cleaning on Friday?');
  expect(files.get('calls.csv')).toContain('Export Desk');

  // Signed out, the download itself is refused, and the e-mailed link asks for a sign-in first,
  // then comes back to the archive's Download.
  const signedOut = await playwright.request.newContext({ baseURL });
  expect((await signedOut.get(address)).status()).toBe(401);
  await signedOut.dispose();
  await page.context().clearCookies();
  await page.goto(`${emailed.pathname}${emailed.search}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await signInThroughForm(page, user.email, user.password);
  await expect
    .poll(() => new URL(page.url()).href)
    .toBe(new URL(`${emailed.pathname}${emailed.search}`, page.url()).href);
  await expect(section.getByRole('link', { name: 'Download' })).toHaveAttribute('href', address);
});
