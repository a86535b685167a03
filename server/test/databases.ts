import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openPglite, openPostgres, type Database, type PgliteStart } from '../db/client.ts';
import { seedDemo } from '../demo/index.ts';
import type { DatabaseTemplates } from './database-templates.ts';
import { adminStatement, databaseUrl, templateCopyClause } from './pg-admin.ts';

/** The PostgreSQL server the suite also runs against; each run makes its own databases and drops them. */
export { TEST_PG_ADMIN_URL } from './pg-admin.ts';

export type DriverName = 'pglite' | 'postgres';
/** A test database; a PostgreSQL one also says its URL (for a second connection or another process). */
export type TestDatabase = Database & { url?: string };

export const drivers: DriverName[] = ['pglite', 'postgres'];

/** The run's migrated and seeded copies (server/test/database-templates.ts), when the run made them. */
function templates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined; // not inside a vitest worker
  }
}

/**
 * What every PGlite copy of this worker shares, read once: the template dumps (as Blobs, which PGlite only reads),
 * PGlite's engine compiled and its share files. Each copy then only unpacks the dump and starts: 0.73 CPU-seconds
 * on the 2-core machine instead of 1.3 (2026-11-28), for about a hundred copies a run.
 */
const dumps = new Map<string, Blob>();
/** Node's WebAssembly, typed here: the server's TypeScript project has no DOM library, where its types live. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteStart['pgliteWasmModule']>> } }).WebAssembly;
let engine: Promise<Pick<PgliteStart, 'pgliteWasmModule' | 'fsBundle'>> | undefined;
function pgliteEngine() {
  engine ??= (async () => {
    const dist = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(new URL('pglite.wasm', dist))),
      fsBundle: new Blob([readFileSync(new URL('pglite.data', dist))]),
    };
  })();
  return engine;
}
function dumpBlob(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) dumps.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

/** Creates a fresh, migrated (and optionally seeded) database of the given driver. */
export async function createTestDatabase(driver: DriverName, opts: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = opts.seed !== false;
  const template = templates();
  let database: TestDatabase;
  /** A copy of the run's template: migrated, and seeded when asked. */
  let copied: boolean;
  if (driver === 'pglite') {
    const dump = template?.pglite[seed ? 'seeded' : 'bare'];
    copied = dump !== undefined;
    database = await openPglite('memory://', dump ? { loadDataDir: dumpBlob(dump), ...(await pgliteEngine()) } : {});
  } else {
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const from = template?.postgres?.[seed ? 'seeded' : 'bare'];
    copied = from !== undefined;
    await adminStatement(from ? `create database ${name} template ${from}${await templateCopyClause()}` : `create database ${name}`);
    const url = databaseUrl(name);
    const opened = await openPostgres(url);
    database = {
      ...opened,
      url,
      async close() {
        await opened.close();
        await adminStatement(`drop database if exists ${name} with (force)`);
      },
    };
  }
  if (seed && !copied) await seedDemo(database.db);
  return database;
}

/**
 * Runs `body` once per database driver, sharing one seeded database per driver for the whole block
 * (a fresh PGlite takes seconds to initialise). `drivers` narrows a block to one driver: only for refusals, whose
 * one query (the session lookup) other tests of the same file run on both.
 */
export function describeEachDatabase(title: string, body: (get: () => Database) => void, opts: { seed?: boolean; drivers?: DriverName[] } = {}) {
  for (const driver of opts.drivers ?? drivers) {
    describe(`${title} [${driver}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(driver, opts);
      }, 120_000);
      afterAll(async () => {
        await database?.close();
      });
      body(() => {
        if (!database) throw new Error('database not ready');
        return database;
      });
    });
  }
}
