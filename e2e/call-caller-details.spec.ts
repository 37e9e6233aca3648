import { seriousViolations } from './axe-helpers.ts';
import { createAgent } from './agents-helpers.ts';
import { enablePlumberUrgentMatters, importNumber, simulateInboundCall, uniqueNumber } from './calls-helpers.ts';
import { expect, test } from './support/fixtures.ts';

// A caller with a flooded kitchen gives a plumber's agent a name, a number to call back on (not the
// one they rang from) and an address. The call's page lists each once, labelled and written as
// people write them, on a desktop and on a phone.

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('a call’s page shows what the caller told the agent once, labelled and readable', async ({
  signedInPage: page,
}) => {
  const agent = await createAgent(page.request, { agentName: 'Pipe Desk' });
  await enablePlumberUrgentMatters(page.request, agent.id, ['Full Name', 'Phone', 'Address']);
  const phoneNumberId = await importNumber(page.request, agent.vapiAgentId!, uniqueNumber());
  await simulateInboundCall(page.request, phoneNumberId, '+15125550100', [
    { caller: "It's an emergency, a pipe burst and my kitchen is flooding" },
    { caller: 'Jane Doe' },
    { caller: '512-555-0142' },
    { caller: '12 Oak Street' },
    { caller: "No, that's all. Bye." },
  ]);

  await page.goto('/calls');
  await page
    .getByRole('link', { name: /View call/ })
    .first()
    .click();
  const details = page.getByLabel('What the caller told your agent');
  for (const { name, width, height } of widths) {
    await test.step(name, async () => {
      await page.setViewportSize({ width, height });
      await expect(details.getByRole('term')).toHaveText(['Name', 'Phone', 'Reason', 'Address']);
      await expect(details.getByRole('definition')).toHaveText([
        'Jane Doe',
        '+1 (512) 555-0142',
        // The situation the owner described, which the caller's matched.
        'A burst pipe or flooding',
        '12 Oak Street',
      ]);
      // The number that called is among the call's facts, and nowhere else as a detail.
      await expect(page.getByRole('definition').filter({ hasText: '+1 (512) 555-0100' })).toHaveCount(1);
      await expect(page.getByRole('definition').filter({ hasText: 'Jane Doe' })).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
