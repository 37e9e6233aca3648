import { SandboxState } from '../state.ts';
import { findInInventory, INVENTORY, type InventoryNumber } from './inventory.ts';
import {
  completeNumber,
  newOrder,
  newPhoneNumber,
  type NumberOrder,
  type OrderInput,
  type TelnyxPhoneNumber,
} from './telnyx-records.ts';

export type { NumberOrder, OrderInput, TelnyxPhoneNumber };

type TelnyxData = { orders: Record<string, NumberOrder>; numbers: Record<string, TelnyxPhoneNumber>; nextId: number };

export type NumberChanges = Partial<
  Pick<
    TelnyxPhoneNumber,
    'tags' | 'external_pin' | 'connection_id' | 'customer_reference' | 'billing_group_id' | 'hd_voice_enabled'
  >
>;

// Telnyx phone-number ids are long numeric strings; these count up from a realistic-looking base.
const ID_BASE = 2_293_384_261_075_731_000n;

/**
 * Newest first, as Telnyx lists by default. Records keep the order they were made in, so those made
 * in the same millisecond stay newest first too (the sort is stable).
 */
const newestFirst = <T extends { created_at: string }>(records: T[]) =>
  records.reverse().sort((a, b) => b.created_at.localeCompare(a.created_at));

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
    for (const { phoneNumber } of input.phoneNumbers) {
      const id = (ID_BASE + BigInt(data.nextId++)).toString();
      data.numbers[id] = newPhoneNumber(id, phoneNumber, input, now);
    }
    const order = newOrder(input, now);
    data.orders[order.id] = order;
    this.state.save();
    return order;
  }

  getOrder(id: string): NumberOrder | undefined {
    return this.state.data.orders[id];
  }

  listOrders(): NumberOrder[] {
    return newestFirst(Object.values(this.state.data.orders));
  }

  updateOrder(id: string, customerReference: string | undefined): NumberOrder | undefined {
    const order = this.state.data.orders[id];
    if (!order) return undefined;
    if (customerReference !== undefined) order.customer_reference = customerReference;
    order.updated_at = new Date().toISOString();
    this.state.save();
    return order;
  }

  listNumbers(): TelnyxPhoneNumber[] {
    return newestFirst(Object.values(this.state.data.numbers).map(completeNumber));
  }

  getNumber(id: string): TelnyxPhoneNumber | undefined {
    const number = this.state.data.numbers[id];
    return number && completeNumber(number);
  }

  updateNumber(id: string, changes: NumberChanges): TelnyxPhoneNumber | undefined {
    const number = this.state.data.numbers[id];
    if (!number) return undefined;
    const updated = completeNumber({ ...number, ...changes, updated_at: new Date().toISOString() });
    this.state.data.numbers[id] = updated;
    this.state.save();
    return updated;
  }

  /** The owned number with this E.164 value. */
  findNumber(phoneNumber: string): TelnyxPhoneNumber | undefined {
    const number = Object.values(this.state.data.numbers).find((candidate) => candidate.phone_number === phoneNumber);
    return number && completeNumber(number);
  }

  /** Puts the number on a messaging profile, or takes it off one (`null`). */
  setMessagingProfile(id: string, profile: { id: string; name: string } | null): TelnyxPhoneNumber | undefined {
    const number = this.state.data.numbers[id];
    if (!number) return undefined;
    const updated = completeNumber({
      ...number,
      messaging_profile_id: profile?.id ?? null,
      messaging_profile_name: profile?.name ?? null,
      updated_at: new Date().toISOString(),
    });
    this.state.data.numbers[id] = updated;
    this.state.save();
    return updated;
  }

  deleteNumber(id: string): TelnyxPhoneNumber | undefined {
    const number = this.state.data.numbers[id];
    if (!number) return undefined;
    delete this.state.data.numbers[id];
    this.state.save();
    return completeNumber({ ...number, status: 'deleted', updated_at: new Date().toISOString() });
  }

  counts() {
    return {
      available: this.available().length,
      owned: Object.keys(this.state.data.numbers).length,
      orders: Object.keys(this.state.data.orders).length,
    };
  }
}
