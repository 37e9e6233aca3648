import { TIMEZONES } from './agents/options.plain.ts';

// The plain values of call analytics, without the schemas of `analytics.ts` (which re-exports
// them): the analytics page imports these, and the schema library stays off the page.

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** How a call without a reported outcome is named in the breakdown. */
export const NO_OUTCOME_LABEL = 'No outcome reported';

/** The weekdays of the busiest-hours grid, Monday first (ISO 8601). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The zone's name as the owner chose it ('Central Time (Chicago)'), or its IANA id when not listed. */
export function timezoneLabel(zone: string): string {
  return TIMEZONES.find((listed) => listed.id === zone)?.label ?? zone;
}
