import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles } from '../../src/contracts/admin/permissions.ts';
import { adminRouteTable } from '../../server/modules/admin/admin.routes.ts';
import { silentLogger } from '../../server/log.ts';

// The README is what staff and operators read: its roles table and endpoint table must match the code.
const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');

describe('README: back office', () => {
  it('documents every role with exactly its permissions', () => {
    const rows = new Map([...readme.matchAll(/^\| `(\w+)` \| ((?:`\w+`(?:, )?)+) \| .+ \|$/gm)].map((m) => [m[1], m[2]!.replace(/`/g, '').split(', ')]));
    for (const role of roles) expect([role, rows.get(role)]).toEqual([role, [...rolePermissions[role]]]);
  });

  it('lists every admin endpoint with its permission', () => {
    const routes = adminRouteTable({ db: null as never, log: silentLogger, now: () => new Date(), region: () => 'cn' });
    for (const r of routes) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${r.method} /admin${r.path}\` |`));
      expect(row, `${r.method} /admin${r.path}`).toBeDefined();
      expect(row!.split(' | ')[1]).toBe(r.permission ? `\`${r.permission}\`` : 'any staff');
    }
  });
});
