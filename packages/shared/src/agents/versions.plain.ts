import type { Agent } from './agent.ts';
import { CARDS, type CardDefinition } from './cards.plain.ts';
import { describeHours, readHours } from './hours.plain.ts';
import { readTextingSettings, TEXT_TEMPLATE_KINDS, TEXT_TEMPLATE_LABELS } from '../texts.plain.ts';
import { NOTICE_LABELS, PRIVACY_TEXTS, readPrivacySettings, type PrivacySettings } from './privacy.plain.ts';
import { accentLabel, vibeLabel } from './personality-labels.plain.ts';
import {
  destinationLine,
  readDestinations,
  RING_WHEN_LABELS,
  TRANSFER_MODE_LABELS,
  type TransferDestination,
  type TransferMode,
} from './transfers.plain.ts';

// A live agent's configuration changes through a draft, and what callers hear is a published
// version. This file holds what both sides need without zod: which columns a version holds, and
// the changes between two configurations in words an owner reads.

/**
 * The columns a version holds: what every card writes, and which cards the owner saved (callers
 * are told only what the owner approved). The photo is not part of it: callers never see it, and
 * it changes at once.
 */
export type VersionedField = keyof Agent;
const versionedFields = (): readonly VersionedField[] => [
  ...new Set<VersionedField>([
    ...CARDS.flatMap((card) => card.fields).filter((field) => field !== 'imageUrl'),
    'userSavedSections',
  ]),
];
// Marked pure so that a page needing only the draft's words (draftSummary) does not carry this list.
export const VERSIONED_FIELDS = /* @__PURE__ */ versionedFields();
export type VersionValues = Partial<Record<VersionedField, unknown>>;

/** Picks a configuration's versioned columns from an agent (or a stored version). */
export function versionValues(source: Partial<Record<string, unknown>>): VersionValues {
  const values: VersionValues = {};
  for (const field of VERSIONED_FIELDS) if (field in source) values[field] = source[field];
  return values;
}

/** One field's change: its name as the card's editor shows it, before and after in words. */
export type FieldChange = { label: string; before: string; after: string };

/** One card's changes: "Greeting changed", and each field that changed. */
export type CardChange = {
  key: string;
  title: string;
  tab: CardDefinition['tab'];
  summary: string;
  fields: FieldChange[];
};

/** Names for the columns of cards that write more than one. */
const FIELD_LABELS: Partial<Record<VersionedField, string>> = {
  agentName: 'Name',
  vibe: 'Vibe',
  accent: 'Accent',
  speakingStyle: 'Speaking style',
  yourHours: 'Hours',
  timezone: 'Time zone',
  callForwardingActive: 'Forwarding',
  transferDestinations: 'Destinations',
  transferMode: 'Transfer',
  transferNoAnswerSeconds: 'Rings before a message',
  scheduling: 'Scheduling',
  schedulingConfig: 'Booking rules',
  schedulingInstructionsText: 'Booking instructions',
  rememberCallers: 'Returning callers',
  urgentMattersEnabled: 'Urgent matters',
  urgentMattersSituations: 'What counts as urgent',
  urgentMattersAction: 'What to do',
  urgentMattersInfoToCollect: 'Information to collect',
  urgentMattersInfoToCollectOther: 'Other information',
  urgentMattersDestinationId: 'Transfer to',
};

export const NOT_SET = 'Not set';

const humanKey = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value in words: hours as a week, switches as On/Off, lists joined, nothing as "Not set". */
export function describeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_SET;
  if (field === 'yourHours') return describeHours(readHours(value));
  if (field === 'vibe') return vibeLabel(value as string);
  if (field === 'accent') return accentLabel(value as string);
  if (field === 'transferMode') return TRANSFER_MODE_LABELS[value as TransferMode] ?? String(value);
  if (field === 'transferNoAnswerSeconds') return `${String(value)} seconds`;
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (Array.isArray(value)) {
    if (value.length === 0) return NOT_SET;
    return value
      .map((item) =>
        item && typeof item === 'object' && 'processed_title' in item ? String(item.processed_title) : String(item),
      )
      .join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return NOT_SET;
    return entries.map(([key, item]) => `${humanKey(key)}: ${describeValue(key, item)}`).join('; ');
  }
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** An object column (the booking rules) compared key by key, so one changed rule reads as one line. */
function objectChanges(label: string, before: unknown, after: unknown): FieldChange[] {
  const old = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const next = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  if (!before || !after) return [{ label, before: describeValue('', before), after: describeValue('', after) }];
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => !same(old[key], next[key]))
    .map((key) => ({
      label: humanKey(key),
      before: describeValue(key, old[key]),
      after: describeValue(key, next[key]),
    }));
}

/** A destination in words: "Front desk, (512) 555-0100: billing questions (during opening hours)". */
function describeDestination(destination: TransferDestination) {
  const when =
    destination.ringWhen === 'own_hours' && destination.hours
      ? describeHours(destination.hours)
      : RING_WHEN_LABELS[destination.ringWhen].toLowerCase();
  return `${destinationLine(destination)}: ${destination.reason} (${when})`;
}

/** Destinations compared one by one (by id), so an edit to one reads as that one's line. */
function destinationChanges(before: unknown, after: unknown): FieldChange[] {
  const old = readDestinations(before);
  const next = readDestinations(after);
  const ids = [...new Set([...old, ...next].map((destination) => destination.id))];
  return ids.flatMap((id) => {
    const was = old.find((destination) => destination.id === id);
    const is = next.find((destination) => destination.id === id);
    if (same(was, is)) return [];
    return [
      {
        label: `Destination: ${(is ?? was)!.name}`,
        before: was ? describeDestination(was) : NOT_SET,
        after: is ? describeDestination(is) : 'Removed',
      },
    ];
  });
}

/** The Texts card compared text by text: "Booking confirmation: Off → On: <its template>". */
function textingChanges(before: unknown, after: unknown): FieldChange[] {
  const old = readTextingSettings(before);
  const next = readTextingSettings(after);
  const describe = (text: { on: boolean; template: string }) => (text.on ? `On: ${text.template}` : 'Off');
  return TEXT_TEMPLATE_KINDS.filter((kind) => !same(old[kind], next[kind])).map((kind) => ({
    label: TEXT_TEMPLATE_LABELS[kind].title,
    before: describe(old[kind]),
    after: describe(next[kind]),
  }));
}

/** The Recording & Privacy card compared setting by setting: "Record calls: On → Off". */
function privacyChanges(before: unknown, after: unknown): FieldChange[] {
  const old = readPrivacySettings(before);
  const next = readPrivacySettings(after);
  const lines: [string, (settings: PrivacySettings) => string][] = [
    [PRIVACY_TEXTS.recording, (settings) => (settings.recording ? 'On' : 'Off')],
    [PRIVACY_TEXTS.notice, (settings) => NOTICE_LABELS[settings.notice].label],
    [PRIVACY_TEXTS.noticeText, (settings) => settings.noticeText],
    [PRIVACY_TEXTS.announceAi, (settings) => (settings.announceAi ? 'On' : 'Off')],
    [PRIVACY_TEXTS.aiDisclosureText, (settings) => settings.aiDisclosureText],
  ];
  return lines
    .filter(([, describe]) => describe(old) !== describe(next))
    .map(([label, describe]) => ({ label, before: describe(old), after: describe(next) }));
}

function fieldChanges(card: CardDefinition, before: VersionValues, after: VersionValues): FieldChange[] {
  const fields = card.fields.filter((field) => field !== 'imageUrl');
  return fields.flatMap((field) => {
    const old = before[field];
    const next = after[field];
    if (same(old, next)) return [];
    const label = fields.length === 1 ? card.title : (FIELD_LABELS[field] ?? humanKey(field));
    if (field === 'schedulingConfig') return objectChanges(label, old, next);
    if (field === 'transferDestinations') return destinationChanges(old, next);
    if (field === 'textingSettings') return textingChanges(old, next);
    if (field === 'privacySettings') return privacyChanges(old, next);
    if (field === 'urgentMattersDestinationId') {
      // Named, not by id: each side's destination as that configuration had it.
      const name = (values: VersionValues, id: unknown) =>
        readDestinations(values.transferDestinations).find((destination) => destination.id === id)?.name ?? NOT_SET;
      return [{ label, before: name(before, old), after: name(after, next) }];
    }
    return [{ label, before: describeValue(field, old), after: describeValue(field, next) }];
  });
}

/**
 * The cards whose values differ between two configurations, in the configure page's order. A card
 * only newly marked as saved (its suggestion kept) counts as a change too: callers will now be
 * told it.
 */
export function describeChanges(before: VersionValues, after: VersionValues): CardChange[] {
  const savedBefore = new Set((before.userSavedSections as string[] | undefined) ?? []);
  const savedAfter = new Set((after.userSavedSections as string[] | undefined) ?? []);
  return CARDS.flatMap((card) => {
    const fields = fieldChanges(card, before, after);
    const approved = !savedBefore.has(card.key) && savedAfter.has(card.key);
    if (fields.length === 0 && !approved) return [];
    return [
      {
        key: card.key,
        title: card.title,
        tab: card.tab,
        summary: fields.length === 0 ? `${card.title} approved` : `${card.title} changed`,
        fields,
      },
    ];
  });
}

/** How long a version's note may be: a line on why, not a changelog. */
export const VERSION_NOTE_MAX = 200;

/** "Draft: 3 changes not published". */
export const draftSummary = (changes: number) =>
  `Draft: ${changes} ${changes === 1 ? 'change' : 'changes'} not published`;

/** A card saved in another tab or by someone else since this one was opened. */
export const CARD_CHANGED_ELSEWHERE =
  'This card was changed in another tab or by someone else since you opened it. Close it and open it again to see the latest, then make your change.';
