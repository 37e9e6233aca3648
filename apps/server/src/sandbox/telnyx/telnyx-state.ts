import { randomUUID } from 'node:crypto';
import { SandboxState } from '../state.ts';
import { findInInventory, INVENTORY, type InventoryNumber } from './inventory.ts';

/**
 * Telnyx's wire shapes, stored as the API returns them (docs/vendors.md#telnyx-number-orders,
 * #telnyx-phone-numbers).
 */
export type TelnyxPhoneNumber = {
  id: string;
  record_type: 'phone_number';
  phone_number: string;
  status: string;
  connection_id: string | null;
  customer_reference: string | null;
  phone_number_type: 'local';
  country_iso_alpha2: 'US';
  tags: string[];
  purchased_at: string;
  created_at: string;
  updated_at: string;
};

export type NumberOrder = {
  id: string;
  record_type: 'number_order';
  phone_numbers_count: number;
  connection_id: string | null;
  messaging_profile_id: string | null;
  billing_group_id: string | null;
  customer_reference: string | null;
  phone_numbers: {
    id: string;
    record_type: 'number_order_phone_number';
    phone_number: string;
    country_code: 'US';
    phone_number_type: 'local';
    regulatory_requirements: [];
    requirements_met: true;
    status: 'success';
  }[];
  sub_number_orders_ids: string[];
  status: 'success';
  requirements_met: true;
  created_at: string;
  updated_at: string;
};

type TelnyxData = { orders: Record<string, NumberOrder>; numbers: Record<string, TelnyxPhoneNumber>; nextId: number };

export type OrderInput = {
  phoneNumbers: string[];
  connectionId: string | null;
  messagingProfileId: string | null;
  billingGroupId: string | null;
  customerReference: string | null;
};

// Telnyx phone-number ids are long numeric strings; these count up from a realistic-looking base.
const ID_BASE = 2_293_384_261_075_731_000n;

export class TelnyxSandboxStore {
  private readonly state: SandboxState<TelnyxData>;

  constructor(dataDir: string | undefined) {
    this.state = new SandboxState<TelnyxData>('telnyx', dataDir, () => ({ orders: {}, numbers: {}, nextId: 1 }));
  }

  private isOwned(phoneNumber: string) {
    return Object.values(this.state.data.numbers).some((number) => number.phone_number === phoneNumber);
  }

  /** Inventory numbers nobody has bought (a released number returns to stock, as sandbox numbers may). */
  available(): InventoryNumber[] {
    return INVENTORY.filter((number) => !this.isOwned(number.phoneNumber));
  }

  /** The numbers of an order that cannot be bought: not in stock or already owned. */
  unavailable(phoneNumbers: string[]) {
    return phoneNumbers.filter((number) => !findInInventory(number) || this.isOwned(number));
  }

  /** Orders complete at once in the sandbox: the numbers become active phone numbers immediately. */
  placeOrder(input: OrderInput): NumberOrder {
    const now = new Date().toISOString();
    const data = this.state.data;
    const phoneNumbers = input.phoneNumbers.map((phoneNumber) => {
      const id = (ID_BASE + BigInt(data.nextId++)).toString();
      data.numbers[id] = {
        id,
        record_type: 'phone_number',
        phone_number: phoneNumber,
        status: 'active',
        connection_id: input.connectionId,
        customer_reference: input.customerReference,
        phone_number_type: 'local',
        country_iso_alpha2: 'US',
        tags: [],
        purchased_at: now,
        created_at: now,
        updated_at: now,
      };
      return {
        id: randomUUID(),
        record_type: 'number_order_phone_number' as const,
        phone_number: phoneNumber,
        country_code: 'US' as const,
        phone_number_type: 'local' as const,
        regulatory_requirements: [] as [],
        requirements_met: true as const,
        status: 'success' as const,
      };
    });
    const order: NumberOrder = {
      id: randomUUID(),
      record_type: 'number_order',
      phone_numbers_count: phoneNumbers.length,
      connection_id: input.connectionId,
      messaging_profile_id: input.messagingProfileId,
      billing_group_id: input.billingGroupId,
      customer_reference: input.customerReference,
      phone_numbers: phoneNumbers,
      sub_number_orders_ids: [randomUUID()],
      status: 'success',
      requirements_met: true,
      created_at: now,
      updated_at: now,
    };
    data.orders[order.id] = order;
    this.state.save();
    return order;
  }

  getOrder(id: string): NumberOrder | undefined {
    return this.state.data.orders[id];
  }

  listNumbers(): TelnyxPhoneNumber[] {
    return Object.values(this.state.data.numbers).sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  getNumber(id: string): TelnyxPhoneNumber | undefined {
    return this.state.data.numbers[id];
  }

  deleteNumber(id: string): TelnyxPhoneNumber | undefined {
    const number = this.state.data.numbers[id];
    if (!number) return undefined;
    delete this.state.data.numbers[id];
    this.state.save();
    return { ...number, status: 'deleted', updated_at: new Date().toISOString() };
  }

  counts() {
    return {
      available: this.available().length,
      owned: Object.keys(this.state.data.numbers).length,
      orders: Object.keys(this.state.data.orders).length,
    };
  }
}
