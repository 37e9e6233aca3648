import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knowledgeImports } from '../../db/schema/index.ts';
import { isUuid } from '@portal/shared/api';

export type ImportRow = typeof knowledgeImports.$inferSelect;
export type ImportUpdate = Partial<Omit<typeof knowledgeImports.$inferInsert, 'id' | 'userId' | 'agentId'>>;

export async function insertImport(db: Database, values: typeof knowledgeImports.$inferInsert) {
  const [row] = await db.insert(knowledgeImports).values(values).returning();
  return row!;
}

/** The newest import of the owner's agent, whatever its state. */
export async function findLatestImport(db: Database, userId: string, agentId: string) {
  const [row] = await db
    .select()
    .from(knowledgeImports)
    .where(and(eq(knowledgeImports.userId, userId), eq(knowledgeImports.agentId, agentId)))
    .orderBy(desc(knowledgeImports.createdAt))
    .limit(1);
  return row;
}

export async function findImport(db: Database, userId: string, agentId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(knowledgeImports)
    .where(
      and(eq(knowledgeImports.id, id), eq(knowledgeImports.userId, userId), eq(knowledgeImports.agentId, agentId)),
    );
  return row;
}

export async function findImportById(db: Database, id: string) {
  const [row] = await db.select().from(knowledgeImports).where(eq(knowledgeImports.id, id));
  return row;
}

/** Longer than any import may run: one still unfinished after this was lost with its server. */
const ABANDONED_AFTER_MS = 15 * 60_000;

/** An import of this agent still queued or reading (and not abandoned). */
export async function findUnfinishedImport(db: Database, agentId: string, now = new Date()) {
  const [row] = await db
    .select({ id: knowledgeImports.id })
    .from(knowledgeImports)
    .where(
      and(
        eq(knowledgeImports.agentId, agentId),
        inArray(knowledgeImports.status, ['queued', 'running']),
        gt(knowledgeImports.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .limit(1);
  return row;
}

/** The agent's last finished import of the same site or document: what "changed" is measured against. */
export async function findPreviousImport(db: Database, row: ImportRow) {
  const [previous] = await db
    .select()
    .from(knowledgeImports)
    .where(
      and(
        eq(knowledgeImports.agentId, row.agentId),
        eq(knowledgeImports.kind, row.kind),
        eq(knowledgeImports.source, row.source),
        eq(knowledgeImports.status, 'ready'),
        ne(knowledgeImports.id, row.id),
      ),
    )
    .orderBy(desc(knowledgeImports.createdAt))
    .limit(1);
  return previous;
}

export const updateImport = (db: Database, id: string, values: ImportUpdate) =>
  db.update(knowledgeImports).set(values).where(eq(knowledgeImports.id, id));
