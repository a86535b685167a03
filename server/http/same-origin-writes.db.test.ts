import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog, staff } from '../db/schema/index.ts';
import { adminKit, STAFF_PASSWORD, type AdminKit } from '../modules/admin/admin.test-kit.ts';
import { createTestDatabase } from '../test/databases.ts';

// The wall is HTTP behaviour, the same on both drivers: one embedded database suffices.
let database: Database;
let k: AdminKit;
let owner: { email: string; token: string };
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  k = adminKit(database.db);
  owner = await k.newStaff(['owner']);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const EN = "The back office accepts changes and logins only from this site's own pages; this request came from another site";
const ZH = '后台只接受来自本站页面的更改和登录；此请求来自其他网站';

/** POST /admin/staff (a new account) with `headers`; the request goes to http://localhost, the kit's own origin. */
async function addStaff(headers: Record<string, string>, kit = k) {
  const email = kit.newEmail('wall');
  const res = await kit.call('POST', '/admin/staff', { token: owner.token, headers, body: { email, name: 'Ada Lovelace', password: STAFF_PASSWORD, roles: ['sales'] } });
  const [row] = await database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return { ...res, written: row !== undefined };
}

describe('back-office changes refuse a foreign origin (CSRF second wall)', () => {
  it('refuses a change sent from another site (Origin), in the request language, and writes nothing', async () => {
    const en = await addStaff({ origin: 'https://evil.example' });
    expect([en.status, en.body.code, en.body.msg, en.written]).toEqual([403, 'E0403', EN, false]);
    expect(en.body.data.fields).toEqual([{ field: 'Origin', message: EN }]);
    const zh = await addStaff({ origin: 'https://evil.example', 'x-lang': 'zh' });
    expect([zh.status, zh.body.msg, zh.written]).toEqual([403, ZH, false]);
  });

  it('refuses what is not exactly this origin: another port or scheme, `null`, a look-alike with user info or a path', async () => {
    for (const origin of ['http://localhost:8080', 'https://localhost', 'null', 'http://evil.example@localhost', 'http://localhost/admin', 'localhost']) {
      const res = await addStaff({ origin });
      expect([res.status, res.written], origin).toEqual([403, false]);
    }
  });

  it('refuses a change the browser marks cross-site (Sec-Fetch-Site), whatever its Origin says', async () => {
    const res = await addStaff({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost' });
    expect([res.status, res.body.data.fields[0].field, res.written]).toEqual([403, 'Sec-Fetch-Site', false]);
  });

  it('lets through its own origin, same-origin, same-site and user-initiated fetches, and requests without either header', async () => {
    const passing: Record<string, string>[] = [{ origin: 'http://localhost' }, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of passing) {
      const res = await addStaff(headers);
      expect([res.status, res.written], JSON.stringify(headers)).toEqual([200, true]);
    }
  });

  it('lets reads through from anywhere: GET with a foreign origin or cross-site', async () => {
    const res = await k.call('GET', '/admin/me', { token: owner.token, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('guards the staff login: refused before the password is checked (no session, no audit row)', async () => {
    // A role that logs in with the password alone (an owner would need a second factor as well).
    const person = await k.newStaff(['content']);
    const login = (headers: Record<string, string>) => k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD }, headers });
    const attempts = () => database.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.entity, 'staff-login'), eq(auditLog.entityKey, person.email)));
    const before = (await attempts()).length;
    const forged = await login({ origin: 'https://evil.example' });
    expect([forged.status, forged.body.msg]).toEqual([403, EN]);
    expect((await attempts()).length).toBe(before);
    expect((await login({ origin: 'http://localhost' })).status).toBe(200);
  });

  it("takes the configured public address and language hosts as the site's own, beside the request's own origin", async () => {
    const configured = adminKit(database.db, { publicOrigin: 'https://www.example.com', hosts: { en: 'https://www.example.com', cn: 'https://www.example.cn' } });
    for (const origin of ['https://www.example.com', 'https://www.example.cn', 'http://localhost']) expect((await addStaff({ origin }, configured)).status, origin).toBe(200);
    expect((await addStaff({ origin: 'https://example.cn' }, configured)).status).toBe(403);
  });

  it('accepts the browser tests\' page: http://127.0.0.1:<port> without any address configured (links fall back to localhost)', async () => {
    const unconfigured = adminKit(database.db, { publicOrigin: 'http://localhost:4173' });
    const email = unconfigured.newEmail('e2e');
    const res = await unconfigured.app.request('http://127.0.0.1:4173/api/v1/admin/staff', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', origin: 'http://127.0.0.1:4173', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': unconfigured.ip },
      body: JSON.stringify({ email, name: 'Ada Lovelace', password: STAFF_PASSWORD, roles: ['sales'] }),
    });
    expect(res.status).toBe(200);
  });
});
