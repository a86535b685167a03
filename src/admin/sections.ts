import type { Permission } from '../contracts/admin/permissions.ts';

/**
 * The back office's pages and the permission each needs (the same the server checks on its routes);
 * `null` is for every staff member. The navigation lists only what the person may open.
 */
export const sections = [
  { id: 'home', path: '/', permission: null },
  { id: 'leads', path: '/leads', permission: 'leads' },
  { id: 'orders', path: '/orders', permission: 'orders' },
  { id: 'quotes', path: '/quotes', permission: 'orders' },
  { id: 'customers', path: '/customers', permission: 'orders' },
  { id: 'organisations', path: '/organisations', permission: 'orders' },
  { id: 'catalogue', path: '/catalogue', permission: 'catalogue' },
  { id: 'documents', path: '/documents', permission: 'catalogue' },
  { id: 'procurement', path: '/procurement', permission: 'procurement' },
  { id: 'audit', path: '/audit', permission: 'audit' },
  { id: 'staff', path: '/staff', permission: 'staff' },
  { id: 'content', path: '/content', permission: 'content' },
  { id: 'config', path: '/config', permission: 'content' },
  { id: 'account', path: '/account', permission: null },
] as const satisfies readonly { id: string; path: string; permission: Permission | null }[];

export type SectionId = (typeof sections)[number]['id'];

export const mayOpen = (held: readonly Permission[], permission: Permission | null) => permission === null || held.includes(permission);
