import { CARDS, type ConfigTab, type TrackedFieldKey } from '@portal/shared/agents/cards.plain';

/**
 * The three boxes of the profile, one per configuration tab; `short` is the tab's own name, which
 * the row of links to the boxes uses so the three fit a phone's width.
 */
export const PROFILE_SECTIONS: readonly { tab: ConfigTab; title: string; short: string }[] = [
  { tab: 'personality', title: 'Personality', short: 'Personality' },
  { tab: 'brain', title: 'Brain & Business Details', short: 'Brain' },
  { tab: 'responsibilities', title: 'Responsibilities (Tasks)', short: 'Responsibilities' },
];

/** A box's id, which the links to it name, and its heading's. */
export const sectionId = (tab: ConfigTab) => `profile-${tab}`;
export const sectionTitleId = (tab: ConfigTab) => `profile-${tab}-title`;

/** Labels of fields that share a card; every other field is named by its card. */
const OWN_LABELS: Partial<Record<TrackedFieldKey, string>> = {
  agentName: 'Agent Name',
  vibe: 'Vibe',
  accent: 'Accent',
};

const cardOf = (field: TrackedFieldKey) => CARDS.find((card) => card.tracked.includes(field))!;

export const fieldLabel = (field: TrackedFieldKey) => OWN_LABELS[field] ?? cardOf(field).title;

export const tabOf = (field: TrackedFieldKey) => cardOf(field).tab;

/** The tracked fields of one tab, in the configuration page's order. */
export const fieldsOfTab = (tab: ConfigTab) => CARDS.filter((card) => card.tab === tab).flatMap((card) => card.tracked);
