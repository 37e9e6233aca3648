import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Telnyx's messaging wire shapes, snake_case as the API sends them: messaging profiles, messages
 * and the webhook events about them (docs/vendors.md#telnyx-messaging).
 */
export type MessagingProfile = {
  record_type: 'messaging_profile';
  id: string;
  name: string;
  enabled: boolean;
  webhook_url: string | null;
  webhook_failover_url: string | null;
  webhook_api_version: '1' | '2' | '2010-04-01';
  whitelisted_destinations: string[];
  number_pool_settings: null;
  url_shortener_settings: null;
  alpha_sender: string | null;
  daily_spend_limit: string;
  daily_spend_limit_enabled: boolean;
  mms_fall_back_to_sms: boolean;
  mms_transcoding: boolean;
  mobile_only: boolean;
  smart_encoding: boolean;
  health_webhook_url: null;
  redaction_enabled: boolean;
  redaction_level: number;
  v1_secret: string;
  organization_id: string;
  created_at: string;
  updated_at: string;
};

export type ProfileSettings = Partial<
  Pick<
    MessagingProfile,
    | 'name'
    | 'enabled'
    | 'webhook_url'
    | 'webhook_failover_url'
    | 'webhook_api_version'
    | 'whitelisted_destinations'
    | 'alpha_sender'
    | 'daily_spend_limit'
    | 'daily_spend_limit_enabled'
    | 'mms_fall_back_to_sms'
    | 'mms_transcoding'
    | 'mobile_only'
    | 'smart_encoding'
  >
>;

/** The one sandbox account every record belongs to. */
export const SANDBOX_ORGANIZATION_ID = 'f0a4c3a2-5c1e-4e2b-9d6a-5a6d2f1e7b3c';

export function newMessagingProfile(settings: ProfileSettings & { name: string }, now: string): MessagingProfile {
  return {
    record_type: 'messaging_profile',
    id: randomUUID(),
    enabled: true,
    webhook_url: null,
    webhook_failover_url: null,
    // Telnyx's own example profile answers "2": the current webhook format.
    webhook_api_version: '2',
    whitelisted_destinations: [],
    number_pool_settings: null,
    url_shortener_settings: null,
    alpha_sender: null,
    daily_spend_limit: '0.00',
    daily_spend_limit_enabled: false,
    mms_fall_back_to_sms: false,
    mms_transcoding: false,
    mobile_only: false,
    smart_encoding: false,
    health_webhook_url: null,
    redaction_enabled: false,
    redaction_level: 2,
    v1_secret: randomBytes(18).toString('base64url'),
    organization_id: SANDBOX_ORGANIZATION_ID,
    created_at: now,
    updated_at: now,
    ...settings,
  };
}

export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'delivery_failed';
export type MessageError = { code: string; title: string; detail: string };
type Party = { phone_number: string; carrier: string; line_type: string };

/** A text sent or received through a sandbox number, as `GET /v2/messages/{id}` and the webhooks show it. */
export type TelnyxMessage = {
  record_type: 'message';
  id: string;
  direction: 'outbound' | 'inbound';
  type: 'SMS';
  messaging_profile_id: string | null;
  organization_id: string;
  from: Party;
  to: (Party & { status: DeliveryStatus })[];
  cc: [];
  text: string;
  subject: null;
  media: [];
  webhook_url: string | null;
  webhook_failover_url: string | null;
  encoding: 'GSM-7' | 'UCS-2';
  parts: number;
  tags: string[];
  cost: { amount: string; currency: 'USD' } | null;
  received_at: string;
  sent_at: string | null;
  completed_at: string | null;
  valid_until: string | null;
  errors: MessageError[];
  tcr_campaign_id: string | null;
  tcr_campaign_billable: boolean;
  tcr_campaign_registered: string | null;
};

// The sandbox's numbers are Telnyx's own; the people texting them carry phones on a made-up network.
const TELNYX_LINE = { carrier: 'TELNYX LLC', line_type: 'VoIP' };
const SANDBOX_MOBILE = { carrier: 'SANDBOX WIRELESS', line_type: 'Wireless' };

// GSM-7 holds 160 characters in one part and 153 per part of a longer text; UCS-2 70 and 67.
const GSM_7 = /^[\n\r !"#$%&'()*+,\-./0-9:;<=>?@A-Z_a-z¡£¤¥§¿ÄÅÆÇÉÑÖØÜßàäåæèéìñòöøùüΔΦΓΛΩΠΨΣΘΞ^{}\\[~\]|€]*$/;

function encodingOf(text: string) {
  const gsm = GSM_7.test(text);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  const length = [...text].length;
  return {
    encoding: gsm ? ('GSM-7' as const) : ('UCS-2' as const),
    parts: length <= single ? 1 : Math.ceil(length / multi),
  };
}

export type NewMessage = {
  direction: 'outbound' | 'inbound';
  from: string;
  to: string;
  text: string;
  profileId: string | null;
  webhookUrl: string | null;
  webhookFailoverUrl: string | null;
  tcrCampaignId: string | null;
};

export function newMessage(input: NewMessage, now: string): TelnyxMessage {
  const outbound = input.direction === 'outbound';
  return {
    record_type: 'message',
    id: randomUUID(),
    direction: input.direction,
    type: 'SMS',
    messaging_profile_id: input.profileId,
    organization_id: SANDBOX_ORGANIZATION_ID,
    from: { phone_number: input.from, ...(outbound ? TELNYX_LINE : SANDBOX_MOBILE) },
    to: [
      {
        phone_number: input.to,
        status: outbound ? 'queued' : 'delivered',
        ...(outbound ? SANDBOX_MOBILE : TELNYX_LINE),
      },
    ],
    cc: [],
    text: input.text,
    subject: null,
    media: [],
    webhook_url: input.webhookUrl,
    webhook_failover_url: input.webhookFailoverUrl,
    ...encodingOf(input.text),
    tags: [],
    cost: null,
    received_at: now,
    sent_at: null,
    completed_at: null,
    valid_until: null,
    errors: [],
    tcr_campaign_id: input.tcrCampaignId,
    tcr_campaign_billable: input.tcrCampaignId !== null,
    tcr_campaign_registered: input.tcrCampaignId ? 'REGISTERED' : null,
  };
}

export type MessageEventType = 'message.sent' | 'message.finalized' | 'message.received';

/** The v2 webhook envelope: the event in `data`, the delivery in `meta`. */
export function messageEvent(type: MessageEventType, message: TelnyxMessage, deliveredTo: string, now: string) {
  return {
    data: { record_type: 'event', id: randomUUID(), event_type: type, occurred_at: now, payload: message },
    meta: { attempt: 1, delivered_to: deliveredTo },
  };
}
