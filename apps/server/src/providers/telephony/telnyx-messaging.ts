import {
  MessagingError,
  WebhookVerificationError,
  type AssignmentState,
  type BrandState,
  type CampaignState,
  type Messaging,
  type TextEvent,
  type TextPayload,
} from './messaging.ts';
import {
  createTelnyxClient,
  findAccountNumber,
  telnyxFailure,
  type TelnyxClient,
  type TelnyxOptions,
} from './telnyx-client.ts';

async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = telnyxFailure(error);
    const detail =
      failure.kind === 'unreachable'
        ? 'The texting provider could not be reached.'
        : failure.kind === 'unexpected'
          ? 'The texting provider failed unexpectedly.'
          : failure.reason;
    throw new MessagingError(`${action}: ${failure.reason}`, failure.status, detail);
  }
}

type TelnyxBrand = {
  brandId?: string;
  entityType?: string;
  identityStatus?: string;
  status?: string;
  failureReasons?: string;
};

/**
 * A brand is approved once the registry verified its identity (VERIFIED, or VETTED_VERIFIED after
 * external vetting); rejected when its registration failed, or when a business's identity could
 * not be verified (UNVERIFIED once registered). A sole proprietor stays pending until its PIN is
 * checked, whatever the registry says of it meanwhile (docs/vendors.md#telnyx-10dlc).
 */
function brandState(brand: TelnyxBrand): BrandState {
  const id = brand.brandId ?? '';
  const rejected = (fallback: string) => ({
    id,
    status: 'rejected' as const,
    reason: brand.failureReasons || fallback,
  });
  if (brand.status === 'REGISTRATION_FAILED') return rejected('The Campaign Registry could not register the brand.');
  if (brand.identityStatus === 'VERIFIED' || brand.identityStatus === 'VETTED_VERIFIED') {
    return { id, status: 'approved', reason: null };
  }
  if (brand.identityStatus === 'UNVERIFIED' && brand.status === 'OK' && brand.entityType !== 'SOLE_PROPRIETOR') {
    return rejected("The Campaign Registry could not verify the business's identity.");
  }
  return { id, status: 'pending', reason: null };
}

/** Each campaign status that ends a campaign, and what to say when Telnyx gives no reason. */
const ENDED: Record<string, string> = {
  TCR_FAILED: 'The Campaign Registry refused the campaign.',
  TELNYX_FAILED: "Telnyx's review refused the campaign.",
  MNO_REJECTED: 'The mobile carriers rejected the campaign.',
  MNO_PROVISIONING_FAILED: 'The mobile carriers could not set the campaign up.',
  TCR_SUSPENDED: 'The campaign is suspended.',
  TCR_EXPIRED: 'The campaign has expired.',
};

/**
 * A campaign is approved once the carriers provisioned it (MNO_PROVISIONED: numbers can then be
 * assigned); the failed, rejected, suspended and expired statuses reject it; the registry's and
 * carriers' reviews in between are pending (docs/vendors.md#telnyx-10dlc).
 */
function campaignState(campaign: {
  campaignId: string;
  campaignStatus?: string;
  status?: string;
  failureReasons?: string;
}): CampaignState {
  const status = campaign.campaignStatus ?? '';
  // `status` is ACTIVE or EXPIRED (telnyx-node TelnyxCampaignCsp): an expired campaign texts no more.
  if (campaign.status === 'EXPIRED') {
    return { id: campaign.campaignId, status: 'rejected', reason: campaign.failureReasons || ENDED.TCR_EXPIRED! };
  }
  if (status === 'MNO_PROVISIONED') return { id: campaign.campaignId, status: 'approved', reason: null };
  const ended = ENDED[status];
  if (ended) return { id: campaign.campaignId, status: 'rejected', reason: campaign.failureReasons || ended };
  return { id: campaign.campaignId, status: 'pending', reason: null };
}

type TelnyxAssignment = {
  phoneNumber: string;
  campaignId: string;
  telnyxCampaignId?: string;
  assignmentStatus?: string;
  failureReasons?: string;
};

function assignmentState(assignment: TelnyxAssignment): AssignmentState {
  const failed = assignment.assignmentStatus?.startsWith('FAILED_');
  return {
    phoneNumber: assignment.phoneNumber,
    campaignId: assignment.telnyxCampaignId || assignment.campaignId,
    status: assignment.assignmentStatus === 'ASSIGNED' ? 'assigned' : failed ? 'failed' : 'pending',
    reason: failed ? assignment.failureReasons || 'The carriers did not take the number onto the campaign.' : null,
  };
}

type WireMessage = {
  id?: string;
  record_type?: string;
  direction?: string;
  from?: { phone_number?: string };
  to?: { phone_number?: string; status?: string }[] | string;
  text?: string;
  messaging_profile_id?: string | null;
  errors?: { code?: string; title?: string; detail?: string }[];
};

function textPayload(payload: WireMessage | undefined): TextPayload | null {
  if (payload?.record_type !== 'message' || !payload.id) return null;
  const recipient = Array.isArray(payload.to) ? payload.to[0] : { phone_number: payload.to };
  const error = payload.errors?.[0];
  return {
    id: payload.id,
    direction: payload.direction === 'inbound' ? 'inbound' : 'outbound',
    from: payload.from?.phone_number ?? '',
    to: recipient?.phone_number ?? '',
    text: payload.text ?? '',
    status: recipient && 'status' in recipient ? (recipient.status ?? '') : '',
    error: error ? { code: error.code ?? '', title: error.title ?? '', detail: error.detail ?? null } : null,
    messagingProfileId: payload.messaging_profile_id ?? null,
  };
}

function textEvent(unwrapped: unknown): TextEvent {
  const data = (
    unwrapped as { data?: { id?: string; event_type?: string; occurred_at?: string; payload?: WireMessage } }
  )?.data;
  if (!data?.id || !data.event_type) throw new WebhookVerificationError('The webhook carries no Telnyx event.');
  return { id: data.id, type: data.event_type, occurredAt: data.occurred_at ?? '', payload: textPayload(data.payload) };
}

const keywords = (words: string[]) => words.map((word) => word.trim().toUpperCase()).join(',');

/** Runs a removal; a resource Telnyx no longer has (404) was removed already, by an earlier try. */
async function gone(action: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await call(action, run);
  } catch (error) {
    if (error instanceof MessagingError && error.status === 404) return;
    throw error;
  }
}

/** The campaign submitted with this reference, when a submission's answer was lost. */
async function findCampaign(client: TelnyxClient, brandId: string, referenceId: string) {
  for await (const campaign of client.messaging10dlc.campaign.list({ brandId })) {
    if (campaign.referenceId === referenceId && campaign.campaignId) return campaign.campaignId;
  }
  return null;
}

/**
 * Messaging and 10DLC through the official `telnyx` client, at Telnyx or its emulator by baseURL.
 * `publicKey` verifies webhooks: Telnyx's from Mission Control, or the emulator's.
 */
export function createTelnyxMessaging(options: TelnyxOptions, publicKey: string | null): Messaging {
  const client = createTelnyxClient(options, publicKey);
  // Creating a brand or a campaign is charged once and for all, and a text cannot be taken back:
  // none of them is sent a second time by the client.
  const once = { maxRetries: 0 };

  const getCampaign = async (id: string) =>
    campaignState(await call('Telnyx campaign', () => client.messaging10dlc.campaign.retrieve(id)));

  async function currentAssignment(phoneNumber: string) {
    try {
      return await client.messaging10dlc.phoneNumberCampaigns.retrieve(phoneNumber);
    } catch (error) {
      if (telnyxFailure(error).status === 404) return null;
      throw error;
    }
  }

  return {
    async createMessagingProfile({ name, webhookUrl }) {
      const created = await call('Telnyx messaging profile', () =>
        client.messagingProfiles.create(
          { name, whitelisted_destinations: ['US'], webhook_url: webhookUrl, webhook_api_version: '2', enabled: true },
          once,
        ),
      );
      if (!created.data?.id) throw new MessagingError('Telnyx messaging profile: the answer had no id', 502);
      return { id: created.data.id };
    },

    async createBrand(input) {
      const sole = input.entityType === 'SOLE_PROPRIETOR';
      const brand = await call('Telnyx brand registration', () =>
        client.messaging10dlc.brand.create(
          {
            entityType: input.entityType,
            displayName: input.displayName,
            country: 'US',
            email: input.email,
            vertical: input.vertical,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            street: input.street,
            city: input.city,
            state: input.state,
            postalCode: input.postalCode,
            ...(input.website ? { website: input.website } : {}),
            ...(sole
              ? { mobilePhone: input.mobilePhone ?? undefined }
              : { companyName: input.companyName, ...(input.ein ? { ein: input.ein.replace(/\D/g, '') } : {}) }),
          },
          once,
        ),
      );
      if (!brand.brandId) throw new MessagingError('Telnyx brand registration: the answer had no brand id', 502);
      return brandState(brand);
    },

    async getBrand(id) {
      return brandState(await call('Telnyx brand', () => client.messaging10dlc.brand.retrieve(id)));
    },

    async sendBrandPin(brandId, texts) {
      if (!texts.pin.includes('{pin}')) throw new Error('The PIN text needs a {pin} placeholder.');
      await call('Telnyx brand PIN', () =>
        client.messaging10dlc.brand.triggerSMSOtp(
          brandId,
          { pinSms: texts.pin.replaceAll('{pin}', '@OTP_PIN@'), successSms: texts.verified },
          once,
        ),
      );
    },

    async verifyBrandPin(brandId, pin) {
      await call('Telnyx brand PIN check', () =>
        client.messaging10dlc.brand.verifySMSOtp(brandId, { otpPin: pin.trim() }),
      );
    },

    async createCampaign(input) {
      const submit = () =>
        call('Telnyx campaign registration', () =>
          client.messaging10dlc.campaignBuilder.submit(
            {
              brandId: input.brandId,
              usecase: input.usecase,
              ...(input.subUsecases ? { subUsecases: input.subUsecases } : {}),
              description: input.description,
              sample1: input.sample1,
              sample2: input.sample2,
              messageFlow: input.messageFlow,
              helpMessage: input.helpMessage,
              optoutMessage: input.optoutMessage,
              optinMessage: input.optinMessage,
              optinKeywords: keywords(input.optinKeywords),
              optoutKeywords: keywords(input.optoutKeywords),
              helpKeywords: keywords(input.helpKeywords),
              // Telnyx support: TCR creates no campaign without opt-in, opt-out and HELP.
              subscriberOptin: true,
              subscriberOptout: true,
              subscriberHelp: true,
              embeddedLink: input.embeddedLink ?? false,
              embeddedPhone: input.embeddedPhone ?? false,
              ...(input.referenceId ? { referenceId: input.referenceId } : {}),
            },
            once,
          ),
        );
      try {
        return campaignState(await submit());
      } catch (error) {
        // A submission lost on the way may have been registered: look for it by its reference.
        if (!(error instanceof MessagingError && error.status === 0) || !input.referenceId) throw error;
        const referenceId = input.referenceId;
        const found = await call('Telnyx campaign lookup', () => findCampaign(client, input.brandId, referenceId));
        return found ? getCampaign(found) : campaignState(await submit());
      }
    },

    getCampaign,

    async assignNumber({ phoneNumber, campaignId, messagingProfileId }) {
      const number = await call('Telnyx phone number lookup', () => findAccountNumber(client, phoneNumber));
      if (!number)
        throw new MessagingError(`Telnyx has no number ${phoneNumber}`, 404, 'The number is not on the account.');
      // Telnyx's assignment guide: the number goes on a messaging profile first.
      await call('Telnyx number messaging profile', () =>
        client.phoneNumbers.messaging.update(number.id, { messaging_profile_id: messagingProfileId }),
      );
      const current = await call('Telnyx campaign assignment lookup', () => currentAssignment(phoneNumber));
      if (current && (current.telnyxCampaignId || current.campaignId) === campaignId) return assignmentState(current);
      const assigned = await call('Telnyx campaign assignment', () =>
        current
          ? client.messaging10dlc.phoneNumberCampaigns.update(phoneNumber, { phoneNumber, campaignId })
          : client.messaging10dlc.phoneNumberCampaigns.create({ phoneNumber, campaignId }),
      );
      return assignmentState(assigned);
    },

    async getAssignment(phoneNumber) {
      const current = await call('Telnyx campaign assignment lookup', () => currentAssignment(phoneNumber));
      return current ? assignmentState(current) : null;
    },

    async deactivateCampaign(campaignId) {
      // DELETE /v2/10dlc/campaign/{campaignId}: "once deactivated, a campaign cannot be restored".
      await gone('Telnyx campaign deactivation', () => client.messaging10dlc.campaign.deactivate(campaignId));
    },

    async deleteMessagingProfile(id) {
      await gone('Telnyx messaging profile deletion', () => client.messagingProfiles.delete(id));
    },

    async sendText({ from, to, text, messagingProfileId }) {
      const sent = await call('Telnyx text', () =>
        client.messages.send({ from, to, text, messaging_profile_id: messagingProfileId }, once),
      );
      if (!sent.data?.id) throw new MessagingError('Telnyx text: the answer had no message id', 502);
      return { id: sent.data.id, status: sent.data.to?.[0]?.status ?? 'queued' };
    },

    async readWebhook(rawBody, headers) {
      if (!publicKey)
        throw new WebhookVerificationError('No Telnyx public key is set (TELNYX_PUBLIC_KEY) to verify webhooks.');
      let unwrapped: unknown;
      try {
        // Ed25519 over `${telnyx-timestamp}|${raw body}`, refused more than 5 minutes off.
        unwrapped = await client.webhooks.unwrap(rawBody, { headers });
      } catch (error) {
        throw new WebhookVerificationError(error instanceof Error ? error.message : String(error));
      }
      return textEvent(unwrapped);
    },
  };
}
