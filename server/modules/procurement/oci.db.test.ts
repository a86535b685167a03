import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, procurementBuyers, procurementConnections, punchoutSessions, users } from '../../db/schema/index.ts';
import { sha256 } from '../../security/digest.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { connectionAccountEmail } from './procurement-buyer.ts';
import { createConnection, formFields, pricedSizes, RETURN_ORIGIN } from './punchout.test-kit.ts';

describeEachDatabase('OCI (SAP SRM): start by key, shop, transfer NEW_ITEM fields to the HOOK_URL; refusals writing nothing', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let connectionId: number;
  let key: string;
  const HOOK = `${RETURN_ORIGIN}/sap/bc/srm/hook`;
  const sessionsCount = async () => (await db().select({ n: count() }).from(punchoutSessions))[0]!.n;
  const startUrl = (params: Record<string, string>) => `/punchout/oci/start?${new URLSearchParams(params)}`;

  /** Follows the start's redirect as the storefront does: the hand-off code becomes a login. */
  async function loggedIn(res: Response) {
    expect(res.status).toBe(303);
    const next = new URL(res.headers.get('location')!);
    const jti = (await k.call('POST', '/user/handoff/exchange', { body: { code: next.searchParams.get('token') } })).body.data.jti as string;
    return { next, jti, key: next.searchParams.get('punchout')! };
  }

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['owner']));
    const created = await createConnection(k, token, { name: 'Acme SRM', protocol: 'oci', fromIdentity: 'srm', senderIdentity: 'srm', lang: 'zh' });
    connectionId = created.id;
    key = created.ociKey!;
  });

  it('answers the key once on create, as the OCI URL SRM is given, and keeps only its hash', async () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = (await k.call('GET', '/admin/procurement/connections', { token })).body.data as Record<string, unknown>[];
    const mine = list.find((c) => c.id === connectionId)!;
    expect(mine.ociKeySet).toBe(true);
    expect(JSON.stringify(list)).not.toContain(key);
  });

  it('plays SAP SRM: start with USERNAME and ~TARGET → shop → transfer posting NEW_ITEM fields into the target, to the HOOK_URL only', async () => {
    const s = await loggedIn(await k.app.request(startUrl({ key, HOOK_URL: HOOK, '~TARGET': '_parent', USERNAME: 'Ben@Acme.example', PASSWORD: 'never-kept' })));
    expect(s.next.pathname).toBe('/cn');
    const [ben] = await db().select().from(users).where(eq(users.email, 'ben@acme.example'));
    expect(ben).toMatchObject({ company: 'Acme Pharma' });
    expect(await db().select().from(procurementBuyers).where(eq(procurementBuyers.userId, ben!.id))).toHaveLength(1);
    const info = await k.call('POST', '/punchout/session', { token: s.jti, body: { key: s.key } });
    expect(info.body.data).toMatchObject({ name: 'Acme SRM', operation: 'create', currency: 'CNY' });

    const [a, b] = await pricedSizes(db(), 2);
    await k.call('POST', '/order', { token: s.jti, body: { sizeId: a!.id, count: 3 } });
    await k.call('POST', '/order', { token: s.jti, body: { sizeId: b!.id, count: 1 } });
    const res = await k.app.request('/punchout/transfer', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: s.key }).toString() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`form-action ${RETURN_ORIGIN};`);
    const html = await res.text();
    expect(html).toContain(`action="${HOOK}" target="_parent"`);
    const fields = new Map(formFields(html));
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(`${a!.catalogNumber}/${a!.size}`.slice(0, 40));
    expect(fields.get('NEW_ITEM-EXT_PRODUCT_ID[2]')).toBe(String(b!.id));
    expect([fields.get('NEW_ITEM-QUANTITY[1]'), fields.get('NEW_ITEM-QUANTITY[2]')]).toEqual(['3', '1']);
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe(Number(a!.price).toFixed(2));
    expect(fields.get('NEW_ITEM-CURRENCY[2]')).toBe('CNY');
    expect(fields.get('NEW_ITEM-UNIT[1]')).toBe('EA');
    expect(fields.get('~TARGET')).toBe('_parent');
    expect(fields.has('NEW_ITEM-DESCRIPTION[3]')).toBe(false);
    expect((await k.app.request('/punchout/transfer', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: s.key }).toString() })).status).toBe(410);

    const log = (await k.call('GET', `/admin/procurement/connections/${connectionId}/messages`, { token })).body.data as { type: string; status: string; xml: string }[];
    expect(log.slice(0, 2).map((m) => `${m.type} ${m.status}`)).toEqual(['OCI cart 200', 'OCI start 200']);
    expect(log[1]!.xml).toContain('key=***');
    expect(JSON.stringify(log)).not.toContain(key);
    expect(JSON.stringify(log)).not.toContain('never-kept');
  });

  it('logs in the connection\'s own account when SRM names nobody, by a POSTed form, with _top as the target', async () => {
    const res = await k.app.request('/punchout/oci/start', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ key, HOOK_URL: HOOK }).toString() });
    const s = await loggedIn(res);
    const [session] = (await db().select().from(punchoutSessions).where(eq(punchoutSessions.connectionId, connectionId)).orderBy(punchoutSessions.id)).slice(-1);
    expect(session!.returnTarget).toBe('_top');
    const [account] = await db().select().from(users).where(eq(users.id, session!.userId!));
    expect(account).toMatchObject({ email: connectionAccountEmail(connectionId), name: 'Acme SRM', company: 'Acme Pharma' });
    expect((await k.call('POST', '/punchout/session', { token: s.jti, body: { key: s.key } })).status).toBe(200);
  });

  it('refuses a wrong key (401), a HOOK_URL outside the allowed origins (400) and a replaced key, starting no session', async () => {
    const before = await sessionsCount();
    const wrong = await k.app.request(startUrl({ key: 'A'.repeat(43), HOOK_URL: HOOK }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('key is not valid');
    for (const hook of ['https://evil.example/hook', `${RETURN_ORIGIN}.evil.example/hook`, 'javascript:alert(1)', '']) {
      const res = await k.app.request(startUrl({ key, HOOK_URL: hook }));
      expect(res.status, hook).toBe(400);
      expect(await res.text()).toContain('HOOK_URL');
    }
    // A new key: the old one stops working at once; a cXML connection has none (400 naming protocol).
    const renewed = await k.call('POST', `/admin/procurement/connections/${connectionId}/oci-key`, { token });
    expect(renewed.body.data.ociUrl).toBe(`http://localhost/punchout/oci/start?key=${renewed.body.data.ociKey}`);
    expect((await k.app.request(startUrl({ key, HOOK_URL: HOOK }))).status).toBe(401);
    expect(await sessionsCount()).toBe(before);
    expect((await k.app.request(startUrl({ key: renewed.body.data.ociKey, HOOK_URL: HOOK }))).status).toBe(303);
    key = renewed.body.data.ociKey;
    // Audited with the connection's other changes, never with a key or its hash.
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'procurement-connection'), eq(auditLog.entityKey, String(connectionId))));
    expect(audit.map((r) => r.action)).toEqual(['create', 'oci-key']);
    expect(audit[1]).toMatchObject({ before: { ociKeySet: true }, after: { ociKeyChanged: true } });
    const [stored] = await db().select().from(procurementConnections).where(eq(procurementConnections.id, connectionId));
    expect(stored!.ociKeyHash).toBe(sha256(key));
    expect(JSON.stringify(audit)).not.toContain(key.slice(0, 20));
    expect(JSON.stringify(audit)).not.toContain(stored!.ociKeyHash!);
    const cxml = await createConnection(k, token, { name: 'Some Coupa', fromIdentity: 'other', senderIdentity: 'other' });
    const refused = await k.call('POST', `/admin/procurement/connections/${cxml.id}/oci-key`, { token });
    expect([refused.status, refused.body.data?.fields?.[0]?.field ?? refused.body]).toEqual([400, 'protocol']);
  });
});
