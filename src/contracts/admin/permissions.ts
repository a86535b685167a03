/**
 * What a staff member may do in the back office. A role is a named set of permissions; a person with
 * several roles may do what any of them allows (the union). The server checks every admin route against
 * these; the admin pages read the same table to hide what a person may not do.
 */

/** Every permission, one per area of the back office. */
export const permissions = [
  /** Create staff accounts, change their roles, disable them, reset passwords. */
  'staff',
  /**
   * Read the audit trail. Owner only: its rows carry other staff members' client addresses and user
   * agents (personal data), so it is shown to the people who manage staff, not to everyone.
   */
  'audit',
  /** Products, prices, documents (datasheets, SDS, COA per lot). */
  'catalogue',
  /** Articles, banners, pages, distributors, recruitment and the site configuration. */
  'content',
  /** The lead inbox: messages, enquiries, COA requests, suggestions, trial and award applications. */
  'leads',
  /** Orders from check-out to delivery, and quotes. */
  'orders',
  /**
   * PunchOut connections of buyers' procurement systems (identities, shared secrets, return origins) and their
   * message log. Owner only: a connection logs buyers in and carries a secret.
   */
  'procurement',
] as const;
export type Permission = (typeof permissions)[number];

export const roles = ['owner', 'catalogue', 'content', 'sales', 'support'] as const;
export type Role = (typeof roles)[number];

/** The role → permission table. `owner` holds everything. */
export const rolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  owner: permissions,
  catalogue: ['catalogue'],
  content: ['content'],
  sales: ['leads', 'orders'],
  support: ['leads', 'orders'],
};

/** The permissions of a person holding `held` roles: the union of the roles' sets, in `permissions` order. */
export function permissionsOf(held: readonly Role[]): Permission[] {
  const granted = new Set(held.flatMap((r) => rolePermissions[r] ?? []));
  return permissions.filter((p) => granted.has(p));
}

export const isRole = (v: unknown): v is Role => typeof v === 'string' && (roles as readonly string[]).includes(v);
