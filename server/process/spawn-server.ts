import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledProgram } from '../test/bundled-programs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SpawnedServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/api/v1` */
  base: string;
  /** Everything the process wrote to stderr so far (its log). */
  log: () => string;
}

/** Starts server/test/api-server.ts (bundled: server/test/bundled-programs.ts) on a PostgreSQL database and resolves once it listens. */
export function spawnApiServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [bundledProgram('api-server')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}/api/v1`, log: () => err });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${err}`)));
  });
}

/** Sends SIGTERM and waits for the exit code. */
export function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
