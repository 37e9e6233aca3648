import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import { SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { isUnchanged } from './no-change';

const card = cardByKey('agentName')!;

export type NameCheck =
  { ok: false; message: string } | { ok: true; body: Record<string, unknown>; unchanged: boolean };

/**
 * The header's name read as the server reads it (one line, trimmed, required), and whether saving
 * it would change anything. The header loads this with the schemas at its first save.
 */
export function checkName(agent: Agent, name: string): NameCheck {
  const parsed = SECTION_SCHEMAS.agentName!.safeParse({ agentName: name });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a name.' };
  const body = parsed.data as Record<string, unknown>;
  return { ok: true, body, unchanged: isUnchanged(card, agent, body) };
}
