// The built site for the browser and HTTP benches: started as `npm start` runs it (`node $DIST_DIR/main.js`),
// on a free loopback port, with a throw-away embedded database (PGlite) seeded with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** `DIST_DIR=distDir npm run build`. */
export function buildSite(distDir: string): void {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, DIST_DIR: distDir }, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`build into ${distDir} failed`);
}

export interface Site {
  url: string;
  /** The server's process id (for `--cpu-prof` runs and the like). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built site in `distDir` (relative to the project root), building it first with
 * `DIST_DIR=distDir npm run build` when `distDir/main.js` is missing. `nodeArgs` go before the script
 * (e.g. `--cpu-prof`). Resolves once /api/v1/health answers (a fresh PGlite takes a few seconds).
 */
export async function startSite(distDir: string, opts: { nodeArgs?: string[]; env?: Record<string, string> } = {}): Promise<Site> {
  if (!existsSync(join(ROOT, distDir, 'main.js'))) buildSite(distDir);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), join(distDir, 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false)) break;
    if (i > 480) throw new Error('site did not become healthy in 2 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
