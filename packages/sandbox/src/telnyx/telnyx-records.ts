import { randomUUID } from 'node:crypto';

/**
 * Telnyx's wire shapes for owned numbers and number orders, as the API returns them
 * (docs/vendors.md#telnyx-number-orders, #telnyx-phone-numbers).
 */
export type TelnyxPhoneNumber = {
  id: string;
  record_type: 'phone_number';
  phone_number: string;
  status: string;
  tags: string[];
  external_pin: string | null;
  connection_id: string | null;
  connection_name: string | null;
  customer_reference: string | null;
  messaging_profile_id: string | null;
  messaging_profile_name: string | null;
  billing_group_id: string | null;
  emergency_enabled: boolean;
  emergency_address_id: string | null;
  emergency_status: 'disabled';
  call_forwarding_enabled: boolean;
  cnam_listing_enabled: boolean;
  caller_id_name_enabled: boolean;
  call_recording_enabled: boolean;
  t38_fax_gateway_enabled: boolean;
  hd_voice_enabled: boolean;
  inbound_call_screening: 'disabled';
  deletion_lock_enabled: boolean;
  phone_number_type: 'local';
  country_iso_alpha2: 'US';
  /** Bought here, or ported in (which the sandbox does not do). */
  source_type: 'number_order' | 'port_request';
  purchased_at: string;
  activated_at: string;
  created_at: string;
  updated_at: string;
};

export type OrderedPhoneNumber = {
  id: string;
  record_type: 'number_order_phone_number';
  phone_number: string;
  bundle_id: string | null;
  country_code: 'US';
  phone_number_type: 'local';
  regulatory_requirements: [];
  requirements_met: true;
  status: 'success';
};

export type NumberOrder = {
  id: string;
  record_type: 'number_order';
  phone_numbers_count: number;
  connection_id: string | null;
  messaging_profile_id: string | null;
  billing_group_id: string | null;
  customer_reference: string | null;
  phone_numbers: OrderedPhoneNumber[];
  sub_number_orders_ids: string[];
  status: 'success';
  requirements_met: true;
  created_at: string;
  updated_at: string;
};

export type OrderInput = {
  phoneNumbers: { phoneNumber: string; bundleId: string | null }[];
  connectionId: string | null;
  messagingProfileId: string | null;
  billingGroupId: string | null;
  customerReference: string | null;
};

/** What a number bought today carries until its owner changes it: US voice defaults, nothing locked. */
const NUMBER_DEFAULTS: Omit<
  TelnyxPhoneNumber,
  'id' | 'phone_number' | 'tags' | 'purchased_at' | 'activated_at' | 'created_at' | 'updated_at'
> = {
  record_type: 'phone_number',
  status: 'active',
  external_pin: null,
  connection_id: null,
  connection_name: null,
  customer_reference: null,
  messaging_profile_id: null,
  messaging_profile_name: null,
  billing_group_id: null,
  emergency_enabled: false,
  emergency_address_id: null,
  emergency_status: 'disabled',
  call_forwarding_enabled: true,
  cnam_listing_enabled: false,
  caller_id_name_enabled: false,
  call_recording_enabled: false,
  t38_fax_gateway_enabled: false,
  hd_voice_enabled: false,
  inbound_call_screening: 'disabled',
  deletion_lock_enabled: false,
  phone_number_type: 'local',
  country_iso_alpha2: 'US',
  source_type: 'number_order',
};

/**
 * A stored number in today's full shape: sandbox files written before a field existed lack it,
 * and Telnyx always sends every field of the record.
 */
export function completeNumber(
  stored: Partial<TelnyxPhoneNumber> & Pick<TelnyxPhoneNumber, 'id' | 'phone_number'>,
): TelnyxPhoneNumber {
  const created = stored.created_at ?? stored.purchased_at ?? new Date(0).toISOString();
  return {
    ...NUMBER_DEFAULTS,
    tags: [],
    purchased_at: created,
    activated_at: created,
    created_at: created,
    updated_at: created,
    ...stored,
  };
}

/** An order completes at once in the sandbox: every number in it is active and owned immediately. */
export function newOrder(input: OrderInput, now: string): NumberOrder {
  return {
    id: randomUUID(),
    record_type: 'number_order',
    phone_numbers_count: input.phoneNumbers.length,
    connection_id: input.connectionId,
    messaging_profile_id: input.messagingProfileId,
    billing_group_id: input.billingGroupId,
    customer_reference: input.customerReference,
    phone_numbers: input.phoneNumbers.map(({ phoneNumber, bundleId }) => ({
      // The number's id within the order: not the owned phone-number id that release needs.
      id: randomUUID(),
      record_type: 'number_order_phone_number',
      phone_number: phoneNumber,
      bundle_id: bundleId,
      country_code: 'US',
      phone_number_type: 'local',
      regulatory_requirements: [],
      requirements_met: true,
      status: 'success',
    })),
    sub_number_orders_ids: [randomUUID()],
    status: 'success',
    requirements_met: true,
    created_at: now,
    updated_at: now,
  };
}

export function newPhoneNumber(id: string, phoneNumber: string, input: OrderInput, now: string): TelnyxPhoneNumber {
  return completeNumber({
    id,
    phone_number: phoneNumber,
    connection_id: input.connectionId,
    customer_reference: input.customerReference,
    messaging_profile_id: input.messagingProfileId,
    billing_group_id: input.billingGroupId,
    purchased_at: now,
    activated_at: now,
    created_at: now,
    updated_at: now,
  });
}
