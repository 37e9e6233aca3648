import type { ListedTimezone } from '@portal/shared/agents/business-zone.plain';

// The listed business zone most of each US state keeps. Split states take the zone of most of
// their people; the owner can change the zone on the Hours card.
const ZONES: Record<ListedTimezone | string, string[]> = {
  'America/New_York': 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV'.split(' '),
  'America/Chicago': 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'.split(' '),
  'America/Denver': 'CO ID MT NM UT WY'.split(' '),
  'America/Phoenix': ['AZ'],
  'America/Los_Angeles': 'CA NV OR WA'.split(' '),
  'America/Anchorage': ['AK'],
};

const BY_STATE = new Map(Object.entries(ZONES).flatMap(([zone, states]) => states.map((state) => [state, zone])));

/** The zone of a one-line US address ('12 Main St, Austin, TX 78701'), or null when none is found. */
export function zoneOfAddress(address: string): ListedTimezone | null {
  const state = /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/.exec(address)?.[1] ?? /,\s*([A-Z]{2})\s*$/.exec(address)?.[1];
  return state ? ((BY_STATE.get(state) as ListedTimezone | undefined) ?? null) : null;
}
