import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The back office is an app of its own (src/admin, built by vite.admin.config.ts): it takes shared code
// but no storefront page or app module, and nothing of the storefront takes anything from it, so a
// customer's page can never pull back-office code in.
const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

function references(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((m) => relative(root, resolve(root, dirname(file), m[1]!)));
}

const offenders = (sources: string[], bad: (target: string) => boolean) => sources.flatMap((f) => references(f).filter(bad).map((t) => `${f} -> ${t}`));

describe('back-office boundaries', () => {
  it('the back office imports no storefront page or app module', () => {
    const admin = files('src/admin');
    expect(admin.length).toBeGreaterThan(5);
    expect(offenders(admin, (t) => t.startsWith('src/pages/') || t.startsWith('src/app/') || t.startsWith('src/site/') || t.startsWith('src/shell/'))).toEqual([]);
  });

  it('nothing outside the back office imports it', () => {
    const rest = [...files('src').filter((f) => !f.startsWith('src/admin/')), ...files('server')];
    expect(offenders(rest, (t) => t.startsWith('src/admin/'))).toEqual([]);
  });
});
