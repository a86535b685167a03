import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customerDetailSchema, customerPageSchema } from '../../../src/contracts/admin/customers.ts';
import { addresses, areas, auditLog, categories, enquiries, leaveWords, newsletterSubscriptions, orderLines, orders, outbox, quoteLines, quotes, trialApplications, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase('customers in the back office: search, their page, disable, export and erase', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { id: number; token: string };
  const db = () => database().db;
  let password: string;

  beforeAll(async () => {
    k = adminKit(db());
    sales = await k.newStaff(['sales']);
    password = await hashPassword('secret42');
  });

  /** A customer with a name, e-mail, phone and company nobody else has (the `tag` is in each). */
  async function newCustomer(more: { company?: string } = {}) {
    // Random first: three customers made in one millisecond must differ in the first characters the search is given.
    const tag = `${randomInt(1e9).toString(36).padStart(6, '0')}${Date.now().toString(36)}`;
    const person = { name: `Erin Zhu ${tag}`, email: `erin.${tag}@example.com`, phone: `139${String(randomInt(1e8)).padStart(8, '0')}`, company: more.company ?? `Acme ${tag} Ltd` };
    const [row] = await db().insert(users).values({ ...person, passwordHash: password, department: 'Protein lab', phoneVerified: true }).returning({ id: users.id });
    return { id: row!.id, tag, ...person };
  }

  const login = (username: string, lang = 'en') => k.call('POST', '/user/login', { body: { username, password: 'secret42' }, headers: { 'x-lang': lang } });
  const admin = (method: string, path: string, body?: unknown, token = sales.token) => k.call(method, `/admin/customers${path}`, { token, body });

  /** An order of the customer: one line, its total, a ship-to address and a personal fapiao naming them. */
  async function orderOf(c: { id: number; name: string; email: string; phone: string }, total = '¥1280.00') {
    const number = `T-${randomUUID().slice(0, 12)}`;
    const [o] = await db()
      .insert(orders)
      .values({ orderNumber: number, userId: c.id, settlementKey: randomUUID(), totalText: total, shipTo: { recipient: c.name, phone: c.phone, company: 'Acme', region: 'Shanghai', street: '1 Lab Road', postcode: '200000' }, invoice: { kind: 'personal', title: c.name, email: c.email }, note: `Call ${c.phone}` })
      .returning({ id: orders.id });
    await db().insert(orderLines).values({ orderId: o!.id, catalogNumber: 'CYT-H0201', productName: 'IL-2', size: '100 µg', count: 2, price: '¥640.00', subtotal: total });
    return o!.id;
  }

  async function quoteOf(userId: number) {
    const [q] = await db().insert(quotes).values({ quoteNumber: `Q-T-${randomUUID().slice(0, 12)}`, userId, lang: 'en', validUntil: '2099-12-31' }).returning({ id: quotes.id });
    await db().insert(quoteLines).values({ quoteId: q!.id, description: 'Custom expression', unit: 'lot', quantity: 1, unitPrice: '999.90' });
    return q!.id;
  }

  /** A message sent from the e-mail (upper-case: compared case-insensitively), and a trial sent while logged in. */
  async function leadsOf(c: { id: number; name: string; email: string; phone: string }) {
    const [word] = await db().insert(leaveWords).values({ submissionId: randomUUID(), lang: 'en', name: c.name, email: c.email.toUpperCase(), phone: c.phone, company: 'Acme', department: 'R&D', address: 'Shanghai', content: 'Please call me' }).returning({ id: leaveWords.id });
    const [enquiry] = await db().insert(enquiries).values({ submissionId: randomUUID(), lang: 'en', name: c.name, email: c.email, phone: c.phone, company: 'Acme', department: 'R&D', industryName: 'University', areaName: 'Shanghai', content: 'Price?' }).returning({ id: enquiries.id });
    const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
    const [area] = await db().select({ id: areas.id }).from(areas).limit(1);
    const [trial] = await db()
      .insert(trialApplications)
      .values({ submissionId: randomUUID(), lang: 'zh', userId: c.id, sku: 'CYT-T1', productName: 'Trial kit', productApplication: 'ELISA', treeId: category!.id, name: c.name, email: 'lab.mailbox@example.org', phone: c.phone, company: 'AE', department: 'R&D', address: 'Shanghai', industry: 'research', areaId: area!.id })
      .returning({ id: trialApplications.id });
    return [`leave-word:${word!.id}`, `enquiry:${enquiry!.id}`, `trial:${trial!.id}`];
  }

  it('finds a customer by part of the name, e-mail, phone or company, and pages in SQL with the total', async () => {
    const shared = `Shared ${randomUUID().slice(0, 8)} GmbH`;
    const [a, b, c] = [await newCustomer({ company: shared }), await newCustomer({ company: shared }), await newCustomer({ company: shared })];
    const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((i) => i.id);
    for (const q of [a.name.slice(5).toUpperCase(), a.email.slice(0, 12), a.phone.slice(2), a.tag]) {
      const res = await admin('GET', `?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(ids(res), q).toEqual([a.id]);
    }
    const byCompany = await admin('GET', `?q=${encodeURIComponent(shared.toLowerCase())}`);
    expect(customerPageSchema.parse(byCompany.body.data)).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(ids(byCompany).sort()).toEqual([a.id, b.id, c.id].sort());

    const first = await admin('GET', `?q=${encodeURIComponent(shared)}&pageSize=2`);
    const second = await admin('GET', `?q=${encodeURIComponent(shared)}&pageSize=2&page=2`);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(second.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(first)).toHaveLength(2);
    expect([...ids(first), ...ids(second)].sort()).toEqual([a.id, b.id, c.id].sort());

    const tooBig = await admin('GET', '?pageSize=201');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['pageSize']);
    // A `%` is looked for as itself, not as a wildcard.
    expect((await admin('GET', '?q=%25')).body.data.items.every((i: { name: string; email: string; company: string }) => `${i.name}${i.email}${i.company}`.includes('%'))).toBe(true);
  });

  it('shows exactly the customer\'s own orders, quotes, leads and addresses', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const myOrder = await orderOf(me);
    await orderOf(other);
    const myQuote = await quoteOf(me.id);
    await quoteOf(other.id);
    const myLeads = await leadsOf(me);
    await leadsOf(other);
    await db().insert(addresses).values({ userId: me.id, recipient: me.name, phone: me.phone, region: 'Beijing', street: '2 Lab Road' });

    const res = await admin('GET', `/${me.id}`);
    expect(res.status).toBe(200);
    const page = customerDetailSchema.parse(res.body.data);
    expect(page).toMatchObject({ id: me.id, name: me.name, email: me.email, phone: me.phone, company: me.company, department: 'Protein lab', disabledAt: null, erasedAt: null, orderCount: 1 });
    expect(page.orders.map((o) => o.id)).toEqual([myOrder]);
    expect(page.quotes.map((q) => q.id)).toEqual([myQuote]);
    expect(page.quotes[0]!.total).toBe('999.90');
    expect(page.leads.map((l) => `${l.kind}:${l.id}`).sort()).toEqual([...myLeads].sort());
    expect(page.addresses.map((a) => a.street)).toEqual(['2 Lab Road']);
    expect((await admin('GET', '/2147483000')).status).toBe(404);
  });

  it('disabling ends the customer\'s logins at once and refuses the next, saying why; enabling lets them in again', async () => {
    const c = await newCustomer();
    const token = (await login(c.email)).body.data.jti as string;
    expect((await k.call('GET', '/users/info', { token })).status).toBe(200);

    const disabled = await admin('POST', `/${c.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabledAt).toEqual(expect.any(String));
    expect((await k.call('GET', '/users/info', { token })).status).toBe(401);
    const refused = await login(c.email);
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual([{ field: 'password', message: expect.stringContaining('disabled') }]);
    expect((await login(c.email, 'zh')).body.data.fields[0].message).toContain('停用');

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityKey, String(c.id))));
    expect(audit.map((a) => [a.action, a.staffId])).toEqual([['disable', sales.id]]);

    const enabled = await admin('POST', `/${c.id}/enable`);
    expect(enabled.body.data.disabledAt).toBeNull();
    expect((await login(c.email)).status).toBe(200);
    // The old login stays ended: enabling gives back the right to log in, not the sessions.
    expect((await k.call('GET', '/users/info', { token })).status).toBe(401);
  });

  it('a disabled customer cannot log in by phone code or by the hand-off between the language hosts either', async () => {
    const a = accountKit(db());
    const user = await a.newUser();
    const { code } = (await a.call('POST', '/user/handoff', { token: user.token })).body.data;
    expect((await admin('POST', `/${user.id}/disable`)).status).toBe(200);
    const exchange = await a.call('POST', '/user/handoff/exchange', { body: { code } });
    expect([exchange.status, exchange.body.data.fields[0].field]).toEqual([400, 'code']);
    expect(exchange.body.data.fields[0].message).toContain('disabled');
    a.advance(61_000);
    expect((await a.call('POST', '/user/phone/message', { body: { phone: user.phone, purpose: 'login' } })).status).toBe(200);
    const byPhone = await a.call('POST', '/auth', { body: { phone: user.phone, code: a.lastCode(user.phone) } });
    expect([byPhone.status, byPhone.body.data.fields[0].field]).toEqual([400, 'code']);
    expect(byPhone.body.data.fields[0].message).toContain('disabled');
  });

  it('exports everything stored about the customer as a JSON file, without the password hash or any token, audited', async () => {
    const c = await newCustomer();
    const orderId = await orderOf(c);
    await quoteOf(c.id);
    const leads = await leadsOf(c);
    await db().insert(addresses).values({ userId: c.id, recipient: c.name, phone: c.phone, region: 'Beijing', street: '3 Lab Road' });
    await db().insert(newsletterSubscriptions).values({ email: c.email, lang: 'en', status: 'confirmed', unsubscribeTokenHash: `hash-${c.tag}` });
    const jti = (await login(c.email)).body.data.jti as string;

    const res = await admin('GET', `/${c.id}/personal-data`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="customer-${c.id}-personal-data.json"`);
    const data = res.body as unknown as Record<string, any>;
    expect(data.account).toMatchObject({ id: c.id, name: c.name, email: c.email, phone: c.phone, company: c.company });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ catalogNumber: 'CYT-H0201', subtotal: '¥1280.00' })]);
    expect(data.quotes).toHaveLength(1);
    expect(data.addresses.map((a: { street: string }) => a.street)).toEqual(['3 Lab Road']);
    expect(Object.entries(data.leads).flatMap(([kind, rows]) => (rows as { id: number }[]).map((r) => `${kind}:${r.id}`)).sort()).toEqual([...leads].sort());
    expect(data.newsletterSubscriptions).toEqual([expect.objectContaining({ email: c.email, status: 'confirmed' })]);
    expect(data.logins).toHaveLength(1);
    const text = JSON.stringify(data);
    for (const secret of [password, jti, `hash-${c.tag}`, 'passwordHash', 'tokenHash', 'scrypt$']) expect(text).not.toContain(secret);

    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityKey, String(c.id)), eq(auditLog.action, 'export')));
    expect(audit).toMatchObject({ staffId: sales.id, before: null, after: null });
  });

  /** Every table's rows that hold `needle` anywhere (each row read as text): where personal data could remain. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const tables = (await db().execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
    const names = (tables.rows ?? tables).map((t) => t.table_name);
    const found: string[] = [];
    for (const name of names) {
      const res = (await db().execute(sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${needle}%`}`)) as unknown as { rows?: { n: number }[] } & { n: number }[];
      if (Number((res.rows ?? res)[0]!.n) > 0) found.push(name);
    }
    return found;
  }

  it('erases the personal data everywhere once the e-mail is confirmed, keeps the orders and their totals, and says so in the back office', async () => {
    const c = await newCustomer();
    const orderId = await orderOf(c, '¥2560.00');
    const quoteId = await quoteOf(c.id);
    await leadsOf(c);
    await db().insert(addresses).values({ userId: c.id, recipient: c.name, phone: c.phone, region: 'Beijing', street: '4 Lab Road' });
    await db().insert(newsletterSubscriptions).values({ email: c.email, lang: 'en', status: 'confirmed', unsubscribeTokenHash: `hash-${c.tag}` });
    await db().insert(outbox).values({ channel: 'email', recipient: c.email, subject: 'Your order', body: `Dear ${c.name}` });
    const token = (await login(c.email)).body.data.jti as string;
    for (const needle of [c.email, c.name, c.phone]) expect((await tablesHolding(needle)).length, needle).toBeGreaterThan(0);

    const wrong = await admin('POST', `/${c.id}/erase`, { confirmEmail: `not-${c.email}` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['confirmEmail']);
    expect((await admin('GET', `/${c.id}`)).body.data.email).toBe(c.email);

    const erased = await admin('POST', `/${c.id}/erase`, { confirmEmail: ` ${c.email.toUpperCase()} ` });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ name: '', email: `erased-${c.id}@erased.invalid`, phone: null, company: '', addresses: [], erasedAt: expect.any(String), disabledAt: expect.any(String) });
    expect(erased.body.data.orders.map((o: { id: number; totalText: string }) => [o.id, o.totalText])).toEqual([[orderId, '¥2560.00']]);
    expect(erased.body.data.quotes.map((q: { id: number; total: string }) => [q.id, q.total])).toEqual([[quoteId, '999.90']]);

    for (const needle of [c.email, c.name, c.phone, c.tag]) expect(await tablesHolding(needle), needle).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ totalText: '¥2560.00', shipTo: null });
    expect((await db().select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => l.subtotal)).toEqual(['¥2560.00']);

    expect((await k.call('GET', '/users/info', { token })).status).toBe(401);
    expect((await login(c.email)).status).toBe(400);
    expect((await login(`erased-${c.id}@erased.invalid`)).status).toBe(400);
    // Idempotent: a second erasure, or enabling the account, is refused and changes nothing.
    const again = await admin('POST', `/${c.id}/erase`, { confirmEmail: `erased-${c.id}@erased.invalid` });
    expect(again.status).toBe(409);
    expect(again.body.data.fields[0].field).toBe('id');
    expect((await admin('POST', `/${c.id}/enable`)).status).toBe(409);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityKey, String(c.id)), eq(auditLog.action, 'erase')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ addressesDeleted: 1, leadsAnonymised: 3, ordersKept: 1 });
  });

  it('refuses staff without the orders permission (403) on every customer endpoint', async () => {
    const c = await newCustomer();
    const catalogue = await k.newStaff(['catalogue']);
    for (const [method, path, body] of [['GET', ''], ['GET', `/${c.id}`], ['POST', `/${c.id}/disable`], ['POST', `/${c.id}/enable`], ['GET', `/${c.id}/personal-data`], ['POST', `/${c.id}/erase`, { confirmEmail: c.email }]] as const) {
      const res = await admin(method, path, body, catalogue.token);
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 'E0403']);
    }
    const [row] = await db().select().from(users).where(eq(users.id, c.id));
    expect(row).toMatchObject({ email: c.email, disabledAt: null, erasedAt: null });
    expect((await k.call('GET', '/admin/customers')).status).toBe(401);
  });
});
