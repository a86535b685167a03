import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

/** The oldest release of each Node line the project supports (from `engines`). */
const OLDEST = ['20.19.0', '22.12.0'];

describe('declared runtimes', () => {
  it('the project supports Node 20 from 20.19 and Node 22 from 22.12, as it says', () => {
    for (const v of OLDEST) expect(semver.satisfies(v, pkg.engines.node)).toBe(true);
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
  });

  // npm ci prints EBADENGINE for an installed package whose `engines.node` excludes the running Node: every
  // installed dependency must accept the oldest supported releases and this one.
  it('every installed dependency accepts every supported Node release', () => {
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range || !existsSync(join(root, path))) continue;
      for (const v of [...OLDEST, process.version]) if (!semver.satisfies(v, range)) refusing.push(`${path} (${range}) refuses ${v}`);
    }
    expect(refusing).toEqual([]);
  });
});
