import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { TelnyxMessagingStore } from './messaging-state.ts';
import { newAssignment } from './ten-dlc-records.ts';
import { recordsPage } from './ten-dlc-pages.ts';
import { readJson } from './telnyx-errors.ts';
import { respondError, respondInvalidBody } from './ten-dlc-errors.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const NOT_FOUND = 'No campaign is assigned to this phone number.';

const assignmentBody = z
  .object({
    phoneNumber: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be in E.164 format'),
    campaignId: z.string().min(1),
  })
  .strict();

/**
 * `POST|GET /v2/10dlc/phone_number_campaigns` and `GET|PUT|DELETE .../{phoneNumber}`
 * (docs/vendors.md#telnyx-10dlc). Telnyx's assignment guide: a US long code of this account, on a
 * messaging profile first, to an active (carrier-provisioned) campaign, one campaign at a time.
 */
export function numberCampaignRoutes(numbers: TelnyxSandboxStore, store: TelnyxMessagingStore) {
  const app = new Hono();

  async function assign(c: Context, replacing: boolean) {
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = assignmentBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const { phoneNumber, campaignId } = parsed.data;
    const owned = numbers.findNumber(phoneNumber);
    if (!owned) return respondError(c, 422, `Phone number ${phoneNumber} is not on this account.`, '/phoneNumber');
    if (!owned.messaging_profile_id) {
      const detail = `Phone number ${phoneNumber} must be assigned to a messaging profile first.`;
      return respondError(c, 422, detail, '/phoneNumber');
    }
    const campaign = store.getCampaign(campaignId);
    if (!campaign) return respondError(c, 422, `Campaign ${campaignId} not found.`, '/campaignId');
    if (campaign.campaignStatus !== 'MNO_PROVISIONED') {
      return respondError(c, 422, `Campaign ${campaignId} is not active (${campaign.campaignStatus}).`, '/campaignId');
    }
    const current = store.getAssignment(phoneNumber);
    if (current && !replacing) {
      const detail = `Phone number ${phoneNumber} is already assigned to campaign ${current.campaignId}.`;
      return respondError(c, 422, detail, '/phoneNumber');
    }
    const others = store.assignmentsOf(campaignId).filter((assignment) => assignment.phoneNumber !== phoneNumber);
    if (campaign.usecase === 'SOLE_PROPRIETOR' && others.length > 0) {
      return respondError(c, 422, 'A Sole Proprietor campaign can have one phone number only.', '/campaignId');
    }
    return c.json(store.assign(newAssignment(phoneNumber, campaign, new Date().toISOString())));
  }

  app.post('/', (c) => assign(c, false));

  app.get('/', (c) => {
    const filters = c.req.query();
    const listed = store
      .listAssignments()
      .filter(
        (assignment) =>
          !filters['filter[telnyx_campaign_id]'] || assignment.campaignId === filters['filter[telnyx_campaign_id]'],
      )
      .filter(
        (assignment) =>
          !filters['filter[telnyx_brand_id]'] || assignment.brandId === filters['filter[telnyx_brand_id]'],
      );
    return c.json(recordsPage(listed, filters));
  });

  app.get('/:phoneNumber', (c) => {
    const assignment = store.getAssignment(c.req.param('phoneNumber'));
    return assignment ? c.json(assignment) : respondError(c, 404, NOT_FOUND);
  });

  app.put('/:phoneNumber', async (c) => {
    if (!store.getAssignment(c.req.param('phoneNumber'))) return respondError(c, 404, NOT_FOUND);
    return assign(c, true);
  });

  app.delete('/:phoneNumber', (c) => {
    const removed = store.unassign(c.req.param('phoneNumber'));
    return removed ? c.json(removed) : respondError(c, 404, NOT_FOUND);
  });

  return app;
}
