import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { seedDemo } from '../demo/index.ts';
import { adminStatement, databaseUrl } from './pg-admin.ts';

/**
 * The unit project's global set-up: each test database starts as a copy of one made once per run, migrated
 * (and seeded), instead of being migrated and seeded again (seconds per database on PGlite, about a second on
 * PostgreSQL, for some eighty databases). PostgreSQL copies a template database (`create database … template`);
 * PGlite starts from a dump of its data folder. server/test/databases.ts falls back to the slow way when the
 * templates are absent (a test file run under another configuration).
 */

/**
 * Where the copies are: PostgreSQL template names and PGlite dump files, bare (migrated) and seeded. No
 * PostgreSQL templates when its server cannot be reached: tests that need it fail on their own, the rest run.
 */
export interface DatabaseTemplates {
  postgres?: { bare: string; seeded: string };
  pglite: { bare: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

/**
 * The template's server settings: a WAL segment no longer needed is removed at a checkpoint instead of kept for
 * reuse (`wal_recycle`), so the dump carries one 16 MB segment instead of two.
 */
const TEMPLATE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'];

const pgliteClient = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * The dumps are made small: every copy of a test database unpacks the whole dump. The folder's other databases go
 * (template0 and template1, 15 MB and 600 files: a test database never creates another), and a checkpoint before
 * each dump lets the WAL written by the migrations and the seed go (a 16 MB segment). Measured on the 2-core machine
 * (2026-11-28): the seeded dump 66 → 34 MB, a copy 1.0 → 0.73 CPU-seconds.
 */
async function dropTemplateDatabases(database: Database): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await pgliteClient(database).query(`alter database ${name} is_template false`);
    await pgliteClient(database).query(`drop database ${name}`);
  }
}

async function dumpPglite(database: Database, file: string): Promise<void> {
  const client = pgliteClient(database);
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const postgresNames = { bare: `tpl_${id}_bare`, seeded: `tpl_${id}_seeded` };
  const pgliteFiles = { bare: join(tmpdir(), `pglite-${id}-bare.tar`), seeded: join(tmpdir(), `pglite-${id}-seeded.tar`) };
  const dropPostgres = async () => {
    for (const name of Object.values(postgresNames)) await adminStatement(`drop database if exists ${name} with (force)`);
  };
  const makePostgres = async (): Promise<DatabaseTemplates['postgres']> => {
    try {
      for (const [name, seed] of [[postgresNames.bare, false], [postgresNames.seeded, true]] as const) {
        await adminStatement(`create database ${name}`);
        const database = await openPostgres(databaseUrl(name));
        if (seed) await seedDemo(database.db);
        await database.close();
      }
      return postgresNames;
    } catch (err) {
      console.warn(`PostgreSQL test templates not made (${err instanceof Error ? err.message : String(err)}): the PostgreSQL tests will fail`);
      await dropPostgres().catch(() => {});
      return undefined;
    }
  };
  const makePglite = async () => {
    const bare = await openPglite('memory://', { startParams: TEMPLATE_START_PARAMS });
    await dropTemplateDatabases(bare);
    await dumpPglite(bare, pgliteFiles.bare);
    await bare.close();
    const seeded = await openPglite('memory://', { startParams: TEMPLATE_START_PARAMS, loadDataDir: new Blob([readFileSync(pgliteFiles.bare)]) });
    await seedDemo(seeded.db);
    await dumpPglite(seeded, pgliteFiles.seeded);
    await seeded.close();
  };
  const [madePostgres] = await Promise.all([makePostgres(), makePglite()]);
  const templates: DatabaseTemplates = { pglite: pgliteFiles, ...(madePostgres ? { postgres: madePostgres } : {}) };
  project.provide('databaseTemplates', templates);
  return async () => {
    if (madePostgres) await dropPostgres();
    for (const file of Object.values(pgliteFiles)) rmSync(file, { force: true });
  };
}
