import { parsePhoneNumber } from 'libphonenumber-js';
import type { GoLiveFacts } from '@portal/shared/go-live';
import type { AssignedNumberRow, GoLiveAgentRow } from './go-live-facts.repo.ts';

type Counts = { agentId: string | null };

/** Rows counted per agent, as a lookup. */
export const byAgent = <T extends Counts>(rows: T[]) => new Map(rows.map((row) => [row.agentId, row]));

/** The way callers in the number's country write it: (512) 555-0100. */
function nationalFormat(e164: string) {
  try {
    return parsePhoneNumber(e164).formatNational();
  } catch {
    return e164;
  }
}

/** The number that rings the agent: the first of its numbers, which are sorted active first, then oldest. */
function agentNumber(numbers: AssignedNumberRow[], agentId: string): GoLiveFacts['number'] {
  const row = numbers.find((number) => number.agentId === agentId);
  if (!row) return null;
  return {
    e164: row.phoneNumber,
    display: nationalFormat(row.phoneNumber),
    status: row.status,
    onPlatform: row.vapiPhoneNumberId !== null,
    syncError: row.syncError,
  };
}

type FactSources = {
  numbers: AssignedNumberRow[];
  calendarConnected: boolean;
  testCalls: Map<string | null, { calls: number }>;
  scenarios: Map<string | null, { total: number; run: number; passing: number }>;
};

/** What the go-live rule reads about one agent. */
export function agentFacts(agent: GoLiveAgentRow, sources: FactSources): GoLiveFacts {
  const scenarios = sources.scenarios.get(agent.id);
  return {
    agent: { ...agent, initialConfigSnapshot: agent.initialConfigSnapshot ?? null },
    number: agentNumber(sources.numbers, agent.id),
    calendarConnected: sources.calendarConnected,
    testCalls: sources.testCalls.get(agent.id)?.calls ?? 0,
    scenarios: { total: scenarios?.total ?? 0, run: scenarios?.run ?? 0, passing: scenarios?.passing ?? 0 },
  };
}
