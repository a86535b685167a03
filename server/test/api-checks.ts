import { expect } from 'vitest';
import { getJson, type testApp } from './app.ts';

type App = ReturnType<typeof testApp>;
export type Paged<T> = { list: T[]; total: number; page: number; size: number };

/**
 * The checks API tests make of GET answers, over the app `app()` gives: a 200 with its data, a 400 naming a
 * field (in the envelope's fields and its message), a 404 E0404, and the paging of a list.
 */
export function apiChecks(app: () => App) {
  const data = async (path: string, headers: Record<string, string> = {}) => {
    const { status, body } = await getJson(app(), path, headers);
    expect(status, `${path} ${JSON.stringify(body)}`).toBe(200);
    expect(body.code).toBe('E0001');
    return body.data;
  };
  const expect400 = async (path: string, field: string) => {
    const { status, body } = await getJson(app(), path);
    expect(status, path).toBe(400);
    expect(body.code).toBe('E0400');
    expect(body.data.fields.map((f: { field: string }) => f.field), path).toContain(field);
    expect(body.msg).toContain(field);
  };
  const expect404 = async (path: string) => {
    const { status, body } = await getJson(app(), path);
    expect(status, path).toBe(404);
    expect(body.code).toBe('E0404');
  };
  /** Checks two consecutive pages of a paged list: sizes, totals and no shared ids. */
  const checkPaging = async <T extends { id: number }>(path: string, size: number): Promise<Paged<T>> => {
    const sep = path.includes('?') ? '&' : '?';
    const p1: Paged<T> = await data(`${path}${sep}page=1&size=${size}`);
    const p2: Paged<T> = await data(`${path}${sep}page=2&size=${size}`);
    expect(p1.total).toBeGreaterThan(size);
    expect(p1).toMatchObject({ page: 1, size });
    expect(p2).toMatchObject({ page: 2, size, total: p1.total });
    expect(p1.list).toHaveLength(size);
    expect(p2.list.length).toBe(Math.min(size, p1.total - size));
    const first = new Set(p1.list.map((r) => r.id));
    expect(p2.list.filter((r) => first.has(r.id))).toEqual([]);
    return p1;
  };
  /**
   * The paging parameters every list refuses (page 0, a size over the cap, a size that is not a number), and
   * the list's own bad queries: `{ 'kind=nope': 'kind' }` is refused naming `kind`.
   */
  const commonPaging400 = async (path: string, more: Record<string, string> = {}) => {
    await expect400(`${path}?page=0`, 'page');
    await expect400(`${path}?size=1000`, 'size');
    await expect400(`${path}?size=abc`, 'size');
    for (const [query, field] of Object.entries(more)) await expect400(`${path}?${query}`, field);
  };
  return { data, expect400, expect404, checkPaging, commonPaging400 };
}
