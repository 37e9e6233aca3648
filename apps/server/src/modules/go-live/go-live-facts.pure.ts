import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import type { GoLiveFacts } from '@portal/shared/go-live';
import type { AgentWithFactsRow } from './go-live-facts.repo.ts';

type NumberFacts = AgentWithFactsRow['number'];

/** The number that rings the agent (the first of its numbers, active ones first, then the oldest), or null. */
function agentNumber(row: NumberFacts): GoLiveFacts['number'] {
  if (!row?.phoneNumber) return null;
  return {
    e164: row.phoneNumber,
    // As every page lists the owner's numbers (Phone Numbers, Calls, Callers): +1 (512) 555-0100.
    display: formatPhoneNumber(row.phoneNumber),
    status: row.status!,
    onPlatform: row.vapiPhoneNumberId !== null,
    syncError: row.syncError ?? null,
  };
}

/** What the go-live rule reads about one agent. */
export function agentFacts(row: AgentWithFactsRow, calendarConnected: boolean): GoLiveFacts {
  const { agent, scenarios } = row;
  return {
    agent: { ...agent, initialConfigSnapshot: agent.initialConfigSnapshot ?? null },
    number: agentNumber(row.number),
    calendarConnected,
    testCalls: row.testCalls,
    scenarios: { total: scenarios?.total ?? 0, run: scenarios?.run ?? 0, passing: scenarios?.passing ?? 0 },
  };
}
