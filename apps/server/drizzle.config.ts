import { defineConfig } from 'drizzle-kit';

/** @public Read by drizzle-kit (`npm run db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
