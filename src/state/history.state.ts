import { signal } from '@preact/signals-react';

/** One visited page: language-neutral path with query, and the title it had. */
export interface VisitRecord {
  path: string;
  title: string;
}

/** These paths are never kept in the history (the login flow is not a place to go back to). */
export const UNRECORDED_PATHS = ['/login', '/registered'] as const;
/** The breadcrumb shows at most this many earlier pages. */
export const MAX_RECORDS = 6;
export const HISTORY_STORAGE_KEY = 'records';

const pathOnly = (path: string) => path.split('?')[0] ?? path;
const unrecorded = (path: string) => (UNRECORDED_PATHS as readonly string[]).includes(pathOnly(path));

/**
 * Removing a record truncates the history after that path (the record itself stays, newest title);
 * unknown paths leave it unchanged.
 */
export function truncateAfter(records: readonly VisitRecord[], path: string): VisitRecord[] {
  const i = records.findIndex((r) => r.path === path);
  return i < 0 ? [...records] : records.slice(0, i + 1);
}

/**
 * Route-leave history: leaving a page records it. A page already in the history truncates it
 * after that page (going back along the trail); /login and /registered are never recorded.
 */
export function recordLeave(records: readonly VisitRecord[], left: VisitRecord): VisitRecord[] {
  if (unrecorded(left.path) || !left.path) return [...records];
  const i = records.findIndex((r) => r.path === left.path);
  if (i >= 0) return [...records.slice(0, i), left];
  return [...records, left].slice(-MAX_RECORDS);
}

/**
 * The trail to show on a page: the records before the current page (the page itself is shown last). A record
 * of the same title as the current page counts as the page itself (the cart's address with and without its
 * query), and a title repeated next to itself is shown once, so a trail never reads "My cart › My cart".
 */
export function trailFor(records: readonly VisitRecord[], current: string, currentTitle = ''): VisitRecord[] {
  const i = records.findIndex((r) => r.path === current || (currentTitle !== '' && r.title === currentTitle));
  return (i >= 0 ? records.slice(0, i) : records).filter((r, k, all) => r.path !== '/' && (k === 0 || r.title !== all[k - 1]!.title));
}

/** Client state: the history of this tab (sessionStorage), read after hydration. */
export const visitHistory = signal<VisitRecord[]>([]);

export function restoreHistory(storage: Storage): void {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    visitHistory.value = Array.isArray(parsed)
      ? parsed.filter((r): r is VisitRecord => typeof r?.path === 'string' && typeof r?.title === 'string').slice(-MAX_RECORDS)
      : [];
  } catch {
    visitHistory.value = [];
  }
}

export function leavePage(storage: Storage, left: VisitRecord): void {
  visitHistory.value = recordLeave(visitHistory.value, left);
  storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(visitHistory.value));
}
