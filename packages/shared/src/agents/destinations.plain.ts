import { hasOnlyKeys } from './agent.plain.ts';
import { readHours, type WeeklyHours } from './hours.plain.ts';

// Where an agent transfers callers: up to five named destinations, each with the reason it takes
// calls for and the hours it may ring; how the transfer is made (warm with a summary, or cold);
// and how long it rings before the agent takes a message instead. Free of zod and of the phone
// number library: the pages that only read destinations (progress, the profile) load neither;
// transfers.plain.ts adds what reads and shows their numbers, and transfers.ts the schemas.

export const TRANSFER_DESTINATIONS_MAX = 5;
export const DESTINATION_NAME_MAX = 60;
export const DESTINATION_REASON_MAX = 300;

/** When a destination may ring: the business's opening hours, any time, or hours of its own. */
export const RING_WHEN = ['open_hours', 'always', 'own_hours'] as const;
export type RingWhen = (typeof RING_WHEN)[number];
export const RING_WHEN_LABELS: Record<RingWhen, string> = {
  open_hours: 'During opening hours',
  always: 'Any time',
  own_hours: 'Its own hours',
};

export const TRANSFER_MODES = ['warm', 'cold'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];
export const TRANSFER_MODE_LABELS: Record<TransferMode, string> = {
  warm: 'Warm: introduce the caller first',
  cold: 'Cold: put the caller straight through',
};

export const NO_ANSWER_SECONDS_DEFAULT = 20;
export const NO_ANSWER_SECONDS_MIN = 10;
export const NO_ANSWER_SECONDS_MAX = 60;

export type TransferDestination = {
  /** Stable across edits, so urgent matters can name the destination they forward to. */
  id: string;
  name: string;
  /** The country code the number was typed with (+1, +44). */
  countryCode: string;
  /** E.164 once saved. */
  number: string;
  /** When the agent transfers here, in the owner's words: "billing questions", "emergencies". */
  reason: string;
  ringWhen: RingWhen;
  /** The destination's own hours; only when `ringWhen` is `own_hours`. */
  hours: WeeklyHours | null;
};

/** The name an agent's single forwarding number gets when it becomes a destination. */
export const FIRST_DESTINATION_NAME = 'Staff line';
/** Its reason, when the owner had written no instructions. */
export const FIRST_DESTINATION_REASON = 'The caller asks for a person.';

export const DESTINATION_NAME_REQUIRED = 'Name this destination, like "Front desk".';
export const DESTINATION_REASON_REQUIRED = 'Say when to transfer here, like "billing questions".';
export const DESTINATIONS_REQUIRED = 'Add where to transfer callers, or switch forwarding off.';
export const DESTINATIONS_TOO_MANY = `An agent can transfer to at most ${TRANSFER_DESTINATIONS_MAX} destinations.`;
export const DESTINATION_NUMBER_TWICE = 'This number is already another destination.';

// `display`, the number as people write it, is what the Agent answer adds to each destination:
// read from an answer, a destination carries it, and it says nothing the number does not.
const DESTINATION_KEYS = ['id', 'name', 'countryCode', 'number', 'reason', 'ringWhen', 'hours', 'display'] as const;

/**
 * Destinations as stored, or as the Agent answer carries them, may be anything older code wrote: a
 * list of what reads as a destination, the rest left out (the schema refuses it on save, so only
 * old rows can hold it).
 */
export function readDestinations(value: unknown): TransferDestination[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): TransferDestination[] => {
    if (!hasOnlyKeys(item, DESTINATION_KEYS)) return [];
    const { id, name, countryCode, number, reason, ringWhen, hours } = item;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof number !== 'string') return [];
    if (typeof countryCode !== 'string' || typeof reason !== 'string') return [];
    if (!RING_WHEN.includes(ringWhen as RingWhen)) return [];
    const own = ringWhen === 'own_hours';
    return [
      { id, name, countryCode, number, reason, ringWhen: ringWhen as RingWhen, hours: own ? readHours(hours) : null },
    ];
  });
}

/**
 * The destination urgent calls go to: the one the owner chose, else the first (an agent's single
 * number was both the forwarding and the urgent line).
 */
export function urgentDestination(
  destinations: readonly TransferDestination[],
  chosenId: string | null,
): TransferDestination | null {
  return destinations.find((destination) => destination.id === chosenId) ?? destinations[0] ?? null;
}

/** A destination's name or reason as typed: what is missing, or null. */
export const destinationTextError = (text: string, missing: string) => (text.trim() === '' ? missing : null);
