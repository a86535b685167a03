import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../server/db/client.ts';
import { auditLog, staff } from '../server/db/schema/index.ts';
import { adminKit } from '../server/modules/admin/admin.test-kit.ts';
import { createTestDatabase, type TestDatabase } from '../server/test/databases.ts';
import { bundledProgram } from '../server/test/bundled-programs.ts';
import { base32Decode } from '../server/security/base32.ts';
import { totpAt } from '../server/security/totp.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Each run starts a Node process and opens the database: a second or more apiece on a busy machine. */
const SPAWNING = 180_000;

/** Runs the CLI (what `npm run staff --` runs, bundled: server/test/bundled-programs.ts) with the given database settings. */
function staffCli(args: string[], env: Record<string, string>, input = '') {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [bundledProgram('staff'), ...args], { cwd: root, input, encoding: 'utf8', env: { ...inherited, ...env } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('staff command line on PostgreSQL (DATABASE_URL)', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
    env = { DATABASE_URL: database.url! };
  }, 60_000);
  afterAll(() => database?.close());

  it('adds an account with several roles that can log in, audited as made on the command line', async () => {
    const out = staffCli(['add', '--email', 'Ada@Example.com', '--password', 'long enough pw', '--role', 'owner', '--role', 'content', '--name', 'Ada Lovelace'], env);
    expect(out).toMatchObject({ status: 0, stdout: expect.stringMatching(/^added ada@example\.com \(id \d+\): owner, content\n$/) });
    const [row] = await database.db.select().from(staff).where(eq(staff.email, 'ada@example.com'));
    expect(row).toMatchObject({ name: 'Ada Lovelace', disabledAt: null });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityKey, 'ada@example.com'));
    expect(audit).toMatchObject({ staffId: null, action: 'create', after: { roles: ['content', 'owner'] }, userAgent: expect.stringMatching(/^command line \(/) });
    const k = adminKit(database.db, { now: () => new Date() });
    expect(await k.login('ada@example.com', 'long enough pw')).toEqual(expect.any(String));
  }, SPAWNING);

  it('reads the password from stdin with --password -, and names the account after its e-mail without --name', async () => {
    expect(staffCli(['add', '--email', 'sam@example.com', '--password', '-', '--role', 'sales'], env, 'from stdin 12345\n').status).toBe(0);
    const [row] = await database.db.select().from(staff).where(eq(staff.email, 'sam@example.com'));
    expect(row!.name).toBe('sam');
    expect(await adminKit(database.db, { now: () => new Date() }).login('sam@example.com', 'from stdin 12345')).toEqual(expect.any(String));
  }, SPAWNING);

  it('lists, disables and enables accounts', () => {
    const list = staffCli(['list'], env);
    expect(list.status).toBe(0);
    expect(list.stdout.split('\n')[0]).toMatch(/^id\s+e-mail\s+name\s+roles\s+status/);
    expect(list.stdout).toMatch(/ada@example\.com\s+Ada Lovelace\s+content,owner\s+active/);
    expect(staffCli(['disable', '--email', 'sam@example.com'], env)).toMatchObject({ status: 0, stdout: 'sam@example.com: disabled, sessions ended\n' });
    expect(staffCli(['list'], env).stdout).toMatch(/sam@example\.com\s+sam\s+sales\s+disabled/);
    expect(staffCli(['enable', '--email', 'sam@example.com'], env)).toMatchObject({ status: 0, stdout: 'sam@example.com: enabled\n' });
  }, SPAWNING);

  it('prints the current two-step login code of an account that has one, and refuses one without', async () => {
    const secret = 'AURORADEMOOWNERSECONDFACTOR23456';
    await database.db.update(staff).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(staff.email, 'ada@example.com'));
    const before = Date.now();
    const out = staffCli(['code', '--email', 'ada@example.com'], env);
    const after = Date.now();
    expect(out.stdout).toMatch(/^\d{6} \(good for \d+ more seconds, once\)\n$/);
    // The code of the step the command ran in: the one at its start or, across a step's end, at its end.
    expect([totpAt(base32Decode(secret), before), totpAt(base32Decode(secret), after)]).toContain(out.stdout.slice(0, 6));
    expect(staffCli(['code', '--email', 'sam@example.com'], env)).toMatchObject({ status: 1, stderr: 'staff: sam@example.com has no two-step login\n' });
  }, SPAWNING);

  it('refuses bad usage (2) and refused changes (1) with a message, changing nothing', async () => {
    const before = (await database.db.select().from(auditLog)).length;
    expect(staffCli(['add', '--email', 'x@example.com', '--password', 'long enough pw', '--role', 'janitor'], env)).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown role "janitor"') });
    expect(staffCli(['add', '--email', 'nope', '--password', 'short', '--role', 'sales'], env)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('--email: Please enter a valid e-mail address\n--password: The password must have at least 10 characters'),
    });
    expect(staffCli(['add', '--email', 'ada@example.com', '--password', 'long enough pw', '--role', 'sales'], env)).toMatchObject({ status: 1, stderr: 'staff: A staff account with this e-mail already exists\n' });
    expect(staffCli(['disable', '--email', 'ada@example.com'], env)).toMatchObject({ status: 1, stderr: 'staff: At least one enabled account must keep the owner role\n' });
    expect(staffCli(['enable', '--email', 'nobody@example.com'], env)).toMatchObject({ status: 1, stderr: 'staff: no staff account has the e-mail nobody@example.com\n' });
    expect((await database.db.select().from(auditLog)).length).toBe(before);
  }, SPAWNING);
});

describe('staff command line on the embedded database (DATA_DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds an account in the server data directory', async () => {
    expect(staffCli(['add', '--email', 'owner@example.org', '--password', 'long enough pw', '--role', 'owner'], { DATA_DIR: dir })).toMatchObject({ status: 0, stdout: 'added owner@example.org (id 1): owner\n' });
    const database = await openPglite(dir);
    try {
      expect((await database.db.select().from(staff)).map((s) => s.email)).toEqual(['owner@example.org']);
    } finally {
      await database.close();
    }
  }, SPAWNING);
});
