import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { newBrand, type TenDlcBrand } from './ten-dlc-records.ts';
import { recordsPage } from './ten-dlc-pages.ts';
import { readJson } from './telnyx-errors.ts';
import { respondError, respondInvalidBody } from './ten-dlc-errors.ts';

const NOT_FOUND = 'Brand not found.';

const VERTICALS = [
  'AGRICULTURE',
  'COMMUNICATION',
  'CONSTRUCTION',
  'EDUCATION',
  'ENERGY',
  'ENTERTAINMENT',
  'FINANCIAL',
  'GAMBLING',
  'GOVERNMENT',
  'HEALTHCARE',
  'HOSPITALITY',
  'HUMAN_RESOURCES',
  'INSURANCE',
  'LEGAL',
  'MANUFACTURING',
  'NGO',
  'POLITICAL',
  'POSTAL',
  'PROFESSIONAL',
  'REAL_ESTATE',
  'RETAIL',
  'TECHNOLOGY',
  'TRANSPORTATION',
] as const;

const e164 = z
  .string()
  .max(20)
  .regex(/^\+[1-9]\d{6,14}$/, 'must be in e.164 international format');
const text = (max: number) => z.string().min(1).max(max);

/** `POST /v2/10dlc/brand`, with the lengths Telnyx's reference gives each field. */
const brandBody = z
  .object({
    entityType: z.enum(['PRIVATE_PROFIT', 'PUBLIC_PROFIT', 'NON_PROFIT', 'GOVERNMENT', 'SOLE_PROPRIETOR']),
    displayName: text(100),
    country: z.string().length(2),
    email: z.email().max(100),
    vertical: z.enum(VERTICALS),
    companyName: text(100).optional(),
    ein: text(20).optional(),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    phone: e164.optional(),
    mobilePhone: e164.optional(),
    street: text(100).optional(),
    city: text(100).optional(),
    state: text(20).optional(),
    postalCode: text(10).optional(),
    website: z.url().max(100).optional(),
    ipAddress: z.string().max(50).optional(),
    isReseller: z.boolean().optional(),
    mock: z.boolean().optional(),
    businessContactEmail: z.email().nullable().optional(),
    stockSymbol: z.string().max(10).optional(),
    stockExchange: z.string().optional(),
    webhookURL: z.url().optional(),
    webhookFailoverURL: z.url().optional(),
  })
  .strict();

type BrandBody = z.infer<typeof brandBody>;

/** What an entity type needs beyond the schema, per Telnyx's reference and its Sole Proprietor guide. */
function missingFor(body: BrandBody): string | undefined {
  const needs: (keyof BrandBody)[] =
    body.entityType === 'SOLE_PROPRIETOR'
      ? ['firstName', 'lastName', 'mobilePhone']
      : body.entityType === 'NON_PROFIT'
        ? ['companyName', 'ein']
        : body.entityType === 'PUBLIC_PROFIT'
          ? ['companyName', 'stockSymbol', 'stockExchange', 'businessContactEmail']
          : ['companyName'];
  return needs.find((field) => body[field] === undefined || body[field] === null);
}

/** A Sole Proprietor's identity is verified with a PIN texted to its mobile phone. */
const isSoleProprietor = (brand: TenDlcBrand) => brand.entityType === 'SOLE_PROPRIETOR';

type OtpTexts = { send: (to: string, text: string) => void };

const otpBody = z
  .object({
    pinSms: z.string().min(1).max(500).includes('@OTP_PIN@', { error: 'must contain the @OTP_PIN@ placeholder' }),
    successSms: z.string().min(1).max(500),
  })
  .strict();
const verifyBody = z.object({ otpPin: z.string().min(4).max(10) }).strict();

/**
 * `POST|GET /v2/10dlc/brand`, `GET|DELETE /v2/10dlc/brand/{id}` and the Sole Proprietor PIN at
 * `/v2/10dlc/brand/{id}/smsOtp` (docs/vendors.md#telnyx-10dlc). The PIN is texted to the
 * brand's mobile phone, which the sandbox shows in that number's texts.
 */
export function brandRoutes(store: TelnyxMessagingStore, texts: OtpTexts) {
  const app = new Hono();

  const otpStatus = (c: Context, brandId: string) => {
    const brand = store.getBrand(brandId);
    const otp = store.otpOf(brandId);
    if (!brand || !otp) return respondError(c, 404, 'No PIN was sent for this brand.');
    return c.json({
      brandId,
      referenceId: otp.referenceId,
      mobilePhone: brand.mobilePhone,
      requestDate: otp.requestDate,
      deliveryStatus: otp.verifyDate ? 'VERIFIED' : 'DELIVERED_HANDSET',
      deliveryStatusDate: otp.verifyDate ?? otp.requestDate,
      deliveryStatusDetails: otp.verifyDate ? 'PIN verified' : 'Delivered to handset',
      ...(otp.verifyDate ? { verifyDate: otp.verifyDate } : {}),
    });
  };

  app.post('/', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = brandBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const missing = missingFor(parsed.data);
    if (missing) {
      return respondError(c, 422, `${missing} is required for entityType ${parsed.data.entityType}`, `/${missing}`);
    }
    const { businessContactEmail, ...fields } = parsed.data;
    const brand = newBrand(
      { ...fields, ...(businessContactEmail ? { businessContactEmail } : {}) },
      new Date().toISOString(),
    );
    return c.json(store.addBrand(brand));
  });

  app.get('/', (c) => {
    const brands = store.listBrands().map((brand) => ({
      brandId: brand.brandId,
      tcrBrandId: brand.tcrBrandId,
      displayName: brand.displayName,
      companyName: brand.companyName,
      entityType: brand.entityType,
      email: brand.email,
      website: brand.website,
      identityStatus: brand.identityStatus,
      status: brand.status,
      failureReasons: brand.failureReasons,
      // Spelt as Telnyx's list answer spells it.
      assignedCampaingsCount: store.campaignCount(brand.brandId),
      createdAt: brand.createdAt,
      updatedAt: brand.updatedAt,
    }));
    return c.json(recordsPage(brands, c.req.query()));
  });

  app.get('/smsOtp/:referenceId', (c) => {
    const found = store.otpByReference(c.req.param('referenceId'));
    return found ? otpStatus(c, found.brandId) : respondError(c, 404, 'No PIN has this reference.');
  });

  app.get('/:id', (c) => {
    const brand = store.getBrand(c.req.param('id'));
    if (!brand) return respondError(c, 404, NOT_FOUND);
    return c.json({ ...brand, assignedCampaignsCount: store.campaignCount(brand.brandId) });
  });

  app.delete('/:id', (c) =>
    store.deleteBrand(c.req.param('id')) ? c.body(null, 204) : respondError(c, 404, NOT_FOUND),
  );

  app.post('/:id/smsOtp', async (c) => {
    const brand = store.getBrand(c.req.param('id'));
    if (!brand) return respondError(c, 404, NOT_FOUND);
    if (!isSoleProprietor(brand) || !brand.mobilePhone) {
      return respondError(c, 422, 'A PIN is sent to verify Sole Proprietor brands only.');
    }
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = otpBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const pin = String(randomInt(100_000, 1_000_000));
    const referenceId = `OTP${brand.tcrBrandId.slice(1)}${Date.now().toString(36).toUpperCase()}`;
    store.startOtp(brand.brandId, { pin, referenceId, successSms: parsed.data.successSms });
    texts.send(brand.mobilePhone, parsed.data.pinSms.replaceAll('@OTP_PIN@', pin));
    return c.json({ brandId: brand.brandId, referenceId });
  });

  app.get('/:id/smsOtp', (c) => otpStatus(c, c.req.param('id')));

  app.put('/:id/smsOtp', async (c) => {
    const brand = store.getBrand(c.req.param('id'));
    if (!brand) return respondError(c, 404, NOT_FOUND);
    const otp = store.otpOf(brand.brandId);
    if (!otp) return respondError(c, 422, 'No PIN was sent for this brand.');
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = verifyBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    if (parsed.data.otpPin !== otp.pin) return respondError(c, 422, 'The PIN is not the one sent.', '/otpPin');
    store.verifyOtp(brand.brandId);
    if (brand.mobilePhone) texts.send(brand.mobilePhone, otp.successSms);
    return c.body(null, 204);
  });

  return app;
}
