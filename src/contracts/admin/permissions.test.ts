import { describe, expect, it } from 'vitest';
import { permissions, permissionsOf, rolePermissions, roles } from './permissions.ts';

describe('staff roles and permissions', () => {
  it('gives the owner every permission, and only the owner manages staff and reads the audit trail', () => {
    expect(permissionsOf(['owner'])).toEqual([...permissions]);
    for (const role of roles.filter((r) => r !== 'owner')) {
      expect(permissionsOf([role])).not.toContain('staff');
      expect(permissionsOf([role])).not.toContain('audit');
    }
  });

  it('unions the permissions of several roles, each once, in a stable order', () => {
    expect(permissionsOf(['content', 'catalogue'])).toEqual(['catalogue', 'content']);
    expect(permissionsOf(['sales', 'support'])).toEqual(['leads', 'orders']);
    expect(permissionsOf([])).toEqual([]);
  });

  it('grants every permission through at least one role other than the owner, except staff, audit and procurement', () => {
    const reachable = new Set(roles.filter((r) => r !== 'owner').flatMap((r) => rolePermissions[r]));
    expect(permissions.filter((p) => !reachable.has(p))).toEqual(['staff', 'audit', 'procurement']);
  });
});
