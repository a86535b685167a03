#!/usr/bin/env -S npx tsx
/**
 * Back-office accounts from the command line: add, list, disable, enable, and an account's current
 * two-step login code (`code`, for the demo owner or an operator at the server). Reads the server's
 * configuration (server/env.ts); changes are validated like the API's and written to the audit trail
 * as made on the command line.
 *   npm run staff -- add --email ada@example.com --password '…' --role owner --name 'Ada Lovelace'
 * Exit codes: 0 done, 1 refused or failed, 2 bad usage.
 */
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { staffCreateSchema } from '../src/contracts/admin/staff.ts';
import { translate } from '../src/i18n/create.ts';
import { openDatabase } from '../server/db/client.ts';
import { EnvError, readEnv } from '../server/env.ts';
import { ChangeRefused } from '../server/http/staff/change-refused.ts';
import { createStaffAccount, setStaffDisabled } from '../server/modules/staff/staff.changes.ts';
import { listStaff, staffByEmail } from '../server/modules/staff/staff.queries.ts';
import { base32Decode } from '../server/security/base32.ts';
import { TOTP_PERIOD_S, totpAt } from '../server/security/totp.ts';
import { parseStaffArgs, USAGE, UsageError, type StaffCommand } from './staff-args.ts';

/** A refusal worth a message but not the usage text (exit code 1). */
class Refused extends Error {}

const actor = { staffId: null, ip: null, userAgent: `command line (${userInfo().username})` };

function formatList(rows: Awaited<ReturnType<typeof listStaff>>): string {
  const table = [['id', 'e-mail', 'name', 'roles', 'status', '2-step', 'last login'], ...rows.map((r) => [
    String(r.id), r.email, r.name, r.roles.join(','), r.disabled ? 'disabled' : 'active', r.totp ? 'on' : 'off', r.lastLoginAt?.slice(0, 16).replace('T', ' ') ?? '-',
  ])];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

async function run(command: StaffCommand): Promise<string> {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const deps = { db: database.db, now: () => new Date() };
  try {
    if (command.command === 'list') return formatList(await listStaff(database.db));
    if (command.command === 'add') {
      const password = command.password === '-' ? readFileSync(0, 'utf8').split(/\r?\n/)[0]! : command.password;
      const checked = staffCreateSchema.safeParse({ ...command, password, name: command.name ?? command.email.split('@')[0] });
      if (!checked.success) throw new UsageError(checked.error.issues.map((i) => `--${String(i.path[0])}: ${translate('en', i.message)}`).join('\n'));
      const id = await createStaffAccount(deps, actor, checked.data);
      return `added ${checked.data.email} (id ${id}): ${checked.data.roles.join(', ')}`;
    }
    const person = await staffByEmail(database.db, command.email);
    if (!person) throw new Refused(`no staff account has the e-mail ${command.email}`);
    if (command.command === 'code') {
      if (!person.totpSecret || !person.totpEnabledAt) throw new Refused(`${person.email} has no two-step login`);
      const now = Date.now();
      const left = TOTP_PERIOD_S - Math.floor(now / 1000) % TOTP_PERIOD_S;
      return `${totpAt(base32Decode(person.totpSecret), now)} (good for ${left} more seconds, once)`;
    }
    const after = await setStaffDisabled(deps, actor, person.id, command.command === 'disable');
    return `${after.email}: ${after.disabled ? 'disabled, sessions ended' : 'enabled'}`;
  } catch (err) {
    if (err instanceof ChangeRefused) throw new Refused(translate('en', err.key));
    throw err;
  } finally {
    await database.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    (argv.length === 0 ? process.stderr : process.stdout).write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  try {
    process.stdout.write(`${await run(parseStaffArgs(argv))}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`staff: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (err instanceof Refused || err instanceof EnvError) {
      process.stderr.write(`staff: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main(process.argv.slice(2));
