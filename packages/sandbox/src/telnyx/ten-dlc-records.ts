import { randomInt, randomUUID } from 'node:crypto';

/**
 * Telnyx's 10DLC wire shapes, camelCase and without a `data` envelope as the 10DLC API answers
 * (docs/vendors.md#telnyx-10dlc): brands, campaigns and phone-number assignments.
 */
export type EntityType = 'PRIVATE_PROFIT' | 'PUBLIC_PROFIT' | 'NON_PROFIT' | 'GOVERNMENT' | 'SOLE_PROPRIETOR';

export type BrandFields = {
  entityType: EntityType;
  displayName: string;
  country: string;
  email: string;
  vertical: string;
  companyName?: string;
  ein?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  mobilePhone?: string;
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  website?: string;
  ipAddress?: string;
  isReseller?: boolean;
  mock?: boolean;
  businessContactEmail?: string;
  stockSymbol?: string;
  stockExchange?: string;
  webhookURL?: string;
  webhookFailoverURL?: string;
};

export type TenDlcBrand = BrandFields & {
  brandId: string;
  tcrBrandId: string;
  cspId: string;
  referenceId: string;
  brandRelationship: 'BASIC_ACCOUNT';
  identityStatus: 'VERIFIED' | 'UNVERIFIED' | 'SELF_DECLARED' | 'VETTED_VERIFIED' | undefined;
  status: 'OK' | 'REGISTRATION_PENDING' | 'REGISTRATION_FAILED';
  failureReasons: string | undefined;
  createdAt: string;
  updatedAt: string;
};

export type CampaignFields = {
  brandId: string;
  usecase: string;
  description: string;
  subUsecases?: string[];
  sample1?: string;
  sample2?: string;
  sample3?: string;
  sample4?: string;
  sample5?: string;
  messageFlow?: string;
  helpMessage?: string;
  helpKeywords?: string;
  optinMessage?: string;
  optinKeywords?: string;
  optoutMessage?: string;
  optoutKeywords?: string;
  subscriberHelp?: boolean;
  subscriberOptin?: boolean;
  subscriberOptout?: boolean;
  termsAndConditions?: boolean;
  termsAndConditionsLink?: string;
  privacyPolicyLink?: string;
  embeddedLink?: boolean;
  embeddedLinkSample?: string;
  embeddedPhone?: boolean;
  numberPool?: boolean;
  ageGated?: boolean;
  directLending?: boolean;
  autoRenewal?: boolean;
  referenceId?: string;
  resellerId?: string;
  mnoIds?: number[];
  tag?: string[];
  webhookURL?: string;
  webhookFailoverURL?: string;
};

export type CampaignStatus =
  | 'TCR_PENDING'
  | 'TCR_ACCEPTED'
  | 'TCR_FAILED'
  | 'TCR_SUSPENDED'
  | 'TCR_EXPIRED'
  | 'TELNYX_ACCEPTED'
  | 'TELNYX_FAILED'
  | 'MNO_PENDING'
  | 'MNO_ACCEPTED'
  | 'MNO_REJECTED'
  | 'MNO_PROVISIONED'
  | 'MNO_PROVISIONING_FAILED';

export type TenDlcCampaign = Omit<CampaignFields, 'mnoIds' | 'tag'> & {
  campaignId: string;
  tcrCampaignId: string;
  tcrBrandId: string;
  cspId: string;
  brandDisplayName: string;
  subUsecases: string[];
  termsAndConditions: boolean;
  mock: boolean;
  campaignStatus: CampaignStatus;
  submissionStatus: 'CREATED';
  /** ACTIVE, or EXPIRED once deactivated (telnyx-node TelnyxCampaignCsp: "Possible values: ACTIVE, EXPIRED"). */
  status: 'ACTIVE' | 'EXPIRED';
  failureReasons: string | undefined;
  isTMobileRegistered: boolean;
  isTMobileSuspended: boolean;
  isTMobileNumberPoolingEnabled: boolean;
  createDate: string;
};

export type AssignmentStatus = 'PENDING_ASSIGNMENT' | 'ASSIGNED' | 'FAILED_ASSIGNMENT';

export type PhoneNumberCampaign = {
  phoneNumber: string;
  campaignId: string;
  telnyxCampaignId: string;
  brandId: string;
  tcrBrandId: string;
  tcrCampaignId: string;
  assignmentStatus: AssignmentStatus;
  failureReasons: string | undefined;
  createdAt: string;
  updatedAt: string;
};

/** The sandbox's Campaign Service Provider id at the registry. */
const CSP_ID = 'SSANDBX';
const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** The registry's short ids: `B` for brands, `C` for campaigns, then six characters. */
const registryId = (prefix: 'B' | 'C') =>
  prefix + Array.from({ length: 6 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

export function newBrand(fields: BrandFields, now: string): TenDlcBrand {
  const brandId = randomUUID();
  return {
    ...fields,
    brandId,
    tcrBrandId: registryId('B'),
    cspId: CSP_ID,
    referenceId: brandId,
    brandRelationship: 'BASIC_ACCOUNT',
    identityStatus: undefined,
    status: 'REGISTRATION_PENDING',
    failureReasons: undefined,
    createdAt: now,
    updatedAt: now,
  };
}

export function newCampaign(fields: CampaignFields, brand: TenDlcBrand, now: string): TenDlcCampaign {
  const { mnoIds: _allCarriers, tag: _tags, ...kept } = fields;
  return {
    ...kept,
    campaignId: randomUUID(),
    tcrCampaignId: registryId('C'),
    tcrBrandId: brand.tcrBrandId,
    cspId: CSP_ID,
    brandDisplayName: brand.displayName,
    subUsecases: fields.subUsecases ?? [],
    termsAndConditions: fields.termsAndConditions ?? false,
    mock: brand.mock ?? false,
    campaignStatus: 'TCR_ACCEPTED',
    submissionStatus: 'CREATED',
    status: 'ACTIVE',
    failureReasons: undefined,
    isTMobileRegistered: false,
    isTMobileSuspended: false,
    isTMobileNumberPoolingEnabled: false,
    createDate: now,
  };
}

export function newAssignment(phoneNumber: string, campaign: TenDlcCampaign, now: string): PhoneNumberCampaign {
  return {
    phoneNumber,
    campaignId: campaign.campaignId,
    telnyxCampaignId: campaign.campaignId,
    brandId: campaign.brandId,
    tcrBrandId: campaign.tcrBrandId,
    tcrCampaignId: campaign.tcrCampaignId,
    assignmentStatus: 'PENDING_ASSIGNMENT',
    failureReasons: undefined,
    createdAt: now,
    updatedAt: now,
  };
}
