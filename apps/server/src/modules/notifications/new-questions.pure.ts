import { questionKey } from '@portal/shared/knowledge-gaps';

type Asked = { agentId: string | null; agentName: string | null; question: string; askedAt: Date };
type Resolution = { agentId: string; questionKey: string; resolvedAt: Date };

export type NewQuestion = { question: string; agentName: string | null; count: number };

/**
 * The questions that are new on the owner's list today: asked in the span, not already on the
 * list from the days before (asked then and not answered since), and not answered since they were
 * asked today. Grouped by the shared question key per agent, as the list groups them; the latest
 * wording is shown. Most asked first.
 */
export function newQuestions(today: Asked[], before: Asked[], resolutions: Resolution[]): NewQuestion[] {
  const idOf = (agentId: string | null, key: string) => `${agentId ?? ''}|${key}`;
  const resolved = new Map(resolutions.map((r) => [idOf(r.agentId, r.questionKey), r.resolvedAt.getTime()]));
  const answeredAfter = (id: string, askedAt: Date) => (resolved.get(id) ?? -Infinity) >= askedAt.getTime();
  const open = new Set(
    before
      .map((asked) => ({ id: idOf(asked.agentId, questionKey(asked.question)), asked }))
      .filter(({ id, asked }) => !answeredAfter(id, asked.askedAt))
      .map(({ id }) => id),
  );
  const groups = new Map<string, NewQuestion & { lastAskedAt: Date }>();
  for (const asked of today) {
    const key = questionKey(asked.question);
    const id = idOf(asked.agentId, key);
    if (!key || open.has(id)) continue;
    const group = groups.get(id);
    if (!group) {
      groups.set(id, { question: asked.question, agentName: asked.agentName, count: 1, lastAskedAt: asked.askedAt });
      continue;
    }
    group.count += 1;
    if (asked.askedAt >= group.lastAskedAt)
      Object.assign(group, { question: asked.question, lastAskedAt: asked.askedAt });
  }
  return [...groups.entries()]
    .filter(([id, group]) => !answeredAfter(id, group.lastAskedAt))
    .map(([, { question, agentName, count }]) => ({ question, agentName, count }))
    .sort((a, b) => b.count - a.count);
}
