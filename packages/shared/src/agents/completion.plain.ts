import type { Agent } from './agent.ts';
import { CARDS, TRACKED_FIELDS, type CardDefinition, type TrackedFieldKey } from './cards.plain.ts';
import { defaultHours, readHours } from './hours.plain.ts';
import { DEFAULT_ACCENT, DEFAULT_VIBE } from './personality-labels.plain.ts';
import { schedulingMode } from './scheduling.plain.ts';
import { NO_ANSWER_SECONDS_DEFAULT, readDestinations } from './destinations.plain.ts';
import { resolveVoice, DEFAULT_VOICE_ID } from './voices.plain.ts';

/**
 * An agent's values as the API answers them or as a row stores them: the destinations and closed
 * dates are typed lists in the answer and JSON in the row, read with their readers either way.
 */
export type AgentValues = Partial<
  Omit<Agent, 'transferDestinations' | 'closures' | 'textingSettings' | 'privacySettings'>
> & {
  transferDestinations?: unknown;
  closures?: unknown;
  /** As stored (partial) or answered: never a tracked field. */
  textingSettings?: unknown;
  privacySettings?: unknown;
};
type AgentLike = Pick<Agent, 'userSavedSections' | 'initialConfigSnapshot'> & AgentValues;

/**
 * The comparable value of a tracked field. Tasks that are switched off read as null (empty), so
 * "toggled off" and "empty" are the same thing for completion.
 */
export function trackedValue(agent: AgentValues, field: TrackedFieldKey): unknown {
  switch (field) {
    case 'voice':
      return resolveVoice(agent.voice).id;
    case 'vibe':
      return agent.vibe || DEFAULT_VIBE;
    case 'accent':
      return agent.accent || DEFAULT_ACCENT;
    case 'callForwarding':
      return agent.callForwardingActive
        ? {
            // What the agent does with each destination, not its id or how its number is shown.
            destinations: readDestinations(agent.transferDestinations).map(
              ({ id: _id, ...destination }) => destination,
            ),
            mode: agent.transferMode ?? 'warm',
            seconds: agent.transferNoAnswerSeconds ?? NO_ANSWER_SECONDS_DEFAULT,
          }
        : null;
    case 'scheduling':
      return schedulingMode(agent.scheduling) === 'No'
        ? null
        : {
            scheduling: agent.scheduling,
            config: agent.schedulingConfig ?? null,
            text: agent.schedulingInstructionsText ?? null,
          };
    case 'urgentMatters':
      return agent.urgentMattersEnabled
        ? {
            situations: agent.urgentMattersSituations ?? '',
            action: agent.urgentMattersAction ?? null,
            info: agent.urgentMattersInfoToCollect ?? [],
            other: agent.urgentMattersInfoToCollectOther ?? '',
            destination: agent.urgentMattersDestinationId ?? null,
          }
        : null;
    default:
      return agent[field] ?? null;
  }
}

/** The product defaults of tracked fields. */
export const FIELD_DEFAULTS: Partial<Record<TrackedFieldKey, unknown>> = {
  voice: DEFAULT_VOICE_ID,
  vibe: DEFAULT_VIBE,
  accent: DEFAULT_ACCENT,
  yourHours: defaultHours(),
  callForwarding: null,
  scheduling: null,
  urgentMatters: null,
};

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Key-order independent equality for JSON-like values. */
export function sameValue(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Equal to the product default or to the value the agent was created with. */
export function equalsDefault(agent: AgentLike, field: TrackedFieldKey): boolean {
  const value = trackedValue(agent, field);
  if (field in FIELD_DEFAULTS && sameValue(value, FIELD_DEFAULTS[field])) return true;
  const snapshot = agent.initialConfigSnapshot;
  return !!snapshot && field in snapshot && sameValue(value, snapshot[field]);
}

export type SectionStatus = 'complete' | 'completed_empty_off' | 'default' | 'incomplete';

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  complete: 'Completed',
  completed_empty_off: 'Saved (Empty/Off)',
  default: 'Using Default Information',
  incomplete: 'Incomplete',
};

/** Card status (docs/product.md#section-completion-and-profile-progress). */
export function sectionStatus(agent: AgentLike, card: CardDefinition): SectionStatus {
  const saved = agent.userSavedSections.includes(card.key);
  const empty = card.tracked.every((field) => isEmptyValue(trackedValue(agent, field)));
  if (saved) return empty ? 'completed_empty_off' : 'complete';
  if (!empty && card.tracked.every((field) => equalsDefault(agent, field))) return 'default';
  return 'incomplete';
}

const cardOf = (field: TrackedFieldKey) => CARDS.find((card) => card.tracked.includes(field))!;

/** A field counts if its section was user-saved, or it is non-empty and differs from its snapshot or default. */
export function isFieldCompleted(agent: AgentLike, field: TrackedFieldKey): boolean {
  if (agent.userSavedSections.includes(cardOf(field).key)) return true;
  return !isEmptyValue(trackedValue(agent, field)) && !equalsDefault(agent, field);
}

/**
 * 'Default' badge: a value equal to the default, its section not saved by the user. An empty
 * field is a default only where the product names "off" as the default (call forwarding,
 * scheduling, urgent matters); an empty description is just not filled in yet.
 */
export function showsDefaultBadge(agent: AgentLike, field: TrackedFieldKey): boolean {
  if (agent.userSavedSections.includes(cardOf(field).key)) return false;
  const value = trackedValue(agent, field);
  if (field in FIELD_DEFAULTS && sameValue(value, FIELD_DEFAULTS[field])) return true;
  return !isEmptyValue(value) && equalsDefault(agent, field);
}

/**
 * Whether the owner entered or approved what a card holds: saved it, or changed it from the
 * suggestion the agent started with. Callers are told only approved facts; a template's prefilled
 * hours or prices are suggestions until the owner keeps them.
 */
export function isOwnerApproved(agent: AgentLike, cardKey: string): boolean {
  const card = CARDS.find((candidate) => candidate.key === cardKey);
  return !!card && sectionStatus(agent, card) !== 'default';
}

/**
 * The week's hours when the owner gave or kept them; null while they are only the suggestion, so
 * neither the prompt nor the booking rules treat a guess as the business's hours.
 */
export const approvedHours = (agent: Pick<Agent, 'userSavedSections' | 'initialConfigSnapshot' | 'yourHours'>) =>
  isOwnerApproved(agent, 'yourHours') ? readHours(agent.yourHours) : null;

/** The cards still showing only what the agent started with: what "Keep these" accepts. */
export const suggestedCards = (agent: AgentLike) =>
  CARDS.filter((card) => sectionStatus(agent, card) === 'default').map((card) => card.key);

/**
 * How many fields hold a suggested value the owner sees marked (the profile's Default markers):
 * the one count of suggestions the configure page and the profile both say.
 */
export const suggestedValueCount = (agent: AgentLike) =>
  TRACKED_FIELDS.filter((field) => showsDefaultBadge(agent, field) && !isEmptyValue(trackedValue(agent, field))).length;

export function profileProgress(agent: AgentLike) {
  const completed = TRACKED_FIELDS.filter((field) => isFieldCompleted(agent, field)).length;
  const total = TRACKED_FIELDS.length;
  return { completed, total, percent: Math.round((completed / total) * 100) };
}

/** The values an agent starts with, kept as initial_config_snapshot. */
export function configSnapshot(agent: AgentValues): Record<string, unknown> {
  return Object.fromEntries(TRACKED_FIELDS.map((field) => [field, trackedValue(agent, field)]));
}
