import { formatPhone } from '../phone.plain.ts';
import { FORWARDING_NUMBER_REQUIRED, readForwardingNumber } from './forwarding.plain.ts';
import type { TransferDestination } from './destinations.plain.ts';

// Transfer destinations' numbers: read with their country code and shown as people write them
// (the phone number library). The rest of what a destination is lives in destinations.plain.ts.

export * from './destinations.plain.ts';

/** Where a destination rings, in E.164; null when its number does not read. */
export function destinationTarget(destination: Pick<TransferDestination, 'countryCode' | 'number'>): string | null {
  const read = readForwardingNumber(destination.countryCode || '+1', destination.number);
  return read.ok ? read.e164 : null;
}

/** A destination's number as people write it; as stored when it does not read. */
export function destinationDisplay(destination: Pick<TransferDestination, 'countryCode' | 'number'>): string {
  const target = destinationTarget(destination);
  return target ? formatPhone(target) : destination.number;
}

/** "Front desk, (512) 555-0100": a destination in one line. */
export const destinationLine = (destination: TransferDestination) =>
  `${destination.name}, ${destinationDisplay(destination)}`;

/** What is wrong with a destination's number as typed, or null (the card's form says it as you type). */
export function destinationNumberError(countryCode: string, number: string): string | null {
  if (number.trim() === '') return FORWARDING_NUMBER_REQUIRED;
  const read = readForwardingNumber(countryCode, number);
  return read.ok ? null : read.message;
}
