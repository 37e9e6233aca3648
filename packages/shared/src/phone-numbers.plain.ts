import type { PhoneNumber } from './phone-numbers.ts';

/**
 * The number search's rules and how numbers read, without the schemas: pages that only show
 * numbers do not load the validation library for them.
 */

// --- Number search ------------------------------------------------------------------------------

export const NUMBER_SEARCH = { countryCode: 'US', features: ['voice'], limit: 15 } as const;
export const AREA_CODE_MAX_LENGTH = 3;
export const SEARCH_CRITERIA_REQUIRED = 'Please enter an Area Code, City, or State to search.';

/** What the area-code input keeps of what was typed: digits only, at most three. */
export const cleanAreaCode = (input: string) => input.replace(/\D/g, '').slice(0, AREA_CODE_MAX_LENGTH);

export const hasSearchCriteria = (search: { areaCode?: string; city?: string; state?: string }) =>
  [search.areaCode, search.city, search.state].some((value) => (value ?? '').trim() !== '');

/** 'No numbers found for Area Code 512, City Austin.' naming only the criteria that were given. */
export function noNumbersMessage(search: { areaCode?: string; city?: string; state?: string }) {
  const parts = [
    ['Area Code', search.areaCode],
    ['City', search.city],
    ['State', search.state],
  ]
    .filter(([, value]) => (value ?? '').trim() !== '')
    .map(([label, value]) => `${label} ${value!.trim()}`);
  return `No numbers found for ${parts.join(', ')}.`;
}

/** '+15125550123' as '+1 (512) 555-0123'; other formats are shown as stored. */
export function formatPhoneNumber(e164: string) {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** The number with its status in brackets when it is not active. */
export const phoneNumberLabel = (number: Pick<PhoneNumber, 'phoneNumber' | 'status'>) =>
  number.status === 'active'
    ? formatPhoneNumber(number.phoneNumber)
    : `${formatPhoneNumber(number.phoneNumber)} (${number.status})`;

/** The refusal when a plan's allowance of numbers is used up. */
export const numberAllowanceMessage = (plan: string, included: number, owned: number) =>
  `Your ${plan} plan includes ${included} phone number${included === 1 ? '' : 's'} and you have ${owned}. ` +
  'Release a number or upgrade your plan to buy another.';

// --- Who answers a new number ------------------------------------------------------------------

/** A new number rings the owner's only agent without asking; with none or several, none unless chosen. */
export const onlyAgentOf = <T>(agents: readonly T[]): T | null => (agents.length === 1 ? agents[0]! : null);

/**
 * What the purchase dialog proposes when the owner has several agents: the first (oldest) that no
 * number rings yet, the one a new number is most likely bought for; none when each has one.
 */
export function agentWithoutNumber(
  agentIds: readonly string[],
  numbers: readonly Pick<PhoneNumber, 'assignedAgentId'>[],
): string | null {
  const answered = new Set(numbers.map((number) => number.assignedAgentId));
  return agentIds.find((id) => !answered.has(id)) ?? null;
}
