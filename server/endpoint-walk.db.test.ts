import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointKey, FILE_ANSWER, pathOf, type Endpoint } from '../src/contracts/endpoint.ts';
import { declaredEndpoints } from '../src/contracts/endpoints/index.ts';
import { rolePermissions, roles } from '../src/contracts/admin/permissions.ts';
import { adminKit, type AdminKit } from './modules/admin/admin.test-kit.ts';
import { createTestDatabase, type TestDatabase } from './test/databases.ts';

/**
 * Every declared endpoint (src/contracts/endpoints), walked the same way: who may not call it, what input it
 * refuses (400 naming the field), what it answers for a record that does not exist (404), and how its answer may
 * be kept. On one database (PGlite): these requests stop at the login or the input, before the module's queries;
 * the modules' own tests run every query on both databases.
 */

/** A value each kind of path parameter refuses, and one it accepts that names nothing on file. */
const BAD = ['0', 'x'.repeat(300), 'AB_12', '-1', 'nope'];
const ABSENT = ['2147483646', 'ZZ-404-NONE', 'enquiry', 'brand', 'nope-404', 'c_term', 'datasheet', 'news'];

const accepts = (schema: z.ZodType | undefined, value: Record<string, unknown>) => schema === undefined || schema.safeParse(value).success;
const paramNames = (e: Endpoint) => [...e.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);

/** Whether the schema has no problem with `name` in `value`. */
const fine = (schema: z.ZodType | undefined, value: Record<string, unknown>, name: string) =>
  schema === undefined || !(schema.safeParse(value).error?.issues ?? []).some((i) => i.path[0] === name);

/** Path parameters the schema accepts, each naming nothing on file; null when none could be made. */
function absentParams(e: Endpoint): Record<string, string> | null {
  const names = paramNames(e);
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = ABSENT.find((v) => fine(e.params, { ...Object.fromEntries(names.map((n) => [n, v])), ...params, [name]: v }, name));
    if (value === undefined) return null;
    params[name] = value;
  }
  return accepts(e.params, params) ? params : null;
}

/** One path parameter set to a value the schema refuses (the others absent-but-valid), or null. */
function badParam(e: Endpoint, base: Record<string, string>): { params: Record<string, string>; field: string } | null {
  for (const name of paramNames(e)) {
    const value = BAD.find((v) => !accepts(e.params, { ...base, [name]: v }));
    if (value !== undefined) return { params: { ...base, [name]: value }, field: name };
  }
  return null;
}

/** A query key and a value its schema refuses, or null. */
function badQuery(e: Endpoint): { key: string; value: string } | null {
  if (!e.query) return null;
  const keys = Object.keys((e.query as unknown as { shape?: Record<string, unknown> }).shape ?? {});
  for (const key of keys) {
    const value = ['-1', 'x'.repeat(5000), '0.5', 'nope'].find((v) => !accepts(e.query, { [key]: v }));
    if (value !== undefined) return { key, value };
  }
  return null;
}

/**
 * Endpoints whose unknown record is not a 404, with the reason: they answer for any well-formed name.
 * Everything else that reads a record by its path answers 404 when there is none.
 */
const NOT_A_RECORD = new Map<string, string>([
  ['GET /product/:catalogNumber/isExist', 'answers whether the catalog number is on file: false for one that is not'],
  ['GET /users/info/:id', "answers 403 for any id but the caller's own, whether or not it exists (no account is confirmed to a stranger)"],
]);

describe('the endpoint walk: every declared endpoint', () => {
  let database: TestDatabase;
  let k: AdminKit;
  let owner: string;
  let customer: string;
  /** For each permission, a staff member holding every role that lacks it. */
  const tokensWithout = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    k = adminKit(database.db);
    owner = (await k.newStaff(['owner'])).token;
    customer = await k.customerToken();
  }, 120_000);
  afterAll(async () => database?.close());

  const tokenFor = (e: Endpoint) => (e.access === 'customer' ? customer : e.access === 'public' ? undefined : owner);
  const send = (e: Endpoint, params: Record<string, string> | null, opts: { token?: string; body?: unknown; query?: string } = {}) =>
    k.call(e.method, `${pathOf(e.path, params ?? Object.fromEntries(paramNames(e).map((n) => [n, ABSENT[0]!])))}${opts.query ?? ''}`, { token: opts.token, body: opts.body });

  it('declares each method and path once, every path below /api/v1 and every admin path staff-only', () => {
    // For the run's report of endpoints whose answer no test had parsed (scripts/test-budget.mjs).
    const dir = process.env.ENDPOINT_COVERAGE_DIR;
    if (dir) writeFileSync(join(dir, 'declared.json'), JSON.stringify(declaredEndpoints.filter((e) => e.answer !== FILE_ANSWER).map(endpointKey)));
    const keys = declaredEndpoints.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of declaredEndpoints) {
      expect(e.path, endpointKey(e)).toMatch(/^\/[a-z_]/);
      if (e.path.startsWith('/admin/')) expect(e.access === 'public' || e.access === 'customer', endpointKey(e)).toBe(false);
      expect(e.does.trim().length, endpointKey(e)).toBeGreaterThan(10);
    }
  });

  it.each(declaredEndpoints.filter((e) => e.access !== 'public').map((e) => [endpointKey(e), e] as const))('%s refuses a caller without a login (401)', async (_, e) => {
    const res = await send(e, absentParams(e), { body: e.body ? {} : undefined });
    expect([res.status, res.body.code]).toEqual([401, 'E0401']);
    if (e.access === 'customer') expect((await send(e, absentParams(e), { token: owner })).status).toBe(401);
    if (typeof e.access === 'object') expect((await send(e, absentParams(e), { token: customer })).status).toBe(401);
  });

  it.each(declaredEndpoints.filter((e) => typeof e.access === 'object').map((e) => [endpointKey(e), e] as const))('%s refuses staff without its permission (403)', async (_, e) => {
    const permission = (e.access as { permission: string }).permission;
    if (!tokensWithout.has(permission)) tokensWithout.set(permission, (await k.newStaff(roles.filter((r) => !(rolePermissions[r] as readonly string[]).includes(permission)))).token);
    const me = (await k.call('GET', '/admin/me', { token: tokensWithout.get(permission)! })).body.data as { permissions: string[] };
    expect(me.permissions).not.toContain(permission);
    const res = await send(e, absentParams(e), { token: tokensWithout.get(permission)!, body: e.body ? {} : undefined });
    expect([res.status, res.body.code]).toEqual([403, 'E0403']);
  });

  const withParams = declaredEndpoints.filter((e) => e.params && absentParams(e) && badParam(e, absentParams(e)!));
  it.each(withParams.map((e) => [endpointKey(e), e] as const))('%s refuses a malformed path parameter (400 naming it)', async (_, e) => {
    const bad = badParam(e, absentParams(e)!)!;
    const res = await send(e, bad.params, { token: tokenFor(e), body: e.body ? {} : undefined });
    expect([res.status, res.body.data?.fields?.map((f: { field: string }) => f.field)]).toEqual([400, [bad.field]]);
  });

  const withBody = declaredEndpoints.filter((e) => e.body);
  it.each(withBody.map((e) => [endpointKey(e), e] as const))('%s refuses a body that is not an object (400 naming body)', async (_, e) => {
    const res = await send(e, absentParams(e), { token: tokenFor(e), body: [] });
    expect([res.status, res.body.data?.fields?.[0]?.field]).toEqual([400, 'body']);
  });

  const withQuery = declaredEndpoints.filter((e) => badQuery(e));
  it.each(withQuery.map((e) => [endpointKey(e), e] as const))('%s refuses a malformed query value (400 naming it)', async (_, e) => {
    const { key, value } = badQuery(e)!;
    const res = await send(e, absentParams(e), { token: tokenFor(e), query: `?${key}=${encodeURIComponent(value)}` });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.map((f: { field: string }) => f.field.split('.')[0])).toContain(key);
  });

  const records = declaredEndpoints.filter((e) => e.method === 'GET' && e.params && absentParams(e) && !NOT_A_RECORD.has(endpointKey(e)));
  it.each(records.map((e) => [endpointKey(e), e] as const))('%s answers 404 for a record that is not on file', async (_, e) => {
    const res = await send(e, absentParams(e), { token: tokenFor(e) });
    expect(res.status).toBe(404);
  });

  const reads = declaredEndpoints.filter((e) => e.method === 'GET' && !e.params && e.answer !== FILE_ANSWER && accepts(e.query, {}));
  it.each(reads.map((e) => [endpointKey(e), e] as const))('%s answers as declared, with its cache rule', async (_, e) => {
    const res = await send(e, null, { token: tokenFor(e) });
    // The server parsed the answer against the declared schema before sending it (outside production): a 200 is a parsed answer.
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const cache = res.headers.get('cache-control');
    if (e.cache === 'none' || e.path.startsWith('/admin/')) expect(cache).toBe('no-store');
    else expect(cache).toBe('private, no-cache');
    if (e.cache === 'public') expect(res.headers.get('etag')).toMatch(/^W\//);
  });
});
