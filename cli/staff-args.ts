import { parseArgs } from 'node:util';
import { roles, type Role } from '../src/contracts/admin/permissions.ts';

/** Bad command line: the CLI prints the message and the usage, and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage (npm run staff -- <command> ...):
  add --email E --password P --role R [--role R2 ...] [--name N]
                         create a back-office account; --password - reads it from stdin
  list                   list the accounts: e-mail, name, roles, status, two-step login, last login
  disable --email E      stop an account from logging in and end its sessions
  enable --email E       let a disabled account log in again
  code --email E         print the account's current two-step login code (as its authenticator app shows it)

Roles: ${roles.join(', ')} (a person may do what any of their roles allows).
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (default ./data; stop
the server first, the embedded database serves one process at a time).`;

export type StaffCommand =
  | { command: 'add'; email: string; password: string; roles: Role[]; name?: string }
  | { command: 'list' }
  | { command: 'disable' | 'enable' | 'code'; email: string };

const required = (name: string, value: string | undefined): string => {
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
};

/** Reads the command line; checks of the values themselves (e-mail, password rule) come later, with the API's schema. */
export function parseStaffArgs(argv: readonly string[]): StaffCommand {
  const [command, ...rest] = argv;
  let values: { email?: string; password?: string; role?: string[]; name?: string };
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', multiple: true }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  switch (command) {
    case 'add': {
      const unknown = (values.role ?? []).filter((r) => !(roles as readonly string[]).includes(r));
      if (unknown.length) throw new UsageError(`unknown role ${unknown.map((r) => `"${r}"`).join(', ')} (roles: ${roles.join(', ')})`);
      if (!values.role?.length) throw new UsageError('--role is required (repeat it for several roles)');
      return { command, email: required('email', values.email), password: required('password', values.password), roles: values.role as Role[], ...(values.name ? { name: values.name } : {}) };
    }
    case 'list':
      return { command };
    case 'disable':
    case 'enable':
    case 'code':
      return { command, email: required('email', values.email) };
    default:
      throw new UsageError(command === undefined ? 'a command is required' : `unknown command "${command}"`);
  }
}
