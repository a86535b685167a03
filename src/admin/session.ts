import type { StaffLoginResult, StaffMe } from '../contracts/admin/staff.ts';

/**
 * The staff session in this tab only (sessionStorage): closing the tab forgets it, and it is never shared
 * with the storefront's customer login (localStorage `jti`).
 */
export interface AdminSession {
  token: string;
  expiresAt: number;
  staff: StaffMe;
}

const KEY = 'admin-session';

export function readSession(storage: Storage): AdminSession | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as AdminSession | null;
    return value && typeof value.token === 'string' && value.staff ? value : null;
  } catch {
    return null;
  }
}

export function saveSession(storage: Storage, login: StaffLoginResult | AdminSession): AdminSession {
  const session = { token: login.token, expiresAt: login.expiresAt, staff: login.staff };
  storage.setItem(KEY, JSON.stringify(session));
  return session;
}

export function clearSession(storage: Storage): void {
  storage.removeItem(KEY);
}
