import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planAllowance } from '@portal/shared/plans.plain';
import { loadConfig } from '../../config.ts';
import { paidPlans, SANDBOX_PRICE_IDS } from './plans.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'plans-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('paid plans', () => {
  it("sells the emulator's prices in sandbox mode", () => {
    expect(paidPlans(loadConfig({ DATA_DIR: dataDir }))).toEqual([
      { plan: 'Pro Plan', priceId: SANDBOX_PRICE_IDS.pro },
      { plan: 'Premium Plan', priceId: SANDBOX_PRICE_IDS.premium },
    ]);
  });

  it('sells the prices STRIPE_PRICE_PRO and STRIPE_PRICE_PREMIUM name with real Stripe', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
      STRIPE_PRICE_PRO: 'price_real_pro',
      STRIPE_PRICE_PREMIUM: 'price_real_premium',
    });
    expect(paidPlans(config).map((plan) => plan.priceId)).toEqual(['price_real_pro', 'price_real_premium']);
  });

  it('names plans whose allowances packages/shared knows', () => {
    const free = planAllowance('Free');
    for (const { plan } of paidPlans(loadConfig({ DATA_DIR: dataDir }))) {
      expect(planAllowance(plan).minutes).toBeGreaterThan(free.minutes);
    }
  });
});
