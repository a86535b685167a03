import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, organisationMembers, organisations } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, expectRefused, type AdminKit } from '../admin/admin.test-kit.ts';
import { newCustomer, organisationInput, pricedSizes } from './organisations.test-kit.ts';

describeEachDatabase('organisations in the back office (permission orders): versioned, audited, members and prices', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  const audit = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'organisation'), eq(auditLog.entityKey, key)));

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['sales']));
  });

  it('creates, edits, adds and changes members and the price list: each change one audit row, a stale version 409', async () => {
    const created = await k.call('POST', '/admin/organisations', { token, body: organisationInput(1, { creditCode: organisationInput(1).creditCode.toLowerCase() }) });
    expect(created.status).toBe(200);
    const o = created.body.data;
    expect(o).toMatchObject({ nameZh: '东方生物大学1', creditCodeChecks: true, version: 1, members: [], percentOff: 0, fixedPrices: [], fapiaoType: 'special' });
    expect(o.creditCode).toBe(organisationInput(1).creditCode);

    const saved = await k.call('PUT', `/admin/organisations/${o.id}`, { token, body: { ...organisationInput(1), requirePoNumber: true, version: 1 } });
    expect(saved.body.data).toMatchObject({ requirePoNumber: true, version: 2 });
    const stale = await k.call('PUT', `/admin/organisations/${o.id}`, { token, body: { ...organisationInput(1), version: 1 } });
    expect([stale.status, stale.body.code, stale.body.data.current.version]).toEqual([409, 'E0409V', 2]);

    const email = k.newEmail('buyer');
    const userId = await newCustomer(db(), email, 'Han Meimei');
    const added = await k.call('POST', `/admin/organisations/${o.id}/members`, { token, body: { email: email.toUpperCase(), role: 'buyer', limitCny: '5000', lang: 'en', version: 2 } });
    expect(added.body.data.members).toEqual([{ userId, name: 'Han Meimei', email, role: 'buyer', limitCny: 5000, lang: 'en' }]);
    const changed = await k.call('PUT', `/admin/organisations/${o.id}/members/${userId}`, { token, body: { role: 'buyer', limitCny: 800.5, lang: 'zh', version: 3 } });
    expect(changed.body.data.members[0]).toMatchObject({ limitCny: 800.5, lang: 'zh' });

    const [a, b] = await pricedSizes(db(), 2);
    const prices = await k.call('PUT', `/admin/organisations/${o.id}/prices`, { token, body: { percentOff: 10, fixed: [{ sizeId: b!.id, priceCny: 99.9 }], version: 4 } });
    expect(prices.body.data).toMatchObject({ percentOff: 10, version: 5, fixedPrices: [{ sizeId: b!.id, priceCny: 99.9, listPriceCny: Number(b!.priceCny) }] });
    const unknown = await k.call('PUT', `/admin/organisations/${o.id}/prices`, { token, body: { percentOff: 5, fixed: [{ sizeId: a!.id, priceCny: 1 }, { sizeId: 2147483000, priceCny: 1 }], version: 5 } });
    expect([unknown.status, unknown.body.data.fields[0].field]).toEqual([400, 'fixed.1.sizeId']);

    const removed = await k.call('DELETE', `/admin/organisations/${o.id}/members/${userId}?version=5`, { token });
    expect(removed.body.data).toMatchObject({ members: [], version: 6 });
    expect((await k.call('DELETE', `/admin/organisations/${o.id}/members/${userId}?version=6`, { token })).status).toBe(404);

    const rows = await audit(String(o.id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'member-add', 'member-update', 'prices', 'member-remove']);
    expect(rows[4]).toMatchObject({ before: { percentOff: 0 }, after: { percentOff: 10 } });
    // The refused price list and the stale save wrote nothing.
    const [row] = await db().select().from(organisations).where(eq(organisations.id, o.id));
    expect([row!.percentOff, row!.version]).toEqual(['10.00', 6]);
  });

  it('refuses bad input naming the field in the request language, and a wrong check character unless confirmed', async () => {
    const code = organisationInput(2).creditCode;
    const wrongCheck = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    const bad = await k.call('POST', '/admin/organisations', { token, body: { ...organisationInput(2), nameEn: ' ', creditCode: wrongCheck, fapiaoEmail: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['creditCode', 'fapiaoEmail', 'nameEn']);
    const zh = await k.call('POST', '/admin/organisations', { token, body: { ...organisationInput(2), creditCode: wrongCheck }, headers: { 'x-lang': 'zh' } });
    expect(zh.body.data.fields).toEqual([{ field: 'creditCode', message: '该信用代码的校验码不符（GB 32100-2015）；请核对，或确认按原样保存' }]);
    const confirmed = await k.call('POST', '/admin/organisations', { token, body: { ...organisationInput(2), creditCode: wrongCheck, creditCodeConfirmed: true } });
    expect(confirmed.body.data).toMatchObject({ creditCode: wrongCheck, creditCodeChecks: false });
    const taken = await k.call('POST', '/admin/organisations', { token, body: { ...organisationInput(3), creditCode: wrongCheck, creditCodeConfirmed: true } });
    expect([taken.status, taken.body.data.fields[0].field]).toEqual([400, 'creditCode']);

    const id = confirmed.body.data.id;
    const nobody = await k.call('POST', `/admin/organisations/${id}/members`, { token, body: { email: 'nobody-here@example.com', role: 'buyer', limitCny: null, version: 1 } });
    expect(nobody.body.data.fields).toEqual([{ field: 'email', message: 'No customer account has this e-mail: the person must register first' }]);
    const email = k.newEmail('twice');
    await newCustomer(db(), email);
    await k.call('POST', `/admin/organisations/${id}/members`, { token, body: { email, role: 'approver', limitCny: null, version: 1 } });
    const other = (await k.call('POST', '/admin/organisations', { token, body: organisationInput(4) })).body.data;
    const elsewhere = await k.call('POST', `/admin/organisations/${other.id}/members`, { token, body: { email, role: 'buyer', limitCny: 10, version: 1 } });
    expect(elsewhere.body.data.fields).toEqual([{ field: 'email', message: 'This account is a member of another organisation' }]);
    const badRole = await k.call('PUT', `/admin/organisations/${id}/members/1`, { token, body: { role: 'owner', limitCny: '1.234', version: 2 } });
    expect(badRole.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['limitCny', 'role']);
    expect((await db().select().from(organisationMembers).where(eq(organisationMembers.organisationId, other.id))).length).toBe(0);
  });

  it('lists a page in SQL with the total and member counts, filtered by name or code', async () => {
    for (const n of [10, 11, 12]) await k.call('POST', '/admin/organisations', { token, body: organisationInput(n, { nameEn: `Paging Institute ${n}` }) });
    const page = await k.call('GET', '/admin/organisations?q=paging%20inst&pageSize=2&page=2', { token });
    expect(page.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.data.items.map((i: { nameEn: string }) => i.nameEn)).toEqual(['Paging Institute 12']);
    const byCode = await k.call('GET', `/admin/organisations?q=${organisationInput(11).creditCode}`, { token });
    expect(byCode.body.data.items).toEqual([expect.objectContaining({ nameEn: 'Paging Institute 11', memberCount: 0 })]);
    expect((await k.call('GET', '/admin/organisations/2147483000', { token })).status).toBe(404);
  });

  it('refuses visitors and customers (401) and staff without the orders permission (403)', async () => {
    await expectRefused(
      k,
      [
        ['GET', '/admin/organisations'],
        ['POST', '/admin/organisations'],
        ['GET', '/admin/organisations/1'],
        ['PUT', '/admin/organisations/1/prices'],
        ['DELETE', '/admin/organisations/1/members/1?version=1'],
      ],
      ['content'],
    );
  });
});
