/**
 * `npm run bench -- render` (or `npx tsx bench/render.bench.ts`): the page render bench, bench/render-measure.ts,
 * bundled and run under plain node as production runs the server (bench/run-bundled.mjs), after building
 * $DIST_DIR (default dist-bench) when its renderer is missing. The settings are read from the environment there.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT } from './render-products.ts';

export async function runRenderBench(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist-bench';
  ensureBuilt(distDir);
  const run = spawnSync(process.execPath, ['bench/run-bundled.mjs', 'bench/render-measure.ts', join(distDir, 'render-bench.js')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
  if (run.status !== 0) throw new Error(`the render bench exited with ${run.status}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runRenderBench();
