import postgres from 'postgres';

/**
 * The PostgreSQL server the suite also runs against (and its administrative database), and the two things done
 * on it: naming a database of the same server, and running one statement (create or drop a database). Free of
 * Vitest's test functions, so the run's global set-up and the benches use it too.
 */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(name: string, adminUrl = TEST_PG_ADMIN_URL): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the administrative database (`create database …`, `drop database …`) on a connection of its own. */
export async function adminStatement(statement: string, adminUrl = TEST_PG_ADMIN_URL): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

let copyClause: Promise<string> | undefined;
/**
 * How `create database … template …` copies, for this server: PostgreSQL 15's default (WAL_LOG) writes every page of
 * the template into the write-ahead log; FILE_COPY copies the files. Measured on the 2-core machine (a 20 MB template,
 * 20 copies, /proc/stat): 0.17 CPU-seconds a copy with WAL_LOG, 0.08 with FILE_COPY. Older servers know only the file
 * copy, without the clause.
 */
export function templateCopyClause(adminUrl = TEST_PG_ADMIN_URL): Promise<string> {
  copyClause ??= (async () => {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      const [row] = await admin.unsafe<{ server_version_num: string }[]>('show server_version_num');
      return Number(row!.server_version_num) >= 150000 ? ' strategy file_copy' : '';
    } finally {
      await admin.end();
    }
  })();
  return copyClause;
}
