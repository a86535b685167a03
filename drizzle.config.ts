import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the schema; the server applies them at start-up with
// Drizzle's migrator (drizzle-kit cannot open PGlite with extensions).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
