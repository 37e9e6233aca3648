import { APIError } from 'telnyx';
import { TelephonyError, type AvailablePhoneNumber, type Telephony } from './telephony.ts';
import { createTelnyxClient, findAccountNumber, telnyxFailure, type TelnyxOptions } from './telnyx-client.ts';

type Region = { region_type?: string; region_name?: string };

const regionName = (regions: Region[] | undefined, type: string) =>
  regions?.find((region) => region.region_type === type)?.region_name ?? null;

function describe(error: unknown, action: string): TelephonyError {
  const failure = telnyxFailure(error);
  const detail =
    failure.kind === 'unreachable'
      ? 'The phone number provider could not be reached.'
      : failure.kind === 'unexpected'
        ? 'The phone number provider failed unexpectedly.'
        : failure.reason;
  return new TelephonyError(`${action}: ${failure.reason}`, failure.status, detail);
}

async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw describe(error, action);
  }
}

/** The official `telnyx` client pointed at Telnyx or its emulator by baseURL. */
export function createTelnyxTelephony(options: TelnyxOptions): Telephony {
  const client = createTelnyxClient(options);

  async function findOwnedNumber(phoneNumber: string) {
    return call('Telnyx phone number lookup', async () => {
      const number = await findAccountNumber(client, phoneNumber);
      return number ? { id: number.id, phoneNumber, status: number.status ?? 'active' } : null;
    });
  }

  async function findOrder(phoneNumber: string, customerReference: string) {
    return call('Telnyx number order lookup', async () => {
      for await (const order of client.numberOrders.list({ filter: { customer_reference: customerReference } })) {
        if (order.phone_numbers?.some((number) => number.phone_number === phoneNumber)) return order;
      }
      return null;
    });
  }

  return {
    async searchNumbers(query) {
      const response = await call('Telnyx number search', () =>
        client.availablePhoneNumbers.list({
          filter: {
            country_code: query.countryCode,
            national_destination_code: query.areaCode,
            locality: query.locality,
            administrative_area: query.administrativeArea,
            features: query.features as ('voice' | 'sms')[],
            limit: query.limit,
          },
        }),
      );
      return (response.data ?? []).flatMap((item): AvailablePhoneNumber[] =>
        item.phone_number
          ? [
              {
                phoneNumber: item.phone_number,
                locality: regionName(item.region_information, 'rate_center'),
                administrativeArea: regionName(item.region_information, 'state'),
                features: (item.features ?? []).flatMap((feature) => (feature.name ? [feature.name] : [])),
                monthlyCost: item.cost_information?.monthly_cost ?? null,
                currency: item.cost_information?.currency ?? null,
              },
            ]
          : [],
      );
    },

    // An order is never retried blindly: one whose answer was lost (a reset, a timeout) may have
    // bought the number. It is looked for by its customer reference first, and placed again only
    // when Telnyx has no such order; a number is sold once, so even crossing orders cannot buy it
    // twice. An order the server failed (5xx) is not placed again here either.
    async orderNumber(phoneNumber, customerReference) {
      const place = async () =>
        (
          await call('Telnyx number order', () =>
            client.numberOrders.create(
              { phone_numbers: [{ phone_number: phoneNumber }], customer_reference: customerReference },
              { maxRetries: 0 },
            ),
          )
        ).data;
      let order;
      try {
        order = await place();
      } catch (error) {
        // Without a reference the order cannot be told apart from others, so it is not placed again.
        if (!(error instanceof TelephonyError && error.status === 0) || !customerReference) throw error;
        order = (await findOrder(phoneNumber, customerReference)) ?? (await place());
      }
      if (!order?.id) throw new TelephonyError('Telnyx number order: the answer had no order id', 502);
      const status = order.status ?? 'pending';
      if (status === 'failure') throw new TelephonyError(`Telnyx could not complete the order for ${phoneNumber}`, 422);
      // The order's phone_numbers[].id is not the phone-number resource id (docs/vendors.md#telnyx-number-orders).
      const owned = status === 'success' ? await findOwnedNumber(phoneNumber) : null;
      return { orderId: order.id, status, phoneNumberId: owned?.id ?? null };
    },

    findOwnedNumber,

    async releaseNumber(id) {
      try {
        await client.phoneNumbers.delete(id);
      } catch (error) {
        if (error instanceof APIError && error.status === 404) return;
        throw describe(error, 'Telnyx number release');
      }
    },
  };
}
