import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The toolbox's seams (README "mRNA capping toolbox"): shared code never imports a page, page code
// reaches the worker only through src/workers-bridge, the worker takes from src only contracts,
// science and the file readers and writers (src/files), and the page/worker contract is types only.
const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Repository paths a file refers to: static and dynamic imports, re-exports and `new URL(...)` (worker entries). */
function references(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|new URL\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(root, resolve(root, dirname(file), s)));
}

const offenders = (sources: string[], bad: (target: string, file: string) => boolean) =>
  sources.flatMap((file) => references(file).filter((target) => bad(target, file)).map((target) => `${file} -> ${target}`));

describe('toolbox boundaries', () => {
  it('shared toolbox code (state, contract, bridge, science) never imports a page or the app', () => {
    const shared = [...files('src/state').filter((f) => f.includes('toolbox')), 'src/contracts/toolbox.ts', ...files('src/workers-bridge'), ...files('src/science')];
    expect(offenders(shared, (t) => t.startsWith('src/pages/') || t.startsWith('src/app/'))).toEqual([]);
  });

  it('page code reaches the worker only through src/workers-bridge', () => {
    const pageCode = files('src').filter((f) => !f.startsWith('src/workers-bridge/'));
    expect(offenders(pageCode, (t) => t.startsWith('workers/'))).toEqual([]);
    expect(references('src/workers-bridge/toolbox-client.ts')).toContain('workers/toolbox.worker.ts');
  });

  it('the worker takes from src only the contracts, the science and the file readers and writers', () => {
    const worker = files('workers').filter((f) => !f.endsWith('.test.ts'));
    const allowed = ['src/contracts/', 'src/science/', 'src/files/'];
    expect(offenders(worker, (t) => t.startsWith('src/') && !allowed.some((a) => t.startsWith(a)))).toEqual([]);
  });

  it('the page/worker contract is types only', () => {
    const text = readFileSync(join(root, 'src/contracts/toolbox.ts'), 'utf8');
    const statements = [...text.matchAll(/^(import|export)\b.*$/gm)].map((m) => m[0]);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((s) => !/^(import|export) type\b/.test(s))).toEqual([]);
  });
});
