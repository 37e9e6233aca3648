import { cardByKey } from '@portal/shared/agents/cards.plain';
import { suggestedCards } from '@portal/shared/agents/completion.plain';
import { FORWARDING_OWN_NUMBER } from '@portal/shared/agents/forwarding.plain';
import { SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { readDestinations } from '@portal/shared/agents/transfers.plain';
import { readTextingSettings, TEXT_TEMPLATE_KINDS, TEXTING_WAITS } from '@portal/shared/texts.plain';
import { AppError } from '../../lib/errors.ts';
import { getRegistration } from '../texting/registration.service.ts';
import { editingRow } from './draft-values.pure.ts';
import { storeCardSave } from './drafts.service.ts';
import { requireAgent, type AgentsDeps } from './agent-access.service.ts';
import { agentPhoneNumbers, toAgent, type AgentRow, type AgentUpdate } from './agents.repo.ts';
import { sectionUpdate } from './section-values.pure.ts';

function validate(key: string, body: unknown) {
  const schema = SECTION_SCHEMAS[key];
  if (!schema || !cardByKey(key)) throw new AppError('NOT_FOUND', 'This configuration section does not exist.');
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0];
  const message = issue?.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue?.message;
  throw new AppError(
    'VALIDATION_FAILED',
    issue?.path.length ? `${issue.path.join('.')}: ${message}` : (message ?? 'Invalid section.'),
  );
}

/** A forwarded caller must reach a person: never the number that rings this very agent. */
async function refuseOwnNumber(
  deps: Pick<AgentsDeps, 'db'>,
  userId: string,
  id: string,
  body: Record<string, unknown>,
) {
  const destinations = readDestinations(body.transferDestinations);
  if (destinations.length === 0) return;
  const own = await agentPhoneNumbers(deps.db, userId, id);
  const index = destinations.findIndex((destination) => own.includes(destination.number));
  if (index >= 0) {
    throw new AppError('VALIDATION_FAILED', `transferDestinations.${index}.number: ${FORWARDING_OWN_NUMBER}`);
  }
}

/**
 * Texts wait for the business's texting registration: a text switched on before it is approved
 * is refused with why. One already on (approved once, since withdrawn) may stay as it is.
 */
async function refuseTextsWhileWaiting(deps: AgentsDeps, userId: string, row: AgentRow, body: Record<string, unknown>) {
  const wanted = readTextingSettings(body.textingSettings);
  const current = readTextingSettings(editingRow(row).textingSettings);
  const switchedOn = TEXT_TEMPLATE_KINDS.some((kind) => wanted[kind].on && !current[kind].on);
  if (switchedOn && !(await getRegistration(deps, userId)).textingOn) throw new AppError('CONFLICT', TEXTING_WAITS);
}

/** The agent the owner edits: theirs, and not deleted. */
async function editableAgent(deps: AgentsDeps, userId: string, id: string) {
  const row = await requireAgent(deps, userId, id);
  if (row.isDeleted) throw new AppError('CONFLICT', 'This agent has been deleted.');
  return row;
}

const markSaved = (row: AgentRow, keys: readonly string[]) => [...new Set([...row.userSavedSections, ...keys])];

/**
 * Saves one configuration card: validated by that card's schema and marked as saved by the user.
 * A live agent's save changes its draft; before that, what callers hear (pushed at once).
 * `expectedRevision` (the request's If-Match) refuses a save over one made elsewhere since.
 */
export async function saveSection(
  deps: AgentsDeps,
  userId: string,
  id: string,
  key: string,
  body: unknown,
  expectedRevision?: number,
) {
  const row = await editableAgent(deps, userId, id);
  const valid = validate(key, body);
  if (key === 'callForwarding') await refuseOwnNumber(deps, userId, id, valid);
  if (key === 'texts') await refuseTextsWhileWaiting(deps, userId, row, valid);
  return storeCardSave(deps, userId, id, { keys: [key], expectedRevision }, (row) => ({
    ...sectionUpdate(key, valid, row),
    userSavedSections: markSaved(row, [key]),
  }));
}

/**
 * "Keep these": the owner accepts every card that still holds only its suggestion (a template's
 * hours, prices, greeting...) in one step. They count as saved, so callers may now be told them.
 * Cards the owner already saved or changed are left as they are.
 */
export async function keepSuggestions(deps: AgentsDeps, userId: string, id: string) {
  const row = await editableAgent(deps, userId, id);
  const kept = suggestedCards(toAgent(row));
  if (kept.length === 0) return { agent: toAgent(row), syncError: row.syncError ?? null };
  return storeCardSave(deps, userId, id, { keys: kept }, (editing) => ({
    userSavedSections: markSaved(editing, kept),
  }));
}

/**
 * Saves several cards at once (proposals the owner accepted from an import): each validated by
 * its own card's schema, all marked as saved by the user, stored together.
 */
export async function saveSections(deps: AgentsDeps, userId: string, id: string, bodies: Record<string, unknown>) {
  await editableAgent(deps, userId, id);
  const valid = Object.entries(bodies).map(([key, body]) => [key, validate(key, body)] as const);
  const keys = valid.map(([key]) => key);
  return storeCardSave(deps, userId, id, { keys }, (row) => {
    let values: AgentUpdate = {};
    for (const [key, body] of valid) values = { ...values, ...sectionUpdate(key, body, row) };
    return { ...values, userSavedSections: markSaved(row, keys) };
  });
}
