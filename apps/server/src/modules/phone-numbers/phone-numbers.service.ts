import { planAllowance, planName } from '@portal/shared/plans.plain';
import {
  formatPhoneNumber,
  NUMBER_SEARCH,
  numberAllowanceMessage,
  onlyAgentOf,
  type AvailableNumber,
  type NumberSearch,
} from '@portal/shared/phone-numbers';
import { stateCode } from '@portal/shared/us-states.plain';
import { AppError } from '../../lib/errors.ts';
import type { KeyedLock } from '../../db/keyed-lock.ts';
import type { Queryable } from '../../db/client.ts';
import { TelephonyError } from '../../providers/telephony/telephony.ts';
import { listAgentCards } from '../agents/agents.service.ts';
import { assignableAgent, assignNumber } from './number-assignment.service.ts';
import { completeNumber, importNumber, type ImportResult, type PhoneNumbersDeps } from './number-import.service.ts';
import { requireNumber } from './owned-number.service.ts';
import * as repo from './phone-numbers.repo.ts';

/** A purchase also needs the per-user lock (db/keyed-lock.ts). */
export type PurchaseDeps = PhoneNumbersDeps & { lock: KeyedLock };

const providerDetail = (error: unknown) =>
  error instanceof TelephonyError ? error.detail : 'The phone number provider failed unexpectedly.';

/** US numbers with voice, at most 15; a typed state name becomes its code. */
export async function searchNumbers(deps: PhoneNumbersDeps, search: NumberSearch): Promise<AvailableNumber[]> {
  try {
    const found = await deps.telephony.searchNumbers({
      countryCode: NUMBER_SEARCH.countryCode,
      areaCode: search.areaCode || undefined,
      locality: search.city || undefined,
      administrativeArea: search.state ? stateCode(search.state) : undefined,
      features: [...NUMBER_SEARCH.features],
      limit: NUMBER_SEARCH.limit,
    });
    return found.slice(0, NUMBER_SEARCH.limit);
  } catch (error) {
    deps.logger.warn({ err: error }, 'number search failed');
    throw new AppError('UPSTREAM_FAILED', `Number search failed: ${providerDetail(error)}`);
  }
}

async function checkAllowance(db: Queryable, userId: string) {
  const plan = planName(await repo.findPlan(db, userId));
  const included = planAllowance(plan).phoneNumbers;
  const owned = await repo.countNumbers(db, userId);
  if (owned >= included) throw new AppError('CONFLICT', numberAllowanceMessage(plan, included, owned));
}

const noLongerAvailable = (phoneNumber: string) =>
  new AppError(
    'CONFLICT',
    `${formatPhoneNumber(phoneNumber)} is no longer available. Please search again and choose another number.`,
  );

async function order(deps: PhoneNumbersDeps, userId: string, phoneNumber: string) {
  try {
    return await deps.telephony.orderNumber(phoneNumber, `user:${userId}`);
  } catch (error) {
    deps.logger.warn({ err: error, phoneNumber }, 'number order failed');
    const shown = formatPhoneNumber(phoneNumber);
    if (error instanceof TelephonyError && error.status === 422) throw noLongerAvailable(phoneNumber);
    throw new AppError('UPSTREAM_FAILED', `Could not buy ${shown}: ${providerDetail(error)}`);
  }
}

export const ORDER_NOT_RECORDED =
  'The number may have been bought, but it could not be recorded yet. It will appear in your list within a few minutes; please do not buy it again.';

/**
 * The agent a new number goes to: the one chosen (checked before anything is bought, so a wrong
 * choice costs nothing), none when null was chosen, otherwise the owner's only agent.
 */
async function answeringAgent(deps: PurchaseDeps, userId: string, agentId: string | null | undefined) {
  if (agentId) return assignableAgent(deps, userId, agentId);
  if (agentId === null) return null;
  return onlyAgentOf(await listAgentCards(deps, userId));
}

/**
 * Buys a number (Telnyx order), records it, imports it into the voice platform and gives it to
 * its agent. A row in the 'ordering' state holds the place in the plan's allowance, taken under
 * the user's purchase lock in a short transaction, so two quick clicks (or two servers) cannot
 * both pass the allowance and no transaction waits on the provider. An order that succeeded but
 * could not be recorded is found again by the reconcile job; an import failure leaves the number
 * listed with its error.
 */
export async function purchaseNumber(
  deps: PurchaseDeps,
  userId: string,
  { phoneNumber, agentId }: { phoneNumber: string; agentId?: string | null },
) {
  const agent = await answeringAgent(deps, userId, agentId);
  const reserved = await deps.lock(`phone-number-purchase:${userId}`, async (db) => {
    await checkAllowance(db, userId);
    const row = await repo.insertNumber(db, {
      userId,
      provider: 'telnyx',
      phoneNumber,
      friendlyName: formatPhoneNumber(phoneNumber),
      capabilities: [...NUMBER_SEARCH.features],
      status: repo.ORDERING,
    });
    // Another owner's purchase of the same number holds its place (or it is theirs already).
    if (!row) throw noLongerAvailable(phoneNumber);
    return row;
  });
  let placed: Awaited<ReturnType<typeof order>>;
  try {
    placed = await order(deps, userId, phoneNumber);
  } catch (error) {
    await repo.deleteNumber(deps.db, userId, reserved.id);
    throw error;
  }
  const row = await repo
    .updateNumber(deps.db, userId, reserved.id, {
      providerNumberId: placed.phoneNumberId,
      // Without the owned-number id the order is still completing at Telnyx.
      status: placed.phoneNumberId ? 'active' : 'pending',
      purchasedAt: new Date(),
    })
    .catch((error: unknown) => {
      deps.logger.error({ err: error, phoneNumber, orderId: placed.orderId }, 'bought number could not be recorded');
      return undefined;
    });
  if (!row) throw new AppError('UPSTREAM_FAILED', ORDER_NOT_RECORDED);
  const imported = await importNumber(deps, row, null);
  if (imported.error) {
    // Its retried import connects it with the assistant of the agent kept on its row.
    const kept = agent ? await repo.updateNumber(deps.db, userId, row.id, { assignedAgentId: agent.id }) : undefined;
    const warning =
      `${formatPhoneNumber(phoneNumber)} is yours, but connecting it to the voice platform failed. ` +
      'It is kept and the connection will be retried.';
    return { phoneNumber: repo.toPhoneNumber(kept ?? imported.row), warning };
  }
  if (!agent) return { phoneNumber: repo.toPhoneNumber(imported.row), warning: null };
  return giveToAgent(deps, userId, imported, agent);
}

/**
 * The same assignment as the owner's later choice (number-assignment.service.ts), so the voice platform's
 * number gets the agent's assistant. The number is bought whatever happens here: a refusal is
 * told as a warning and the owner can assign it from its card.
 */
async function giveToAgent(
  deps: PurchaseDeps,
  userId: string,
  imported: ImportResult,
  agent: { id: string; agentName: string },
) {
  try {
    return { phoneNumber: await assignNumber(deps, userId, imported.row.id, agent.id), warning: null };
  } catch (error) {
    deps.logger.warn({ err: error, phoneNumberId: imported.row.id }, 'new number not assigned');
    const reason = error instanceof AppError ? error.message : 'The voice platform did not accept it.';
    const warning = `${formatPhoneNumber(imported.row.phoneNumber)} is yours, but ${agent.agentName} does not answer it yet: ${reason}`;
    return { phoneNumber: repo.toPhoneNumber(imported.row), warning };
  }
}

/** How many numbers the user owns, whatever their state: a real count for the account and plan pages. */
export const countPhoneNumbers = (db: Queryable, userId: string) => repo.countNumbers(db, userId);

/** The caller's numbers, oldest first. */
export const listPhoneNumbers = async (deps: Pick<PhoneNumbersDeps, 'db'>, userId: string) =>
  (await repo.listNumbers(deps.db, userId)).map(repo.toPhoneNumber);

/** Tries again to finish a number the voice platform has not taken yet; `error` when it refused again. */
export async function retryNumberSync(deps: PhoneNumbersDeps, userId: string, id: string) {
  const result = await completeNumber(deps, await requireNumber(deps, userId, id));
  return { phoneNumber: repo.toPhoneNumber(result.row), error: result.error };
}

/**
 * The number that rings an agent, with the voice platform's id for it: null when none is
 * assigned; the id is null while the number is not active on the platform yet.
 */
export async function agentLine(deps: Pick<PhoneNumbersDeps, 'db'>, userId: string, agentId: string) {
  const assigned = (await repo.listNumbers(deps.db, userId)).filter((row) => row.assignedAgentId === agentId);
  const usable = (row: repo.PhoneNumberRow) => row.status === 'active' && !!row.vapiPhoneNumberId;
  const row = assigned.find(usable) ?? assigned[0];
  if (!row) return null;
  return { phoneNumber: row.phoneNumber, vapiPhoneNumberId: usable(row) ? row.vapiPhoneNumberId : null };
}
