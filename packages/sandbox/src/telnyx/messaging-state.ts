import { SandboxState } from '../state.ts';
import {
  newMessagingProfile,
  type MessagingProfile,
  type ProfileSettings,
  type TelnyxMessage,
} from './messaging-records.ts';
import type { PhoneNumberCampaign, TenDlcBrand, TenDlcCampaign } from './ten-dlc-records.ts';

type Otp = { pin: string; referenceId: string; successSms: string; requestDate: string; verifyDate: string | null };
type BrandRecord = { brand: TenDlcBrand; submittedAt: number; rejection: string | null; otp: Otp | null };
type CampaignRecord = { campaign: TenDlcCampaign; submittedAt: number; rejection: string | null };
type AssignmentRecord = { assignment: PhoneNumberCampaign; submittedAt: number };

type MessagingData = {
  profiles: Record<string, MessagingProfile>;
  brands: Record<string, BrandRecord>;
  campaigns: Record<string, CampaignRecord>;
  /** Keyed by the E.164 number: a number belongs to one campaign at a time. */
  assignments: Record<string, AssignmentRecord>;
  messages: Record<string, TelnyxMessage>;
  /** Per messaging profile, the numbers that texted STOP to one of its numbers (absent in older files). */
  blocks?: Record<string, string[]>;
};

/**
 * The sandbox marker: a brand whose display name, or a campaign whose description, contains it is
 * rejected by the emulated registry instead of approved (docs/vendors.md#telnyx-10dlc).
 */
export const REJECT_MARKER = 'REJECT';

/** How long the emulated registry takes to decide a brand, a campaign or a number assignment. */
export const DEFAULT_REGISTRATION_DELAY_MS = 5000;

// Enough for any sandbox conversation; the oldest texts make room for new ones.
const KEPT_MESSAGES = 2000;

// The emulator's own wording of realistic refusals: Telnyx's brand feedback names TAX_ID
// mismatches, its Sole Proprietor guide the three-brands-per-mobile limit.
const BRAND_REJECTION =
  'TAX_ID: The legal company name does not match the IRS records for this EIN. Use the exact legal name, suffix included.';
const SOLE_PROPRIETOR_REJECTION = 'The mobile phone number already holds the most Sole Proprietor brands allowed (3).';
const CAMPAIGN_REJECTION =
  'The sample messages do not identify the brand or explain how to opt out (for example, "Reply STOP to opt out").';

const hasMarker = (text: string | undefined) => Boolean(text?.includes(REJECT_MARKER));

/**
 * Messaging profiles, 10DLC registrations and texts, written through to
 * DATA_DIR/sandbox/telnyx-messaging.json. Registrations are decided lazily: a pending one is
 * settled when read once the registry's delay has passed, so no timer outlives a restart.
 */
export class TelnyxMessagingStore {
  private readonly state: SandboxState<MessagingData>;

  constructor(
    dataDir: string | undefined,
    public registrationDelayMs = DEFAULT_REGISTRATION_DELAY_MS,
  ) {
    this.state = new SandboxState<MessagingData>('telnyx-messaging', dataDir, () => ({
      profiles: {},
      brands: {},
      campaigns: {},
      assignments: {},
      messages: {},
    }));
  }

  private get data() {
    return this.state.data;
  }

  private decided(submittedAt: number) {
    return Date.now() - submittedAt >= this.registrationDelayMs;
  }

  // Messaging profiles

  createProfile(settings: ProfileSettings & { name: string }): MessagingProfile {
    const profile = newMessagingProfile(settings, new Date().toISOString());
    this.data.profiles[profile.id] = profile;
    this.state.save();
    return profile;
  }

  getProfile(id: string): MessagingProfile | undefined {
    return this.data.profiles[id];
  }

  listProfiles(): MessagingProfile[] {
    return Object.values(this.data.profiles).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  updateProfile(id: string, settings: ProfileSettings): MessagingProfile | undefined {
    const profile = this.data.profiles[id];
    if (!profile) return undefined;
    Object.assign(profile, settings, { updated_at: new Date().toISOString() });
    this.state.save();
    return profile;
  }

  deleteProfile(id: string): MessagingProfile | undefined {
    const profile = this.data.profiles[id];
    if (!profile) return undefined;
    delete this.data.profiles[id];
    this.state.save();
    return profile;
  }

  // Brands

  addBrand(brand: TenDlcBrand) {
    const sole = brand.entityType === 'SOLE_PROPRIETOR';
    const rejection = hasMarker(brand.displayName) ? (sole ? SOLE_PROPRIETOR_REJECTION : BRAND_REJECTION) : null;
    this.data.brands[brand.brandId] = { brand, submittedAt: Date.now(), rejection, otp: null };
    this.state.save();
    return brand;
  }

  /** The brand as the registry sees it now. */
  getBrand(id: string): TenDlcBrand | undefined {
    const record = this.data.brands[id];
    if (!record) return undefined;
    this.settleBrand(record);
    return record.brand;
  }

  listBrands(): TenDlcBrand[] {
    return Object.values(this.data.brands)
      .map((record) => (this.settleBrand(record), record.brand))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  deleteBrand(id: string): boolean {
    if (!this.data.brands[id]) return false;
    delete this.data.brands[id];
    this.state.save();
    return true;
  }

  campaignCount(brandId: string) {
    return Object.values(this.data.campaigns).filter((record) => record.campaign.brandId === brandId).length;
  }

  private settleBrand(record: BrandRecord) {
    const { brand } = record;
    if (brand.status !== 'REGISTRATION_PENDING' || !this.decided(record.submittedAt)) return;
    const sole = brand.entityType === 'SOLE_PROPRIETOR';
    if (record.rejection && sole) {
      Object.assign(brand, { status: 'REGISTRATION_FAILED', failureReasons: record.rejection });
    } else if (record.rejection) {
      Object.assign(brand, { status: 'OK', identityStatus: 'UNVERIFIED', failureReasons: record.rejection });
    } else {
      // A Sole Proprietor is verified only by the PIN texted to its mobile phone.
      const verified = !sole || Boolean(record.otp?.verifyDate);
      Object.assign(brand, { status: 'OK', identityStatus: verified ? 'VERIFIED' : 'SELF_DECLARED' });
    }
    brand.updatedAt = new Date().toISOString();
    this.state.save();
  }

  /** A fresh six-digit PIN for a Sole Proprietor brand's mobile phone. */
  startOtp(brandId: string, otp: Pick<Otp, 'pin' | 'referenceId' | 'successSms'>): Otp | undefined {
    const record = this.data.brands[brandId];
    if (!record) return undefined;
    record.otp = { ...otp, requestDate: new Date().toISOString(), verifyDate: null };
    this.state.save();
    return record.otp;
  }

  otpOf(brandId: string): Otp | null | undefined {
    return this.data.brands[brandId]?.otp;
  }

  otpByReference(referenceId: string): { brandId: string; otp: Otp } | undefined {
    const record = Object.values(this.data.brands).find((candidate) => candidate.otp?.referenceId === referenceId);
    return record?.otp ? { brandId: record.brand.brandId, otp: record.otp } : undefined;
  }

  verifyOtp(brandId: string) {
    const record = this.data.brands[brandId];
    if (!record?.otp) return;
    record.otp.verifyDate = new Date().toISOString();
    if (record.brand.status === 'OK') record.brand.identityStatus = 'VERIFIED';
    record.brand.updatedAt = record.otp.verifyDate;
    this.state.save();
  }

  // Campaigns

  addCampaign(campaign: TenDlcCampaign) {
    const rejection = hasMarker(campaign.description) ? CAMPAIGN_REJECTION : null;
    this.data.campaigns[campaign.campaignId] = { campaign, submittedAt: Date.now(), rejection };
    this.state.save();
    return campaign;
  }

  getCampaign(id: string): TenDlcCampaign | undefined {
    const record = this.data.campaigns[id];
    if (!record) return undefined;
    this.settleCampaign(record);
    return record.campaign;
  }

  listCampaigns(brandId: string): TenDlcCampaign[] {
    return Object.values(this.data.campaigns)
      .filter((record) => record.campaign.brandId === brandId)
      .map((record) => (this.settleCampaign(record), record.campaign))
      .sort((a, b) => b.createDate.localeCompare(a.createDate));
  }

  findCampaignByReference(referenceId: string): TenDlcCampaign | undefined {
    return Object.values(this.data.campaigns).find((record) => record.campaign.referenceId === referenceId)?.campaign;
  }

  /**
   * Deactivates the campaign for good: it stays readable, `status` EXPIRED, and texts from its
   * numbers are no longer delivered (an active campaign is what carriers require).
   */
  deactivateCampaign(id: string): TenDlcCampaign | undefined {
    const record = this.data.campaigns[id];
    if (!record) return undefined;
    this.settleCampaign(record);
    record.campaign.status = 'EXPIRED';
    this.state.save();
    return record.campaign;
  }

  private settleCampaign(record: CampaignRecord) {
    const { campaign } = record;
    if (campaign.campaignStatus !== 'TCR_ACCEPTED' || !this.decided(record.submittedAt)) return;
    if (record.rejection) {
      Object.assign(campaign, { campaignStatus: 'TELNYX_FAILED', failureReasons: record.rejection });
    } else {
      Object.assign(campaign, { campaignStatus: 'MNO_PROVISIONED', isTMobileRegistered: true });
    }
    this.state.save();
  }

  // Phone-number assignments

  assign(assignment: PhoneNumberCampaign) {
    this.data.assignments[assignment.phoneNumber] = { assignment, submittedAt: Date.now() };
    this.state.save();
    return assignment;
  }

  getAssignment(phoneNumber: string): PhoneNumberCampaign | undefined {
    const record = this.data.assignments[phoneNumber];
    if (!record) return undefined;
    const { assignment } = record;
    if (assignment.assignmentStatus === 'PENDING_ASSIGNMENT' && this.decided(record.submittedAt)) {
      assignment.assignmentStatus = 'ASSIGNED';
      assignment.updatedAt = new Date().toISOString();
      this.state.save();
    }
    return assignment;
  }

  listAssignments(): PhoneNumberCampaign[] {
    return Object.keys(this.data.assignments)
      .map((phoneNumber) => this.getAssignment(phoneNumber)!)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  assignmentsOf(campaignId: string) {
    return this.listAssignments().filter((assignment) => assignment.campaignId === campaignId);
  }

  unassign(phoneNumber: string): PhoneNumberCampaign | undefined {
    const assignment = this.getAssignment(phoneNumber);
    if (!assignment) return undefined;
    delete this.data.assignments[phoneNumber];
    this.state.save();
    return assignment;
  }

  // Texts

  // Opt-out blocks, per messaging profile

  setBlocked(profileId: string, number: string, blocked: boolean) {
    const blocks = (this.data.blocks ??= {});
    const numbers = new Set(blocks[profileId] ?? []);
    if (blocked) numbers.add(number);
    else numbers.delete(number);
    blocks[profileId] = [...numbers];
    this.state.save();
  }

  isBlocked(profileId: string, number: string) {
    return this.data.blocks?.[profileId]?.includes(number) ?? false;
  }

  saveMessage(message: TelnyxMessage) {
    this.data.messages[message.id] = message;
    const ids = Object.keys(this.data.messages);
    for (const id of ids.slice(0, Math.max(0, ids.length - KEPT_MESSAGES))) delete this.data.messages[id];
    this.state.save();
    return message;
  }

  getMessage(id: string): TelnyxMessage | undefined {
    return this.data.messages[id];
  }

  /** Every text to or from the number, oldest first, as a phone shows a conversation. */
  textsOf(phoneNumber: string): TelnyxMessage[] {
    return Object.values(this.data.messages)
      .filter((message) => message.from.phone_number === phoneNumber || message.to[0]?.phone_number === phoneNumber)
      .sort((a, b) => a.received_at.localeCompare(b.received_at));
  }

  /**
   * Each phone the account has texted or been texted by, with its latest text, newest first: the
   * sandbox phone's list of conversations. The phone is the far end of a text (the recipient of an
   * outbound one, the sender of an inbound one), never one of the account's own numbers.
   */
  conversations(isOwnNumber: (phoneNumber: string) => boolean): Conversation[] {
    // Texts are kept in the order they were made: of two in the same millisecond, the later is the latest.
    const latest = new Map<string, { message: TelnyxMessage; order: number }>();
    Object.values(this.data.messages).forEach((message, order) => {
      const phone = message.direction === 'outbound' ? message.to[0]?.phone_number : message.from.phone_number;
      if (!phone || isOwnNumber(phone)) return;
      const known = latest.get(phone);
      if (!known || message.received_at >= known.message.received_at) latest.set(phone, { message, order });
    });
    return [...latest]
      .sort(([, a], [, b]) => b.message.received_at.localeCompare(a.message.received_at) || b.order - a.order)
      .map(([phoneNumber, { message }]) => ({ phoneNumber, latest: message }));
  }
}

export type Conversation = { phoneNumber: string; latest: TelnyxMessage };
