import type { PGliteOptions } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { onDatabaseFault } from './faults.ts';
import { PGliteWithStatements } from './pglite-statements.ts';
import { createRecyclingClient, isPoisonedSlot } from './recycling-client.ts';
import * as schema from './schema/index.ts';

/** Both drivers fit this type, so query code is written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How an embedded database starts besides its folder: `loadDataDir`, a copy made with PGlite's `dumpDataDir` (the
 * test suite's migrated and seeded template); `pgliteWasmModule` and `fsBundle`, PGlite's compiled engine and its
 * share files, when the caller opens many databases and keeps them (the test suite: each copy then skips compiling
 * the 9 MB engine and reading its 6 MB of files); `startParams`, the server's settings.
 */
export type PgliteStart = Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle' | 'startParams'>;

/**
 * Opens the embedded database in `dataDir` (or `memory://`) and applies the migrations. Statements are kept as on a
 * server (server/db/pglite-statements.ts).
 */
export async function openPglite(dataDir: string, start: PgliteStart = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGliteWithStatements.open({ dataDir, ...start });
  const db = drizzlePglite(client, { schema });
  // Drizzle's migrator at start-up: drizzle-kit migrate cannot open PGlite (DESIGN.md).
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * Connects to a PostgreSQL server and applies the migrations. A lost connection fails only the queries
 * it carried (server/db/unavailable.ts); the pool connects again on the next query, and is replaced as
 * a whole when the driver shows a poisoned slot (server/db/recycling-client.ts).
 */
export async function openPostgres(url: string): Promise<Database> {
  // connect_timeout bounds how long a request waits for a database that is down (the driver's default is 30 s).
  const client = createRecyclingClient(url, { max: 10, connect_timeout: 5, onnotice: () => {} });
  const db = drizzlePostgres(client.sql, { schema });
  await migratePostgres(db, { migrationsFolder });
  const stopListening = onDatabaseFault((err) => {
    if (isPoisonedSlot(err) && client.recycle()) process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'database pool replaced after a stuck connection' })}\n`);
  });
  return { db: db as unknown as Db, driver: 'postgres', close: () => (stopListening(), client.end()) };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
