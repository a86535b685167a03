/**
 * A throw-away PostgreSQL cluster of the machine's own PostgreSQL binaries, on its own port and data folder,
 * for tests that stop and restart the database server (which the shared server on 5432 must never be).
 * PostgreSQL refuses to run as root, so as root the commands run as the `postgres` system user.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const binRoot = '/usr/lib/postgresql';

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
}

/** The newest installed major version's bin folder (Debian installs /usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const majors = existsSync(binRoot) ? readdirSync(binRoot).filter((d) => existsSync(join(binRoot, d, 'bin', 'pg_ctl'))) : [];
  if (!majors.length) throw new Error(`no PostgreSQL server binaries under ${binRoot}`);
  return join(binRoot, majors.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const asRoot = process.getuid?.() === 0;
const pg = (bin: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir(), bin), ...args]) : run(join(binDir(), bin), args));

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-private-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // fsync off: the cluster lives for one test; the socket goes to the private folder, not /var/run/postgresql.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => void (await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']));
  const stop = async () => void (await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
