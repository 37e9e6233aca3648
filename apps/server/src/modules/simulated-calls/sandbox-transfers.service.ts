import {
  SANDBOX_DESTINATION_NOT_FOUND,
  type SandboxTransferBehaviour,
} from '@portal/shared/agents/sandbox-transfers.plain';
import type { SandboxTransfer } from '@portal/shared/agents/simulated-calls';
import { destinationTarget, readDestinations } from '@portal/shared/agents/transfers.plain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { AGENT_NOT_FOUND, findOwnedAgent } from '../agents/agents.service.ts';

/**
 * The emulated platform's setting of how each destination number takes a transfer (app.ts passes
 * it in only when the platform is emulated): a real destination is a phone someone may not pick up.
 */
export type SandboxTransfers = {
  behaviours(numbers: readonly string[]): Promise<Record<string, SandboxTransferBehaviour>>;
  set(number: string, behaviour: SandboxTransferBehaviour): Promise<void>;
};

export type SandboxTransfersDeps = { db: Database; sandboxTransfers: SandboxTransfers };

/** The agent's destinations that have a number, each as the emulator rings it. Only the owner's numbers are read or set. */
async function destinationsOf(deps: SandboxTransfersDeps, userId: string, agentId: string) {
  const agent = await findOwnedAgent(deps.db, userId, agentId);
  if (!agent || agent.isDeleted) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return readDestinations(agent.transferDestinations).flatMap((destination) => {
    const number = destinationTarget(destination);
    return number ? [{ destinationId: destination.id, name: destination.name, number }] : [];
  });
}

export async function listSandboxTransfers(deps: SandboxTransfersDeps, userId: string, agentId: string) {
  const destinations = await destinationsOf(deps, userId, agentId);
  const behaviours = await deps.sandboxTransfers.behaviours(destinations.map((destination) => destination.number));
  return {
    destinations: destinations.map((destination): SandboxTransfer => ({
      ...destination,
      behaviour: behaviours[destination.number] ?? 'answers',
    })),
  };
}

export async function setSandboxTransfer(
  deps: SandboxTransfersDeps,
  userId: string,
  agentId: string,
  destinationId: string,
  behaviour: SandboxTransferBehaviour,
): Promise<SandboxTransfer> {
  const destination = (await destinationsOf(deps, userId, agentId)).find(
    (entry) => entry.destinationId === destinationId,
  );
  if (!destination) throw new AppError('NOT_FOUND', SANDBOX_DESTINATION_NOT_FOUND);
  await deps.sandboxTransfers.set(destination.number, behaviour);
  return { ...destination, behaviour };
}
