/**
 * Buying and releasing phone numbers, as our services see it. Types are ours; the Telnyx client
 * maps them to the vendor's wire format (docs/vendors.md#telnyx).
 */

export type NumberSearchQuery = {
  countryCode: string;
  areaCode?: string;
  locality?: string;
  /** Two-letter state code. */
  administrativeArea?: string;
  features: string[];
  limit: number;
};

export type AvailablePhoneNumber = {
  phoneNumber: string;
  locality: string | null;
  administrativeArea: string | null;
  features: string[];
  monthlyCost: string | null;
  currency: string | null;
};

export type NumberOrder = {
  orderId: string;
  /** pending | success | failure */
  status: string;
  /**
   * The owned phone-number resource id (what releaseNumber needs), or null while the order is
   * still pending and the number is not yet on the account.
   */
  phoneNumberId: string | null;
};

export type OwnedNumber = { id: string; phoneNumber: string; status: string };

/**
 * A failure of the number provider: `status` is its HTTP status (0 = unreachable); `detail` is the
 * provider's own explanation, short enough to show a user.
 */
export class TelephonyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly detail: string = message,
  ) {
    super(message);
  }
}

export type Telephony = {
  searchNumbers(query: NumberSearchQuery): Promise<AvailablePhoneNumber[]>;
  orderNumber(phoneNumber: string, customerReference?: string): Promise<NumberOrder>;
  /** The account's number with this E.164 value, or null. */
  findOwnedNumber(phoneNumber: string): Promise<OwnedNumber | null>;
  /** Releasing a number the account no longer has is not an error. */
  releaseNumber(id: string): Promise<void>;
};
