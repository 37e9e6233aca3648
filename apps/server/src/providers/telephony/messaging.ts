/**
 * Texting callers and owners from the owner's numbers, and the US 10DLC registration (a brand,
 * then a campaign, then each number assigned to it) that carriers require of such texts. Types
 * are ours; the Telnyx client maps them to the vendor's wire formats
 * (docs/vendors.md#telnyx-messaging, #telnyx-10dlc, #telnyx-webhooks).
 */

/** Where a registration stands; `reason` is the registry's or the carriers' words when rejected. */
export type RegistrationState = {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
};

export type BrandState = RegistrationState;
export type CampaignState = RegistrationState;

/** The Campaign Registry's verticals (industries). */
export type BrandVertical =
  | 'AGRICULTURE'
  | 'COMMUNICATION'
  | 'CONSTRUCTION'
  | 'EDUCATION'
  | 'ENERGY'
  | 'ENTERTAINMENT'
  | 'FINANCIAL'
  | 'GAMBLING'
  | 'GOVERNMENT'
  | 'HEALTHCARE'
  | 'HOSPITALITY'
  | 'HUMAN_RESOURCES'
  | 'INSURANCE'
  | 'LEGAL'
  | 'MANUFACTURING'
  | 'NGO'
  | 'POLITICAL'
  | 'POSTAL'
  | 'PROFESSIONAL'
  | 'REAL_ESTATE'
  | 'RETAIL'
  | 'TECHNOLOGY'
  | 'TRANSPORTATION';

export type BrandInput = {
  /** A company with an EIN, or a person without one (verified by a PIN texted to `mobilePhone`). */
  entityType: 'PRIVATE_PROFIT' | 'SOLE_PROPRIETOR';
  /** The name texts are signed with (doing-business-as). */
  displayName: string;
  /** The legal name, exactly as the IRS has it for the EIN. Not sent for a sole proprietor. */
  companyName: string;
  /** Nine digits; null for a sole proprietor. */
  ein: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phone: string;
  /** E.164, the sole proprietor's own mobile, where the verification PIN goes; null otherwise. */
  mobilePhone: string | null;
  street: string;
  city: string;
  /** Two letters. */
  state: string;
  /** Five digits. */
  postalCode: string;
  website: string | null;
  vertical: BrandVertical;
};

export type CampaignUsecase =
  'CUSTOMER_CARE' | 'MIXED' | 'ACCOUNT_NOTIFICATION' | 'DELIVERY_NOTIFICATION' | 'LOW_VOLUME' | 'SOLE_PROPRIETOR';

export type CampaignInput = {
  brandId: string;
  /** A sole proprietor's brand takes `SOLE_PROPRIETOR`, and only it. */
  usecase: CampaignUsecase;
  subUsecases?: CampaignUsecase[];
  description: string;
  sample1: string;
  sample2: string;
  /** How people agree to get the texts. */
  messageFlow: string;
  helpMessage: string;
  optoutMessage: string;
  optinMessage: string;
  optinKeywords: string[];
  optoutKeywords: string[];
  helpKeywords: string[];
  /** Whether texts carry links, or phone numbers. */
  embeddedLink?: boolean;
  embeddedPhone?: boolean;
  /**
   * Unique per campaign: Telnyx refuses a second campaign with the same reference, so a submission
   * whose answer was lost can be sent again without paying for two.
   */
  referenceId?: string;
};

export type AssignmentState = {
  phoneNumber: string;
  campaignId: string;
  status: 'pending' | 'assigned' | 'failed';
  reason: string | null;
};

export type SentText = {
  id: string;
  /** `queued` when accepted; webhooks say what became of it. */
  status: string;
};

export type TextEventType = 'message.sent' | 'message.finalized' | 'message.received';

/** A text as a webhook describes it. */
export type TextPayload = {
  id: string;
  direction: 'outbound' | 'inbound';
  from: string;
  to: string;
  text: string;
  /** The recipient's delivery status: queued, sent, delivered, delivery_failed, ... */
  status: string;
  /** The carrier's or Telnyx's reason when it failed. */
  error: { code: string; title: string; detail: string | null } | null;
  messagingProfileId: string | null;
};

/** A webhook whose signature was checked. `payload` is null for events that are not about a text. */
export type TextEvent = {
  id: string;
  type: TextEventType | (string & {});
  occurredAt: string;
  payload: TextPayload | null;
};

/**
 * A failure of the messaging provider: `status` is its HTTP status (0 = unreachable); `detail` is
 * the provider's own explanation, short enough to show a user.
 */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly detail: string = message,
  ) {
    super(message);
  }
}

/** A webhook that is not Telnyx's: a bad or missing signature, a stale timestamp, or no JSON. Answer 400. */
export class WebhookVerificationError extends Error {}

export type Messaging = {
  /** A profile for the portal's numbers: texts to US destinations, events to `webhookUrl` (v2 format). */
  createMessagingProfile(input: { name: string; webhookUrl: string }): Promise<{ id: string }>;
  createBrand(input: BrandInput): Promise<BrandState>;
  getBrand(id: string): Promise<BrandState>;
  /**
   * Texts a sole proprietor's mobile phone the PIN that verifies the brand: `pin` is that text,
   * with `{pin}` where the PIN goes; `verified` is texted once it is checked.
   */
  sendBrandPin(brandId: string, texts: { pin: string; verified: string }): Promise<void>;
  /** Checks the PIN the sole proprietor received; a wrong one is a MessagingError with status 4xx. */
  verifyBrandPin(brandId: string, pin: string): Promise<void>;
  createCampaign(input: CampaignInput): Promise<CampaignState>;
  getCampaign(id: string): Promise<CampaignState>;
  /** Puts the number on the messaging profile, then assigns it to the campaign (again: no harm). */
  assignNumber(input: {
    phoneNumber: string;
    campaignId: string;
    messagingProfileId: string;
  }): Promise<AssignmentState>;
  /** The number's campaign assignment, or null when it has none. */
  getAssignment(phoneNumber: string): Promise<AssignmentState | null>;
  /**
   * Deactivates the campaign for good: Telnyx stops billing it, and it cannot be restored. One
   * Telnyx no longer has (404) counts as done.
   */
  deactivateCampaign(campaignId: string): Promise<void>;
  /** Deletes the messaging profile; one Telnyx no longer has (404) counts as done. */
  deleteMessagingProfile(id: string): Promise<void>;
  /** Never sent twice by the client: a lost answer may hide a text that went out. */
  sendText(input: { from: string; to: string; text: string; messagingProfileId: string }): Promise<SentText>;
  /** The event of a webhook request, verified on its raw body; throws WebhookVerificationError. */
  readWebhook(rawBody: string, headers: Record<string, string>): Promise<TextEvent>;
};
