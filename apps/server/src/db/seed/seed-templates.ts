import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { agentTemplates } from '../schema/index.ts';
import { INDUSTRY_TEMPLATES } from './templates/index.ts';

/**
 * Brings the industry templates up to date after the migrations: inserted when new, refreshed
 * when their content changed. Idempotent, so every start (and every test database) runs it.
 */
export async function seedTemplates(db: Database) {
  await db
    .insert(agentTemplates)
    .values(
      INDUSTRY_TEMPLATES.map((template) => ({
        industry: template.industry,
        coreInstructions: template.coreInstructions,
        defaults: template.defaults as Record<string, unknown>,
        sortOrder: template.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: agentTemplates.industry,
      set: {
        coreInstructions: sql`excluded.core_instructions`,
        defaults: sql`excluded.defaults`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
