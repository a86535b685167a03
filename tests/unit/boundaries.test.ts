import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of the tree (README "Code layout"), read from the source text so that no new
 * dependency is needed:
 * - a page folder never imports another page folder (shared pieces live in src/components, forms, site);
 * - shared browser code never imports a page or the app shell that assembles pages;
 * - the server and the command line take from src only what every runtime shares (contracts, science,
 *   translations) and the renderer's types;
 * - the science is pure: it imports only itself and zod;
 * - no import cycle, type imports included (a cycle of types still ties two modules' changes together).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts)$/;

function files(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : SOURCE.test(e.name) ? [join(dir, e.name)] : [],
  );
}

interface Reference {
  target: string;
  typeOnly: boolean;
}

/** Resolves a relative specifier to the repository file it names (extension and index guessed as the bundler does). */
function resolveFile(from: string, specifier: string): string {
  const base = relative(root, resolve(root, dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile()) ?? base;
}

const cache = new Map<string, Reference[]>();

/** Static imports, re-exports, side-effect imports (style sheets), dynamic imports and `new URL(...)` worker entries of one file. */
function references(file: string): Reference[] {
  const known = cache.get(file);
  if (known) return known;
  const text = readFileSync(join(root, file), 'utf8');
  const found: Reference[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)) {
    found.push({ target: resolveFile(file, m[3]!), typeOnly: Boolean(m[2]) });
  }
  // Side-effect imports (`import './x.css'`): a page's style sheet belongs to its folder like its modules.
  for (const m of text.matchAll(/^\s*import\s+'(\.{1,2}\/[^']+)'/gm)) {
    found.push({ target: resolveFile(file, m[1]!), typeOnly: false });
  }
  for (const m of text.matchAll(/(?:import\s*\(\s*|new URL\(\s*)'(\.{1,2}\/[^']+)'/g)) {
    found.push({ target: resolveFile(file, m[1]!), typeOnly: false });
  }
  cache.set(file, found);
  return found;
}

const offenders = (sources: string[], bad: (ref: Reference, file: string) => boolean) =>
  sources.flatMap((file) => references(file).filter((ref) => bad(ref, file)).map((ref) => `${file} -> ${ref.target}`));

const pageFolder = (path: string) => /^src\/pages\/([^/]+)\//.exec(path)?.[1];
/** What every runtime shares; the renderer's entry only for its request and answer types. */
function serverMayImport(ref: Reference): boolean {
  if (['src/contracts/', 'src/science/', 'src/i18n/'].some((a) => ref.target.startsWith(a))) return true;
  return ref.typeOnly && ref.target === 'src/entry-server.tsx';
}

const isTest = (f: string) => /\.test\.tsx?$|\.e2e\.ts$/.test(f);

/** Every cycle a depth-first walk of `graph` meets, each as `a -> b -> a`. */
function cyclesOf(graph: Map<string, Iterable<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import boundaries', () => {
  it('reads the imports it checks', () => {
    // Guards the reader itself: a regex that silently matched nothing would pass every rule below.
    expect(references('src/entry-server.tsx').length).toBeGreaterThan(2);
    expect(references('server/app.ts').length).toBeGreaterThan(2);
    expect(references('src/pages/catalogue/CatalogueListPage.tsx').map((r) => r.target)).toContain('src/pages/catalogue/catalogue.css');
  });

  it('a page folder never imports another page folder', () => {
    const pages = files('src/pages');
    expect(pages.length).toBeGreaterThan(20);
    expect(offenders(pages, (ref, file) => pageFolder(ref.target) !== undefined && pageFolder(ref.target) !== pageFolder(file))).toEqual([]);
  });

  it('shared browser code never imports a page or the app', () => {
    const shared = ['site', 'components', 'forms', 'state', 'contracts', 'science', 'i18n', 'api', 'workers-bridge'].flatMap((d) => files(`src/${d}`));
    expect(offenders(shared, (ref) => ref.target.startsWith('src/pages/') || ref.target.startsWith('src/app/') || ref.target.startsWith('src/shell/'))).toEqual([]);
  });

  it('the server takes from src only contracts, science, translations and the renderer types', () => {
    const server = files('server');
    expect(server.length).toBeGreaterThan(50);
    expect(offenders(server, (ref) => ref.target.startsWith('src/') && !serverMayImport(ref))).toEqual([]);
  });

  it('the command line takes from src what the server may, and the file readers and writers', () => {
    const cli = files('cli');
    expect(offenders(cli, (ref) => ref.target.startsWith('src/') && !serverMayImport(ref) && !ref.target.startsWith('src/files/'))).toEqual([]);
  });

  it('the science imports only the science (and zod; fflate in the mzML reader)', () => {
    const science = files('src/science').filter((f) => !isTest(f));
    expect(offenders(science, (ref) => !ref.target.startsWith('src/science/'))).toEqual([]);
    // zlib is part of the mzML format: fflate (pure JavaScript, the same bytes in the worker and Node) may
    // serve src/science/mzml, and nothing else.
    const allowed = (f: string, p: string) => p === 'zod' || (p === 'fflate' && f.startsWith('src/science/mzml/'));
    const packages = science.flatMap((f) =>
      [...readFileSync(join(root, f), 'utf8').matchAll(/from\s+'([^.'][^']*)'/g)].map((m) => m[1]!).filter((p) => !allowed(f, p)).map((p) => `${f} -> ${p}`),
    );
    expect(packages).toEqual([]);
  });

  it('server/http and server/storage, which every module uses, import no module', () => {
    const lower = ['server/http', 'server/storage'].flatMap(files).filter((f) => !isTest(f));
    expect(lower.length).toBeGreaterThan(10);
    expect(offenders(lower, (ref) => ref.target.startsWith('server/modules/'))).toEqual([]);
  });

  it('imports between the folders of server/modules run one way (no cycle of module folders)', () => {
    // The runtime graph: tests and test kits may reach across (a kit of the admin module serves every module's tests).
    const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];
    const sources = files('server/modules').filter((f) => !isTest(f) && !/\.test-kit\.ts$/.test(f));
    const edges = new Map<string, Set<string>>();
    for (const file of sources) {
      for (const ref of references(file)) {
        const [from, to] = [moduleOf(file)!, moduleOf(ref.target)];
        if (to && to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
      }
    }
    expect(edges.size).toBeGreaterThan(10);
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('has no import cycle', () => {
    const all = ['src', 'server', 'cli', 'workers'].flatMap(files).filter((f) => !isTest(f));
    const graph = new Map(all.map((f) => [f, references(f).map((r) => r.target).filter((t) => SOURCE.test(t))]));
    expect(cyclesOf(graph)).toEqual([]);
  });
});
