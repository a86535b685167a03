import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../../src/contracts/endpoints/index.ts';
import { endpointKey } from '../../src/contracts/endpoint.ts';
import { readmeGroups, withApiTables } from '../../scripts/api-tables.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("the README's API tables", () => {
  it('are the ones printed from the endpoint declarations (npx tsx scripts/api-tables.ts writes them)', () => {
    expect(withApiTables(readme)).toBe(readme);
  });

  it('have a block for every group an endpoint is declared in', () => {
    const groups = readmeGroups(readme);
    for (const group of new Set(declaredEndpoints.map((e) => e.group))) expect(groups, group).toContain(group);
  });

  it('name each endpoint once: no method and path is declared twice, nor also written by hand', () => {
    const keys = declaredEndpoints.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    const outside = readme.replace(/<!-- endpoints:([a-z-]+) -->[\s\S]*?<!-- \/endpoints:\1 -->/g, '');
    for (const key of keys) expect(outside, key).not.toContain(`| \`${key}\` |`);
  });
});
