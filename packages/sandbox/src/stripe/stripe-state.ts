import { SandboxState } from '../state.ts';
import { findPrice, findProduct } from './catalogue.ts';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  PaymentMethod,
  PortalSession,
  StripeEvent,
  Subscription,
} from './records.ts';
import { noSuch } from './stripe-errors.ts';
import { stripeId, unixNow } from './stripe-ids.ts';
import { STRIPE_API_VERSION } from './stripe-version.ts';

export type Delivery = { eventId: string; attempts: number; lastStatus: number | null; delivered: boolean };
export type IdempotentAnswer = { fingerprint: string; status: number; body: unknown };

type StripeData = {
  customers: Record<string, Customer>;
  paymentMethods: Record<string, PaymentMethod>;
  checkoutSessions: Record<string, CheckoutSession>;
  portalSessions: Record<string, PortalSession>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  events: Record<string, StripeEvent>;
  deliveries: Record<string, Delivery>;
  idempotency: Record<string, IdempotentAnswer>;
  invoiceCount: number;
};

const COLLECTIONS = {
  cus: ['customers', 'customer'],
  pm: ['paymentMethods', 'PaymentMethod'],
  cs: ['checkoutSessions', 'checkout.session'],
  bps: ['portalSessions', 'billing_portal.session'],
  sub: ['subscriptions', 'subscription'],
  in: ['invoices', 'invoice'],
  evt: ['events', 'event'],
} as const;
type Collection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS][0];
type Kind<C extends Collection> = StripeData[C][string];

// Idempotency keys are kept for the last this many requests (Stripe keeps them 24 hours).
const IDEMPOTENCY_LIMIT = 2000;

/** Newest first, as Stripe lists; ids break ties of the same second in order of making. */
const newestFirst = <T extends { created: number }>(records: T[]) =>
  records.reverse().sort((a, b) => b.created - a.created);

/** The emulator's objects, written through to DATA_DIR/sandbox/stripe.json. */
export class StripeSandboxStore {
  private readonly state: SandboxState<StripeData>;
  private readonly listeners: ((event: StripeEvent) => void)[] = [];

  constructor(dataDir: string | undefined) {
    this.state = new SandboxState<StripeData>('stripe', dataDir, () => ({
      customers: {},
      paymentMethods: {},
      checkoutSessions: {},
      portalSessions: {},
      subscriptions: {},
      invoices: {},
      events: {},
      deliveries: {},
      idempotency: {},
      invoiceCount: 0,
    }));
  }

  get data() {
    return this.state.data;
  }

  save() {
    this.state.save();
  }

  put<C extends Collection>(collection: C, record: Kind<C>): Kind<C> {
    (this.state.data[collection] as Record<string, Kind<C>>)[record.id] = record;
    this.state.save();
    return record;
  }

  find<C extends Collection>(collection: C, id: string): Kind<C> | undefined {
    return Object.hasOwn(this.state.data[collection], id)
      ? (this.state.data[collection] as Record<string, Kind<C>>)[id]
      : undefined;
  }

  /** The object or Stripe's 404 `No such <kind>: '<id>'`. */
  get<C extends Collection>(collection: C, id: string, param = 'id'): Kind<C> {
    const found = this.find(collection, id);
    if (!found) throw noSuch(Object.values(COLLECTIONS).find(([name]) => name === collection)![1], id, param);
    return found;
  }

  all<C extends Collection>(collection: C): Kind<C>[] {
    return newestFirst(Object.values(this.state.data[collection]) as Kind<C>[]);
  }

  /** Any object by its id, for `expand[]`: prices and products from the catalogue too. */
  byId(id: string): object | undefined {
    const prefix = id.split('_', 1)[0] as keyof typeof COLLECTIONS;
    if (prefix === ('price' as string)) return findPrice(id);
    if (prefix === ('prod' as string)) return findProduct(id);
    const entry = Object.hasOwn(COLLECTIONS, prefix) ? COLLECTIONS[prefix] : undefined;
    return entry && this.find(entry[0], id);
  }

  nextInvoiceNumber(customer: Customer) {
    this.state.data.invoiceCount += 1;
    const sequence = Number(customer.next_invoice_sequence ?? 1);
    customer.next_invoice_sequence = sequence + 1;
    return `${String(customer.invoice_prefix)}-${String(sequence).padStart(4, '0')}`;
  }

  onEvent(listener: (event: StripeEvent) => void) {
    this.listeners.push(listener);
  }

  /** Records an event with a snapshot of the object, as Stripe's event objects carry one. */
  emit(type: string, object: object, previous?: object, requestId?: string): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: unixNow(),
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(previous ? { previous_attributes: structuredClone(previous) as Record<string, unknown> } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: requestId ?? null, idempotency_key: null },
      type,
    };
    this.state.data.events[event.id] = event;
    this.state.data.deliveries[event.id] = { eventId: event.id, attempts: 0, lastStatus: null, delivered: false };
    this.state.save();
    for (const listener of this.listeners) listener(event);
    return event;
  }

  remember(key: string, answer: IdempotentAnswer) {
    const answers = this.state.data.idempotency;
    answers[key] = answer;
    const keys = Object.keys(answers);
    for (const old of keys.slice(0, Math.max(0, keys.length - IDEMPOTENCY_LIMIT))) delete answers[old];
    this.state.save();
  }

  recall(key: string): IdempotentAnswer | undefined {
    return Object.hasOwn(this.state.data.idempotency, key) ? this.state.data.idempotency[key] : undefined;
  }
}
