/**
 * What the render bench's site is made of, shared by bench/render-site.ts and the same site at the commit before
 * the change (bench/before/): the built page renderer, and copies of the demo products so there are hundreds of
 * distinct product and search pages. It imports only modules both commits have at the same paths.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from '../server/db/client.ts';
import { products, productSizes } from '../server/db/schema/index.ts';
import { insertChunked } from '../server/demo/insert.ts';
import { silentLogger } from '../server/log.ts';
import { invalidateSearchIndex } from '../server/modules/search/search-index.ts';

/** The checkout's root: from bench/ here, and from $DIST_DIR/ once bundled (bench/run-bundled.mjs). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Copies of each demo product (new catalog numbers, the same texts, category and sizes). */
const COPIES = 3;

/**
 * Adds COPIES copies of every demo product: catalog number `<original>-B<n>`, names with ` (B<n>)` appended,
 * everything else (descriptions, dictionary values, sizes and prices) as the original's. Returns every catalog
 * number, the originals first.
 */
export async function withProductCopies(database: Database): Promise<string[]> {
  const originals = await database.db.select().from(products);
  const sizes = await database.db.select().from(productSizes);
  const top = Math.max(...originals.map((p) => p.id));
  const topSize = Math.max(...sizes.map((s) => s.id));
  const rows: (typeof products.$inferInsert)[] = [];
  const sizeRows: (typeof productSizes.$inferInsert)[] = [];
  for (let n = 1; n <= COPIES; n++) {
    for (const [i, p] of originals.entries()) {
      const id = top + (n - 1) * originals.length + i + 1;
      rows.push({ ...p, id, catalogNumber: `${p.catalogNumber}-B${n}`, nameEn: `${p.nameEn} (B${n})`, nameZh: `${p.nameZh} (B${n})` });
      for (const s of sizes.filter((x) => x.productId === p.id)) sizeRows.push({ ...s, id: topSize + sizeRows.length + 1, productId: id });
    }
  }
  await database.db.transaction(async (tx) => {
    await insertChunked(tx, products, rows);
    await insertChunked(tx, productSizes, sizeRows);
  });
  invalidateSearchIndex(database.db);
  return [...originals.map((p) => p.catalogNumber), ...rows.map((r) => r.catalogNumber)];
}

/** Builds `distDir` with this checkout's `npm run build` when its renderer is missing. */
export function ensureBuilt(distDir: string): void {
  if (existsSync(join(ROOT, distDir, 'server', 'entry-server.js'))) return;
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, DIST_DIR: distDir }, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`build into ${distDir} failed`);
}

/**
 * The built renderer in `distDir` (built first when missing), as server/main.ts loads it, with React's production
 * build as production runs it (`NODE_ENV=production`, README): the renderer imports React from node_modules, which
 * picks its development build (several times slower) when NODE_ENV is not `production`.
 */
export async function builtRenderer<Render>(distDir: string): Promise<{ render: Render; template: string }> {
  process.env.NODE_ENV = 'production';
  ensureBuilt(distDir);
  const render = (await import(pathToFileURL(join(ROOT, distDir, 'server', 'entry-server.js')).href)).render as Render;
  return { render, template: readFileSync(join(ROOT, distDir, 'client', 'index.html'), 'utf8') };
}

/** The page handler's settings every way of rendering shares: the built renderer and template, no language hosts. */
export function pageHandlerBase<Render, Region>(render: Render, template: string, region: Region) {
  return { template: async () => template, render: async () => render, hosts: {}, publicOrigin: 'http://localhost', log: silentLogger, region };
}
