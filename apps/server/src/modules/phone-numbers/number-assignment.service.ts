import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import { AppError } from '../../lib/errors.ts';
import { TelephonyError } from '../../providers/telephony/telephony.ts';
import { VoicePlatformError } from '../../providers/voice/voice.ts';
import { AGENT_NOT_FOUND, findOwnedAgent } from '../agents/agents.service.ts';
import { recordingLiveStates } from '../go-live/live-state.service.ts';
import { importNumber, type PhoneNumbersDeps } from './number-import.service.ts';
import { requireNumber } from './owned-number.service.ts';
import * as repo from './phone-numbers.repo.ts';

export const AGENT_NOT_ON_PLATFORM =
  'This agent is not connected to the voice platform yet. Open the agent, save it, and try again.';
export const NO_PROVIDER_ID = 'This number is still being set up by the provider, so it cannot be released yet.';

export const ASSIGN_FAILED =
  'The voice platform did not accept the new assignment, so the previous one is kept. Please try again.';
export const CONNECT_FAILED =
  'The number could not be connected to the voice platform, so the assignment was not saved. Please try again.';

/** An agent that can answer a number: the user's own, not deleted, and on the voice platform. */
export async function assignableAgent(deps: Pick<PhoneNumbersDeps, 'db'>, userId: string, agentId: string) {
  const agent = await findOwnedAgent(deps.db, userId, agentId);
  if (!agent || agent.isDeleted) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  if (!agent.vapiAgentId) throw new AppError('CONFLICT', AGENT_NOT_ON_PLATFORM);
  return { ...agent, vapiAgentId: agent.vapiAgentId };
}

/** The assistant to answer the number: the agent's, or none. */
const assistantOf = async (deps: PhoneNumbersDeps, userId: string, agentId: string | null) =>
  agentId ? (await assignableAgent(deps, userId, agentId)).vapiAgentId : null;

/**
 * Sets the assistant on the voice platform's number first and stores the assignment only when
 * that worked, so a vendor failure keeps the previous value everywhere.
 */
export async function assignNumber(deps: PhoneNumbersDeps, userId: string, id: string, agentId: string | null) {
  const row = await requireNumber(deps, userId, id);
  const assistantId = await assistantOf(deps, userId, agentId);
  // Taking the number from an agent can stop it answering: Home reports it.
  if (row.assignedAgentId && row.assignedAgentId !== agentId) {
    return recordingLiveStates(deps, userId, () => reassign(deps, row, agentId, assistantId));
  }
  return reassign(deps, row, agentId, assistantId);
}

async function reassign(
  deps: PhoneNumbersDeps,
  row: repo.PhoneNumberRow,
  agentId: string | null,
  assistantId: string | null,
) {
  const { id, userId } = row;
  // While the owner blocks callers, or the agent recognises returning callers, the platform's
  // number holds no assistant: the portal answers which one takes each call, and what it is told
  // (call-screening.service.ts).
  const screening = await repo.routesViaPortal(deps.db, userId, agentId);
  let reimport = !row.vapiPhoneNumberId;
  if (row.vapiPhoneNumberId) {
    try {
      await deps.voice.assignPhoneNumber(row.vapiPhoneNumberId, screening ? null : assistantId);
    } catch (error) {
      deps.logger.warn({ err: error, phoneNumberId: id }, 'phone number assignment failed');
      if (!(error instanceof VoicePlatformError && error.status === 404)) {
        throw new AppError('UPSTREAM_FAILED', ASSIGN_FAILED);
      }
      // The platform lost the number: import it again with the new assistant.
      reimport = true;
    }
  }
  if (reimport) {
    const imported = await importNumber(
      deps,
      { ...row, vapiPhoneNumberId: null, assignedAgentId: agentId },
      assistantId,
    );
    if (imported.error) throw new AppError('UPSTREAM_FAILED', CONNECT_FAILED);
  }
  const values = reimport ? { assignedAgentId: agentId } : { assignedAgentId: agentId, screensCallers: screening };
  const updated = await repo.updateNumber(deps.db, userId, id, values);
  return repo.toPhoneNumber(updated ?? row);
}

/**
 * Releases the number at Telnyx (billing stops; a failure there changes nothing), then removes it
 * from the voice platform and our database. The voice-platform step cannot block the release: the
 * number no longer exists at Telnyx, so a leftover entry there can never ring.
 */
export async function releaseNumber(deps: PhoneNumbersDeps, userId: string, id: string) {
  const row = await requireNumber(deps, userId, id);
  if (!row.providerNumberId) throw new AppError('CONFLICT', NO_PROVIDER_ID);
  // Releasing the number of an agent stops it answering: Home reports it.
  const providerNumberId = row.providerNumberId;
  if (row.assignedAgentId) return recordingLiveStates(deps, userId, () => release(deps, row, providerNumberId));
  return release(deps, row, providerNumberId);
}

async function release(deps: PhoneNumbersDeps, row: repo.PhoneNumberRow, providerNumberId: string) {
  const { id, userId } = row;
  try {
    await deps.telephony.releaseNumber(providerNumberId);
  } catch (error) {
    deps.logger.warn({ err: error, phoneNumberId: id }, 'number release failed');
    const detail = error instanceof TelephonyError ? error.detail : 'the provider failed unexpectedly.';
    throw new AppError('UPSTREAM_FAILED', `Could not release ${formatPhoneNumber(row.phoneNumber)}: ${detail}`);
  }
  if (row.vapiPhoneNumberId) {
    await deps.voice.deletePhoneNumber(row.vapiPhoneNumberId).catch((error: unknown) => {
      deps.logger.warn({ err: error, vapiPhoneNumberId: row.vapiPhoneNumberId }, 'voice platform number not deleted');
    });
  }
  await repo.deleteNumber(deps.db, userId, id);
}
