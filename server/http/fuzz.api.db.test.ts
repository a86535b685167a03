import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminKit } from '../modules/admin/admin.test-kit.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { staffSettings } from '../db/schema/index.ts';

/**
 * A seeded fuzz of every API route the app registers (so routes added later are covered too): each write
 * route gets bodies that are not objects, malformed JSON and objects of hostile values under the field
 * names the project's schemas use; each route gets every query parameter name with hostile values and
 * hostile path parameters. Nothing may answer 5xx, leak a stack trace or SQL, or write a row.
 */
const SEED = 20261124;
function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

// Numeric strings JavaScript reads as numbers but a form never sends ('1e3' is 1000, '0x10' is 16), a decimal
// written with a fraction, a padded one and a digit of another script ('٣', Arabic-Indic three): refused or read
// exactly, never a 500.
const HOSTILE: unknown[] = ['1e3', '0x10', '1.0', ' 7', '\u0663', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', 'A'.repeat(100_000), '', '<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd', 2 ** 31, 2 ** 53, -1, 1.5, 1e308, null, true, [], {}, [2 ** 31], { a: '\u0000' }];
const NOT_OBJECTS = ['[]', 'null', '"text"', '1', 'true', '{"a":', '\u0000', ''];

/** Percent-encoding that also carries lone surrogates, as their (invalid UTF-8) three bytes. */
function encode(text: string): string {
  return text.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    const u = part.charCodeAt(0);
    if (part.length > 1 || u < 0xd800 || u > 0xdfff) return encodeURIComponent(part);
    return [0xed, 0xa0 | ((u >> 6) & 0x0f) | (u >= 0xdc00 ? 0x10 : 0), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

/** Field and query names the project's schemas and routes use, read from the source. */
function knownNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/^\s+(\w+)\??: z\./gm)) names.add(m[1]!);
        for (const m of text.matchAll(/\.query\('(\w+)'\)/g)) names.add(m[1]!);
      }
    }
  };
  for (const dir of ['src/contracts', 'server/modules']) walk(join(import.meta.dirname, '../..', dir));
  return [...names].sort();
}

/** Per-address attempt counters count refused requests too: that is what they are for. */
const ATTEMPT_COUNTERS = new Set(['rate_limits']);

/** Write routes that take no body fields, so any body is accepted (checked by name, so a new one is looked at). */
const ACCEPT_ANY_BODY = [
  'POST /api/v1/user/handoff', // makes a hand-off code for the logged-in customer; no body
  'POST /api/v1/admin/me/totp', // starts two-factor enrolment of the logged-in staff member; no body
  'POST /api/v1/admin/staff/:id/enable', // the staff id is the only input
  'POST /api/v1/admin/staff/:id/totp/off', // the staff id is the only input
  'POST /api/v1/admin/customers/:id/enable', // the customer id is the only input
  'POST /api/v1/resource/:id/download', // a logged-in customer's download ticket: the resource id is the only input
  'POST /api/v1/admin/catalogue/import', // the body is the sheet itself: any text is read as CSV and its rows reported
  'POST /api/v1/admin/lots/import', // the body is the lot sheet itself: any text is read as CSV and its rows reported
  'DELETE /api/v1/admin/documents/:id', // the document id is the only input
];

/** Routes that end the session the fuzz runs with; their input checks are covered by their own tests. */
// (Disabling a customer ends their sessions, the fuzz's customer among them when the fuzzed id is theirs.)
const SKIP = new Set(['POST /api/v1/admin/logout', 'POST /api/v1/user/absol', 'POST /api/v1/admin/customers/:id/disable']);

describe('fuzz of every API route (PostgreSQL)', () => {
  let database: TestDatabase;
  let kit: ReturnType<typeof adminKit>;
  let customer: string;
  let staff: string;
  const names = knownNames();
  const random = prng(SEED);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    kit = adminKit(database.db, { uploadsDir: mkdtempSync(join(tmpdir(), 'fuzz-uploads-')) });
    customer = await kit.customerToken();
    // No role needs a second factor here: the fuzz turns factors off and on (`/admin/staff/:id/totp/off`), which
    // would otherwise lock its own owner out of every route but the enrolment (the rule has its own tests).
    await database.db.insert(staffSettings).values({ key: 'second_factor_roles', value: [] });
    staff = (await kit.newStaff(['owner'])).token;
  }, 120_000);
  afterAll(async () => database?.close());

  /** Row counts of every table, in one query (read before and after each of some 150 routes). */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = (await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { table_name: string }[];
    const counts = tables.map(({ table_name }) => `(select count(*)::int from "${table_name}") as "${table_name}"`).join(', ');
    const [row] = (await database.db.execute(sql.raw(`select ${counts}`))) as unknown as Record<string, number>[];
    return Object.fromEntries(tables.map(({ table_name }) => [table_name, Number(row![table_name])]));
  }

  it('answers no 5xx, leaks nothing and writes nothing', async () => {
    const routes = [...new Map(kit.app.routes.filter((r) => r.path.startsWith('/api/v1/') && !r.path.endsWith('*') && r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    const writes: string[] = [];
    let requests = 0;
    const acceptingWrites: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (SKIP.has(key)) continue;
      const token = route.path.startsWith('/api/v1/admin/') ? staff : customer;
      const before = await rowCounts();
      let accepted = 0;
      const send = async (pathParams: string, query: string, body?: string) => {
        const path = route.path.replace('/api/v1', '').replace(/:\w+/g, () => encode(pathParams));
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': kit.ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
        const res = await kit.app.request(`/api/v1${path}${query}`, { method: route.method, headers, body });
        requests++;
        if (res.status < 400) accepted++;
        const text = await res.text();
        const what = `${key} ${path}${query.slice(0, 80)} ${(body ?? '').slice(0, 80)}`;
        if (res.status >= 500) problems.push(`${res.status} ${what}: ${text.slice(0, 200)}`);
        if (/\bat \S+:\d+:\d+|node_modules|select .* from |syntax error/i.test(text)) problems.push(`leak ${what}: ${text.slice(0, 200)}`);
      };
      for (let i = 0; i < 12; i++) {
        const value = pick(HOSTILE);
        const asText = typeof value === 'string' ? value : JSON.stringify(value);
        const query = `?${names.map((n) => `${n}=${encode(asText.slice(0, 2000))}`).join('&')}`;
        if (route.method === 'GET') {
          await send(asText.slice(0, 2000), query);
          continue;
        }
        const fields = Array.from({ length: 1 + Math.floor(random() * 8) }, () => [pick(names), pick(HOSTILE)] as const);
        await send(asText.slice(0, 200), i % 3 ? '' : query, JSON.stringify(Object.fromEntries(fields)));
        await send('1', '', pick(NOT_OBJECTS));
      }
      // Routes that take no input of these kinds (a hand-off code, a captcha image) accept every request.
      if (accepted && route.method !== 'GET') acceptingWrites.push(key);
      if (accepted) continue;
      const after = await rowCounts();
      for (const table of Object.keys(after)) if (after[table] !== before[table] && !ATTEMPT_COUNTERS.has(table)) writes.push(`${key}: ${table} ${before[table]} → ${after[table]}`);
    }
    expect(problems).toEqual([]);
    expect(writes).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    expect(acceptingWrites.sort()).toEqual([...ACCEPT_ANY_BODY].sort());
    // Both sessions lasted the whole run, so every route was reached past its login check.
    expect((await kit.call('GET', '/auth/status', { token: customer })).body.data).toEqual({ login: true });
    expect((await kit.call('GET', '/admin/me', { token: staff })).status).toBe(200);
    // Some 3,000 requests and 300 table counts: minutes on a loaded two-core machine (no speed is asserted).
  }, 300_000);
});
