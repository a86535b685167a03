import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ConnectionCreateInput } from '../../../src/contracts/admin/procurement.ts';
import { auditLog, procurementConnections, punchoutSessions } from '../../db/schema/index.ts';
import { verifyPassword } from '../../security/password.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, expectRefused, type AdminKit } from '../admin/admin.test-kit.ts';

const CONNECTION: ConnectionCreateInput = {
  name: 'Acme Pharma Coupa',
  protocol: 'cxml',
  organisation: 'Acme Pharma Ltd',
  fromDomain: 'NetworkID',
  fromIdentity: 'AN01000000001',
  senderDomain: 'NetworkID',
  senderIdentity: 'AN01000000001',
  sharedSecret: 'acme-coupa-secret-0001',
  lang: 'en',
  currency: 'CNY',
  allowedOrigins: ['https://acme.coupahost.com'],
};

describeEachDatabase('procurement connections in the back office (permission procurement), audited, the secret write-only', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  const auditRows = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'procurement-connection'), eq(auditLog.entityKey, key)));

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['owner']));
  });

  it('creates, lists, edits and deletes a connection, one audit row each, never answering or auditing the secret', async () => {
    const created = await k.call('POST', '/admin/procurement/connections', { token, body: CONNECTION });
    expect(created.status).toBe(200);
    const c = created.body.data;
    expect(c).toMatchObject({ name: 'Acme Pharma Coupa', protocol: 'cxml', secretSet: true, version: 1, allowedOrigins: ['https://acme.coupahost.com'] });
    expect(JSON.stringify(c)).not.toContain('acme-coupa-secret');
    const [stored] = await db().select().from(procurementConnections).where(eq(procurementConnections.id, c.id));
    expect(stored!.secretHash).not.toContain('acme-coupa-secret');
    expect(await verifyPassword('acme-coupa-secret-0001', stored!.secretHash)).toBe(true);

    const list = (await k.call('GET', '/admin/procurement/connections', { token })).body.data as { id: number }[];
    expect(list.map((x) => x.id)).toContain(c.id);
    expect(JSON.stringify(list)).not.toMatch(/secret-0001|scrypt/);

    // A change without a secret keeps the stored one; a new one replaces it.
    const kept = await k.call('PUT', `/admin/procurement/connections/${c.id}`, { token, body: { ...CONNECTION, sharedSecret: '', version: 1, name: 'Acme Coupa', currency: 'USD' } });
    expect(kept.body.data).toMatchObject({ name: 'Acme Coupa', currency: 'USD', version: 2 });
    const [afterKeep] = await db().select().from(procurementConnections).where(eq(procurementConnections.id, c.id));
    expect(afterKeep!.secretHash).toBe(stored!.secretHash);
    await k.call('PUT', `/admin/procurement/connections/${c.id}`, { token, body: { ...CONNECTION, sharedSecret: 'a-brand-new-secret-0002', version: 2 } });
    const [afterNew] = await db().select().from(procurementConnections).where(eq(procurementConnections.id, c.id));
    expect(await verifyPassword('a-brand-new-secret-0002', afterNew!.secretHash)).toBe(true);

    const stale = await k.call('PUT', `/admin/procurement/connections/${c.id}`, { token, body: { ...CONNECTION, version: 1 } });
    expect([stale.status, stale.body.code]).toEqual([409, 'E0409V']);

    expect((await k.call('GET', `/admin/procurement/connections/${c.id}/messages`, { token })).body.data).toEqual([]);
    expect((await k.call('DELETE', `/admin/procurement/connections/${c.id}`, { token })).body.data).toEqual({ id: c.id });
    expect((await k.call('DELETE', `/admin/procurement/connections/${c.id}`, { token })).status).toBe(404);
    expect((await k.call('GET', `/admin/procurement/connections/${c.id}/messages`, { token })).status).toBe(404);

    const rows = await auditRows(String(c.id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(rows[1]).toMatchObject({ before: { name: 'Acme Pharma Coupa', currency: 'CNY' }, after: { name: 'Acme Coupa', currency: 'USD' } });
    expect(rows[1]!.after).not.toHaveProperty('secretChanged');
    expect(rows[2]!.after).toMatchObject({ secretChanged: true });
    expect(JSON.stringify(rows)).not.toMatch(/secret-000|scrypt/);
  });

  it('refuses bad input naming each field, in the request language, and writes nothing', async () => {
    const before = (await db().select().from(procurementConnections)).length;
    const bad = await k.call('POST', '/admin/procurement/connections', {
      token,
      body: { ...CONNECTION, protocol: 'edi', sharedSecret: 'short', allowedOrigins: ['https://acme.example/return', 'http://acme.example'], currency: 'EUR', fromIdentity: ' ' },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.data.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(['allowedOrigins.0', 'allowedOrigins.1', 'currency', 'fromIdentity', 'protocol', 'sharedSecret'].sort());
    expect(fields.find((f) => f.field === 'sharedSecret')!.message).toBe('The shared secret must have 16 to 200 characters');
    const zh = await k.call('POST', '/admin/procurement/connections', { token, body: { ...CONNECTION, allowedOrigins: [] }, headers: { 'x-lang': 'zh' } });
    expect(zh.body.data.fields).toEqual([{ field: 'allowedOrigins', message: '请输入 1 到 20 个可传回购物车的源地址' }]);
    const noSecret = await k.call('POST', '/admin/procurement/connections', { token, body: { ...CONNECTION, sharedSecret: undefined } });
    expect(noSecret.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['sharedSecret']);
    expect((await db().select().from(procurementConnections)).length).toBe(before);
  });

  it('tests a connection by a setup round trip against this server, step by step, keeping only the log', async () => {
    const c = (await k.call('POST', '/admin/procurement/connections', { token, body: CONNECTION })).body.data;
    const sessions = (await db().select().from(punchoutSessions)).length;
    const tested = await k.call('POST', `/admin/procurement/connections/${c.id}/test`, { token });
    expect(tested.body.data.ok).toBe(true);
    expect(tested.body.data.steps.map((s: { step: string; ok: boolean }) => `${s.step} ${s.ok}`)).toEqual(['protocol true', 'secret true', 'setup true', 'startPage true', 'startToken true']);
    expect(JSON.stringify(tested.body.data)).not.toMatch(/start\/[A-Za-z0-9_-]{43}/);
    expect((await db().select().from(punchoutSessions)).length).toBe(sessions);
    const log = (await k.call('GET', `/admin/procurement/connections/${c.id}/messages`, { token })).body.data;
    expect(log.map((m: { type: string; status: string }) => `${m.type} ${m.status}`)).toEqual(['PunchOutSetupResponse 200', 'PunchOutSetupRequest 200']);
    // An OCI connection cannot be tested yet: the first step says so.
    const oci = (await k.call('POST', '/admin/procurement/connections', { token, body: { ...CONNECTION, protocol: 'oci' } })).body.data;
    const refused = (await k.call('POST', `/admin/procurement/connections/${oci.id}/test`, { token })).body.data;
    expect(refused).toMatchObject({ ok: false, steps: [{ step: 'protocol', ok: false }] });
    expect((await k.call('POST', '/admin/procurement/connections/2147483000/test', { token })).status).toBe(404);
    // A request from outside claiming the same identities without the secret is still refused.
    const outside = await k.app.request('/punchout/cxml/setup', { method: 'POST', body: (log[1] as { xml: string }).xml.replace('***', 'guess-guess-guess') });
    expect(outside.status).toBe(401);
  });

  it('accepts http origins on loopback hosts only', async () => {
    const ok = await k.call('POST', '/admin/procurement/connections', { token, body: { ...CONNECTION, allowedOrigins: ['http://127.0.0.1:4100', 'https://buyer.example:8443'] } });
    expect(ok.status).toBe(200);
    await k.call('DELETE', `/admin/procurement/connections/${ok.body.data.id}`, { token });
  });

  it('refuses visitors and customers (401) and staff without the procurement permission (403)', async () => {
    await expectRefused(
      k,
      [
        ['GET', '/admin/procurement/connections'],
        ['POST', '/admin/procurement/connections'],
        ['PUT', '/admin/procurement/connections/1'],
        ['DELETE', '/admin/procurement/connections/1'],
        ['GET', '/admin/procurement/connections/1/messages'],
        ['POST', '/admin/procurement/connections/1/test'],
      ],
      ['catalogue', 'content', 'sales', 'support'],
    );
  });
});
