// Runs a bench script as production runs the server (scripts/build-server.mjs): bundled by esbuild with the
// packages left in node_modules, under plain `node` with no TypeScript loader. Under tsx every dynamic import()
// is answered by the loader's hooks thread, about 0.4 ms each against 15 µs without it (measured on a page chunk
// already loaded), and a cold page imports its page module: the render bench timed the loader, not the server.
//   node bench/run-bundled.mjs <entry.ts> <out.js>    (paths from the working directory; the exit code is the script's)
// The bundle goes beside $DIST_DIR/main.js (e.g. dist-bench/render-bench.js): server/db/client.ts finds its migrations
// beside itself, and `new URL('..', import.meta.url)` is the checkout's root there as it is from bench/.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node bench/run-bundled.mjs <entry.ts> <out.js>');
  process.exit(2);
}
await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
const run = spawnSync(process.execPath, [resolve(outfile)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
process.exit(run.status ?? 1);
