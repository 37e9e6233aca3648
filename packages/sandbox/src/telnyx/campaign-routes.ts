import { Hono } from 'hono';
import { z } from 'zod';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { newCampaign } from './ten-dlc-records.ts';
import { recordsPage } from './ten-dlc-pages.ts';
import { readJson } from './telnyx-errors.ts';
import { respondError, respondInvalidBody } from './ten-dlc-errors.ts';

/** The use cases Telnyx's campaign guide lists, standard and special. */
const USECASES = [
  'CUSTOMER_CARE',
  'DELIVERY_NOTIFICATION',
  'ACCOUNT_NOTIFICATION',
  'MARKETING',
  '2FA',
  'SECURITY_ALERT',
  'POLLING_VOTING',
  'CHARITY',
  'POLITICAL',
  'MIXED',
  'LOW_VOLUME',
  'SOLE_PROPRIETOR',
  'EMERGENCY',
  'AGENTS_FRANCHISES',
  'SWEEPSTAKES',
];

const sample = z.string().min(1);
const keywords = z.string().regex(/^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$/, 'must be comma separated without spaces');

/** `POST /v2/10dlc/campaignBuilder`: the SDK's CampaignBuilderSubmitParams, unknown fields refused. */
const campaignBody = z
  .object({
    brandId: z.string().min(1),
    usecase: z.string().min(1),
    description: z.string().min(1),
    subUsecases: z.array(z.string()).optional(),
    sample1: sample,
    sample2: sample.optional(),
    sample3: sample.optional(),
    sample4: sample.optional(),
    sample5: sample.optional(),
    messageFlow: z.string().min(1).optional(),
    helpMessage: z.string().min(1).optional(),
    helpKeywords: keywords.optional(),
    optinMessage: z.string().min(1).optional(),
    optinKeywords: keywords.optional(),
    optoutMessage: z.string().min(1).optional(),
    optoutKeywords: keywords.optional(),
    subscriberHelp: z.boolean().optional(),
    subscriberOptin: z.boolean().optional(),
    subscriberOptout: z.boolean().optional(),
    termsAndConditions: z.boolean().optional(),
    termsAndConditionsLink: z.url().optional(),
    privacyPolicyLink: z.url().optional(),
    embeddedLink: z.boolean().optional(),
    embeddedLinkSample: z.string().optional(),
    embeddedPhone: z.boolean().optional(),
    numberPool: z.boolean().optional(),
    ageGated: z.boolean().optional(),
    directLending: z.boolean().optional(),
    autoRenewal: z.boolean().optional(),
    referenceId: z.string().optional(),
    resellerId: z.string().optional(),
    mnoIds: z.array(z.number().int()).optional(),
    tag: z.array(z.string()).optional(),
    webhookURL: z.url().optional(),
    webhookFailoverURL: z.url().optional(),
  })
  .strict();

type CampaignBody = z.infer<typeof campaignBody>;

/** Why the registry would not take this campaign from this brand, or undefined. */
function refusal(body: CampaignBody, store: TelnyxMessagingStore): { detail: string; pointer: string } | undefined {
  const brand = store.getBrand(body.brandId);
  if (!brand) return { detail: `Brand ${body.brandId} not found.`, pointer: '/brandId' };
  // Telnyx's guides: a campaign needs a verified brand first.
  if (brand.identityStatus !== 'VERIFIED' && brand.identityStatus !== 'VETTED_VERIFIED') {
    return {
      detail: `Brand ${body.brandId} is not verified yet; campaigns need a verified brand.`,
      pointer: '/brandId',
    };
  }
  if (!USECASES.includes(body.usecase)) return { detail: `Unknown usecase ${body.usecase}.`, pointer: '/usecase' };
  const sole = brand.entityType === 'SOLE_PROPRIETOR';
  if (sole !== (body.usecase === 'SOLE_PROPRIETOR')) {
    return { detail: 'The SOLE_PROPRIETOR usecase is for Sole Proprietor brands, and only it.', pointer: '/usecase' };
  }
  if (sole && store.campaignCount(brand.brandId) > 0) {
    return { detail: 'A Sole Proprietor brand can have one campaign only.', pointer: '/brandId' };
  }
  // Telnyx's reference: a caller's referenceId is unique across the campaigns submitted.
  const reused = body.referenceId && store.findCampaignByReference(body.referenceId);
  if (reused) {
    return {
      detail: `referenceId ${body.referenceId} is already used by campaign ${reused.campaignId}.`,
      pointer: '/referenceId',
    };
  }
  // Telnyx support: TCR does not create a campaign without opt-in, opt-out and HELP.
  const unanswered = (['subscriberOptin', 'subscriberOptout', 'subscriberHelp'] as const).find((flag) => !body[flag]);
  if (unanswered) return { detail: `${unanswered} must be true.`, pointer: `/${unanswered}` };
  return undefined;
}

/**
 * `POST /v2/10dlc/campaignBuilder`, `GET /v2/10dlc/campaign[/{id}]` and `DELETE /v2/10dlc/campaign/{id}`
 * (docs/vendors.md#telnyx-10dlc).
 * A campaign starts `TCR_ACCEPTED` and is provisioned by the carriers after the registry's delay.
 */
export function campaignRoutes(store: TelnyxMessagingStore) {
  const builder = new Hono();
  builder.post('/', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = campaignBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const refused = refusal(parsed.data, store);
    if (refused) return respondError(c, 422, refused.detail, refused.pointer);
    const campaign = newCampaign(parsed.data, store.getBrand(parsed.data.brandId)!, new Date().toISOString());
    return c.json(store.addCampaign(campaign));
  });

  const campaigns = new Hono();
  campaigns.get('/', (c) => {
    const brandId = c.req.query('brandId');
    if (!brandId) return respondError(c, 422, 'brandId is required', '/brandId');
    const listed = store.listCampaigns(brandId).map((campaign) => ({
      ...campaign,
      assignedPhoneNumbersCount: store.assignmentsOf(campaign.campaignId).length,
    }));
    return c.json(recordsPage(listed, c.req.query()));
  });
  campaigns.get('/:id', (c) => {
    const campaign = store.getCampaign(c.req.param('id'));
    return campaign ? c.json(campaign) : respondError(c, 404, 'Campaign not found.');
  });
  // Telnyx's reference: "once deactivated, a campaign cannot be restored"; it answers 200 with
  // CampaignDeletionResponse, whose only required field is `time`.
  campaigns.delete('/:id', (c) => {
    const campaign = store.deactivateCampaign(c.req.param('id'));
    return campaign ? c.json({ time: Date.now() / 1000 }) : respondError(c, 404, 'Campaign not found.');
  });

  return { builder, campaigns };
}
