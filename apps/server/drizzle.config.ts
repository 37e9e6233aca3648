/**
 * @public Read by drizzle-kit (`npm run db:generate`), which is installed on first use under
 * tools/ rather than with the project, so this is the plain object its defineConfig would return.
 */
export default {
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
};
