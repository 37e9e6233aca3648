// The emulator's fixed products and monthly prices in USD; the ids are what the provider buys in
// sandbox mode. Created at a fixed time so they look the same after every restart.
const CREATED = 1_735_689_600; // 2025-01-01

/** The monthly prices of the two paid plans; the portal buys these ids when Stripe is emulated. */
export const CATALOGUE_PRICE_IDS = { pro: 'price_sandbox_pro_monthly', premium: 'price_sandbox_premium_monthly' };

const product = (id: string, name: string, description: string) => ({
  id,
  object: 'product' as const,
  active: true,
  created: CREATED,
  updated: CREATED,
  default_price: null as string | null,
  description,
  images: [],
  livemode: false,
  marketing_features: [],
  metadata: {},
  name,
  package_dimensions: null,
  shippable: null,
  statement_descriptor: null,
  tax_code: null,
  type: 'service',
  unit_label: null,
  url: null,
});

const monthly = (id: string, productId: string, nickname: string, cents: number, lookupKey: string) => ({
  id,
  object: 'price' as const,
  active: true,
  billing_scheme: 'per_unit',
  created: CREATED,
  currency: 'usd',
  custom_unit_amount: null,
  livemode: false,
  lookup_key: lookupKey,
  metadata: {},
  nickname,
  product: productId,
  recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
  tax_behavior: 'unspecified',
  tiers_mode: null,
  transform_quantity: null,
  type: 'recurring',
  unit_amount: cents,
  unit_amount_decimal: String(cents),
});

export type SandboxPrice = ReturnType<typeof monthly>;
export type SandboxProduct = ReturnType<typeof product>;

export const PRODUCTS: SandboxProduct[] = [
  { ...product('prod_sandbox_pro', 'Pro Plan', 'For growing businesses.'), default_price: CATALOGUE_PRICE_IDS.pro },
  {
    ...product('prod_sandbox_premium', 'Premium Plan', 'For busy teams.'),
    default_price: CATALOGUE_PRICE_IDS.premium,
  },
];

export const PRICES: SandboxPrice[] = [
  monthly(CATALOGUE_PRICE_IDS.pro, 'prod_sandbox_pro', 'Pro Plan', 2900, 'pro_monthly'),
  monthly(CATALOGUE_PRICE_IDS.premium, 'prod_sandbox_premium', 'Premium Plan', 7900, 'premium_monthly'),
];

export const findPrice = (id: string) => PRICES.find((price) => price.id === id);
export const findProduct = (id: string) => PRODUCTS.find((item) => item.id === id);

/** `$29.00` */
export const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
