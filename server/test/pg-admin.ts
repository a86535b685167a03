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
