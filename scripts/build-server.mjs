// Builds the production server: server/main.ts and what it imports from the project, bundled into
// dist/main.js (packages stay in node_modules), plus the database migrations it applies at start, so
// production runs `node dist/main.js` with no TypeScript loader, watcher or signal relay in between.
import { cp } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');

await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// server/db/client.ts finds its migrations beside itself: beside dist/main.js once bundled.
await cp(resolve(root, 'server/db/migrations'), resolve(dist, 'migrations'), { recursive: true });
