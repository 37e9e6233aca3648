import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, callers, texts, users } from '../../db/schema/index.ts';

/** What the e-mail about a caller's text needs: the text, who sent it, and the owner's address. */
export async function textReplyFacts(db: Database, textId: string) {
  const [row] = await db
    .select({
      id: texts.id,
      userId: texts.userId,
      direction: texts.direction,
      from: texts.fromNumber,
      body: texts.body,
      createdAt: texts.createdAt,
      callId: texts.callId,
      callerId: callers.id,
      callerName: callers.name,
      agentName: agents.agentName,
      agentTimezone: agents.timezone,
      email: users.email,
    })
    .from(texts)
    .innerJoin(users, eq(users.id, texts.userId))
    .leftJoin(agents, eq(agents.id, texts.agentId))
    .leftJoin(callers, and(eq(callers.userId, texts.userId), eq(callers.number, texts.fromNumber)))
    .where(eq(texts.id, textId));
  return row;
}

export type TextReplyFacts = NonNullable<Awaited<ReturnType<typeof textReplyFacts>>>;
