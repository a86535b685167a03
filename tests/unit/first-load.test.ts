import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the browser downloads before any page: the modules the storefront's entry reaches through static value
 * imports (dynamic `import()` and `import type` are left out, as the bundler leaves them out of the entry chunk).
 * zod is ~26 KB of brotli JavaScript: on the first load it cost the home and product pages their 120 KB budget
 * (bench/README.md, "Page weight and Lighthouse"), so forms and contracts with schemas load with their pages.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
/** The client build swaps these (vite.config.ts, plugin storefront:browser-translations). */
const BROWSER_SWAPS: Record<string, string> = { 'src/i18n/resources.ts': 'src/i18n/resources.browser.ts' };

function resolveFile(from: string, specifier: string): string {
  const base = relative(root, resolve(root, dirname(from), specifier));
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile()) ?? base;
  return BROWSER_SWAPS[found] ?? found;
}

/** Static value imports of a file: relative files and package names. */
function valueImports(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(join(root, file), 'utf8');
  const out = { files: [] as string[], packages: [] as string[] };
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gms)) {
    const names = /\{([^}]*)\}/.exec(m[2]!)?.[1];
    const onlyTypes = Boolean(m[1]) || (names !== undefined && !/^[^{]*\w[^{]*\{/.test(m[2]!) && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())));
    if (onlyTypes) continue;
    if (m[3]!.startsWith('.')) out.files.push(resolveFile(file, m[3]!));
    else out.packages.push(m[3]!);
  }
  for (const m of text.matchAll(/^\s*import\s+'(\.{1,2}\/[^']+)'/gm)) out.files.push(resolveFile(file, m[1]!));
  return out;
}

/** Every file the entry reaches, with the packages each imports. */
function entryGraph(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    const { files, packages } = valueImports(file);
    seen.set(file, packages);
    todo.push(...files);
  }
  return seen;
}

/** The files of a graph that import zod. */
const withZod = (graph: Map<string, string[]>) => [...graph].filter(([, packages]) => packages.some((p) => p === 'zod' || p.startsWith('zod/'))).map(([file]) => file);

describe('first load of the storefront', () => {
  it('reaches the page shell and the route table but not zod', () => {
    const graph = entryGraph('src/entry-client.tsx');
    expect(graph.has('src/app/routes.ts')).toBe(true);
    expect(graph.has('src/shell/Layout.tsx')).toBe(true);
    expect(withZod(graph)).toEqual([]);
  });

  it('keeps zod off the product page too, the other page with the 120 KB budget (its member prices are asked by method and path)', () => {
    const graph = entryGraph('src/pages/product-detail/ProductDetailPage.tsx');
    expect(graph.has('src/pages/product-detail/use-member-prices.ts')).toBe(true);
    expect(withZod(graph)).toEqual([]);
  });
});
