import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customerDetailSchema, customerPageSchema } from '../../../src/contracts/admin/customers.ts';
import {
  addresses,
  areas,
  auditLog,
  calculatorUsage,
  categories,
  channelEvents,
  channelSessions,
  enquiries,
  leadEvents,
  leaveWords,
  newsletterSubscriptions,
  orderLines,
  orders,
  organisationInvitations,
  organisationMembers,
  organisations,
  outbox,
  paperAwardApplications,
  procurementBuyers,
  procurementConnections,
  procurementMessages,
  punchoutSessions,
  quoteLines,
  quotes,
  trialApplications,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase('customers in the back office: search, their page, disable, export and erase', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { id: number; token: string };
  const db = () => database().db;
  let password: string;
  // The paper awards' files, as the site keeps them: an erasure removes their bytes.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'customers-uploads-'));

  beforeAll(async () => {
    k = adminKit(db(), { uploadsDir });
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

  /** An organisation account with the customer as a buyer limited to ¥5000 per order (its names hold no tag of theirs). */
  async function organisationOf(userId: number) {
    const n = randomUUID().slice(0, 8);
    const [org] = await db().insert(organisations).values({ nameEn: `Eastern University ${n}`, nameZh: `东方大学${n}`, creditCode: `T${randomUUID()}` }).returning({ id: organisations.id, nameEn: organisations.nameEn, nameZh: organisations.nameZh });
    await db().insert(organisationMembers).values({ organisationId: org!.id, userId, role: 'buyer', limitCny: '5000.00', lang: 'en' });
    return org!;
  }

  /** A paper award applied for while logged in, with its three files; the ID photo's file name names the applicant. */
  async function paperAwardOf(c: { id: number; name: string; email: string; phone: string }) {
    const file = async (kind: 'idPhoto' | 'paper', originalName: string) => {
      const storedName = randomUUID();
      writeFileSync(join(uploadsDir, storedName), `${kind} of ${c.name}`);
      return (await db().insert(uploads).values({ token: randomUUID(), kind, mime: kind === 'paper' ? 'application/pdf' : 'image/jpeg', sizeBytes: 10, sha256: 'x', storedName, originalName }).returning({ id: uploads.id }))[0]!.id;
    };
    const [area] = await db().select({ id: areas.id }).from(areas).limit(1);
    const [award] = await db()
      .insert(paperAwardApplications)
      .values({
        submissionId: randomUUID(), lang: 'en', userId: c.id, name: c.name, email: c.email, phone: c.phone, company: 'Acme', department: 'R&D', areaId: area!.id,
        idNumber: '11010519900307123X', education: 'PhD', idPhoto1UploadId: await file('idPhoto', `${c.name} front.jpg`), idPhoto2UploadId: await file('idPhoto', 'back.jpg'),
        mentor: 'Prof. Wang', labPhone: c.phone, labAddress: '1 Lab Road', paperTitle: 'IL-2 in T cells', magazinePublished: 'Cell', influenceFactor: 30.5, issueTime: '2025-01-01',
        doi: `10.1000/${randomUUID()}`, firstAuthor: c.name, correspondingAuthor: 'Prof. Wang', paperUploadId: await file('paper', 'paper.pdf'), sku: 'CYT-H0201', productName: 'IL-2',
        buyPackaging: '100 µg', distr: 'Direct', remittancesAccount: '6222000011112222', accountName: c.name, openingBank: 'ICBC', awardGross: 1000, awardTax: 200, awardNet: 800, groupKey: `CYT-H0201|wang|${randomUUID()}`,
      })
      .returning({ id: paperAwardApplications.id });
    return `paper-award:${award!.id}`;
  }

  /**
   * What names the customer outside their own account, orders and leads: an invitation to their e-mail, a PunchOut
   * connection that logged them in with a session and a cXML message naming them, a staff note and reply on their
   * message `leadKey` (the reply names nobody: the inbox's history is append-only and stays), mails to their e-mail and
   * phone, a staff notice about them, a visit while logged in and a toolbox use.
   */
  async function tracesOf(c: { id: number; name: string; email: string; phone: string }, organisationId: number, leadKey: string) {
    const n = randomUUID();
    await db().insert(organisationInvitations).values({ organisationId, email: c.email, role: 'buyer', limitCny: '5000.00', tokenHash: `invitation-${n}`, expiresAt: new Date('2099-01-01'), acceptedAt: new Date() });
    const [connection] = await db()
      .insert(procurementConnections)
      .values({ name: `Coupa ${n.slice(0, 8)}`, protocol: 'cxml', organisation: 'Eastern University', fromDomain: 'NetworkId', fromIdentity: n, senderDomain: 'NetworkId', senderIdentity: n, secretHash: 'x', lang: 'en', currency: 'CNY', allowedOrigins: [] })
      .returning({ id: procurementConnections.id, name: procurementConnections.name });
    await db().insert(procurementBuyers).values({ connectionId: connection!.id, userId: c.id });
    await db().insert(punchoutSessions).values({ connectionId: connection!.id, operation: 'create', buyerCookie: n, returnUrl: 'https://buyer.example/return', supplierDomain: 'DUNS', supplierIdentity: '123', contactEmail: c.email.toUpperCase(), contactName: c.name, items: [], startTokenHash: `start-${n}`, startExpiresAt: new Date(), userId: c.id });
    await db().insert(procurementMessages).values({ connectionId: connection!.id, direction: 'in', type: 'PunchOutSetupRequest', status: '200', durationMs: 3, xml: `<Contact role="endUser"><Name xml:lang="en">${c.name}</Name><Email>${c.email}</Email></Contact>` });
    const [kind, id] = leadKey.split(':') as ['leave-word', string];
    await db().insert(leadEvents).values([
      { kind, leadId: Number(id), type: 'note', staffId: sales.id, body: 'Wants a quote for 1 mg.' },
      { kind, leadId: Number(id), type: 'reply', staffId: sales.id, body: 'We can ship the sample next week.' },
    ]);
    await db().insert(outbox).values([
      { channel: 'email', recipient: c.email.toUpperCase(), subject: 'Re: your message', body: `Dear ${c.name}, we can ship the sample next week.` },
      { channel: 'sms', recipient: c.phone, body: 'Your order has shipped.' },
      { channel: 'email', recipient: 'sales@example.com', subject: `New order from ${c.name}`, body: `Buyer: ${c.name} <${c.email}>, phone ${c.phone}. Other buyer: Li Lei <li.lei@example.com>.` },
    ]);
    await db().insert(channelSessions).values({ sessionStorageId: n, userName: c.email, userType: 'platform', source: 'baidu', sourceValue: 'www.baidu.com' });
    await db().insert(channelEvents).values({ sessionStorageId: n, operateType: 'page_view', operateTypeId: '/products' });
    await db().insert(calculatorUsage).values({ module: 'batch', records: 3, totalLength: 120, userId: c.id });
    return { connection: connection! };
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
    const org = await organisationOf(me.id);

    const res = await admin('GET', `/${me.id}`);
    expect(res.status).toBe(200);
    const page = customerDetailSchema.parse(res.body.data);
    expect(page.organisation).toEqual({ id: org.id, name: org.nameEn, role: 'buyer', limitCny: 5000, memberSince: expect.any(String) });
    const inChinese = await k.call('GET', `/admin/customers/${me.id}`, { token: sales.token, headers: { 'x-lang': 'zh' } });
    expect(inChinese.body.data.organisation.name).toBe(org.nameZh);
    expect((await admin('GET', `/${other.id}`)).body.data.organisation).toBeNull();
    expect(page).toMatchObject({ id: me.id, name: me.name, email: me.email, phone: me.phone, company: me.company, department: 'Protein lab', disabledAt: null, erasedAt: null, orderCount: 1 });
    expect(page.orders.map((o) => o.id)).toEqual([myOrder]);
    expect(page.quotes.map((q) => q.id)).toEqual([myQuote]);
    expect(page.quotes[0]!.total).toBe('999.90');
    expect(page.leads.map((l) => `${l.kind}:${l.id}`).sort()).toEqual([...myLeads].sort());
    expect(page.leadsTotal).toBe(3);
    expect(page.addresses.map((a) => a.street)).toEqual(['2 Lab Road']);
    expect((await admin('GET', '/2147483000')).status).toBe(404);
  });

  it('shows the newest 200 of a customer\'s leads with the count of them all, and the export lists every one', async () => {
    const c = await newCustomer();
    // 205 messages from their e-mail, a minute apart: number 1 is the newest.
    await db().execute(sql`insert into leave_words (submission_id, lang, name, email, phone, company, department, address, content, created_at)
      select md5(random()::text || n::text), 'en', ${c.name}, ${c.email}, ${c.phone}, 'Acme', 'R&D', 'Shanghai', 'Message ' || n, now() - make_interval(mins => n)
      from generate_series(1, 205) n`);
    const page = customerDetailSchema.parse((await admin('GET', `/${c.id}`)).body.data);
    expect(page.leadsTotal).toBe(205);
    expect(page.leads).toHaveLength(200);
    const ids = (await db().select({ id: leaveWords.id, content: leaveWords.content }).from(leaveWords).where(eq(leaveWords.email, c.email))).sort((a, b) => Number(a.content.slice(8)) - Number(b.content.slice(8)));
    expect(page.leads.map((l) => l.id)).toEqual(ids.slice(0, 200).map((r) => r.id));

    const exported = (await admin('GET', `/${c.id}/personal-data`)).body as unknown as { leads: Record<string, unknown[]> };
    expect(exported.leads['leave-word']).toHaveLength(205);
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
    const award = await paperAwardOf(c);
    const org = await organisationOf(c.id);
    const { connection } = await tracesOf(c, org.id, leads[0]!);
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
    expect(Object.entries(data.leads).flatMap(([kind, rows]) => (rows as { id: number }[]).map((r) => `${kind}:${r.id}`)).sort()).toEqual([...leads, award].sort());
    expect(data.leads['leave-word'][0]).toMatchObject({ status: 'new', history: [expect.objectContaining({ type: 'created' }), expect.objectContaining({ type: 'note', body: 'Wants a quote for 1 mg.' }), expect.objectContaining({ type: 'reply', body: 'We can ship the sample next week.' })] });
    expect(data.leads['paper-award'][0].files.map((f: { kind: string; originalName: string }) => [f.kind, f.originalName])).toEqual([['idPhoto', `${c.name} front.jpg`], ['idPhoto', 'back.jpg'], ['paper', 'paper.pdf']]);
    expect(data.newsletterSubscriptions).toEqual([expect.objectContaining({ email: c.email, status: 'confirmed' })]);
    expect(data.logins).toHaveLength(1);
    expect(data.organisation).toMatchObject({ organisationEn: org.nameEn, organisationZh: org.nameZh, role: 'buyer', limitCny: '5000.00' });
    expect(data.organisationInvitations).toEqual([expect.objectContaining({ organisationEn: org.nameEn, email: c.email, role: 'buyer', acceptedAt: expect.any(String) })]);
    expect(data.punchOut.connections).toEqual([expect.objectContaining({ connection: connection.name })]);
    expect(data.punchOut.sessions).toEqual([expect.objectContaining({ connection: connection.name, contactEmail: c.email.toUpperCase(), contactName: c.name })]);
    expect(data.punchOut.messages.map((m: { xml: string }) => m.xml)).toEqual([expect.stringContaining(`<Email>${c.email}</Email>`)]);
    // Mails and texts sent to them; not the staff's notice about them, which went to the sales mailbox.
    expect(data.messages.map((m: { recipient: string; body: string }) => [m.recipient, m.body])).toEqual([
      [c.email.toUpperCase(), `Dear ${c.name}, we can ship the sample next week.`],
      [c.phone, 'Your order has shipped.'],
    ]);
    expect(data.toolboxUsage).toEqual([expect.objectContaining({ module: 'batch', records: 3 })]);
    expect(data.visits).toEqual([expect.objectContaining({ source: 'baidu', events: [expect.objectContaining({ operateType: 'page_view', operateTypeId: '/products' })] })]);
    const text = JSON.stringify(data);
    for (const secret of [password, jti, `hash-${c.tag}`, 'passwordHash', 'tokenHash', 'scrypt$', 'invitation-', 'start-', 'storedName', 'groupKey']) expect(text).not.toContain(secret);

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
    await db().insert(addresses).values({ userId: c.id, recipient: c.name, phone: c.phone, region: 'Beijing', street: '4 Lab Road' });
    await db().insert(newsletterSubscriptions).values({ email: c.email, lang: 'en', status: 'confirmed', unsubscribeTokenHash: `hash-${c.tag}` });
    await db().insert(outbox).values({ channel: 'email', recipient: c.email, subject: 'Your order', body: `Dear ${c.name}` });
    await paperAwardOf(c);
    const filesBefore = readdirSync(uploadsDir).filter((f) => readFileSync(join(uploadsDir, f), 'utf8').endsWith(` of ${c.name}`));
    expect(filesBefore).toHaveLength(3);
    const org = await organisationOf(c.id);
    const leads = await leadsOf(c);
    await tracesOf(c, org.id, leads[0]!);
    const token = (await login(c.email)).body.data.jti as string;
    // Before: every kind of row made above names them, by name, e-mail or phone.
    const before = new Set((await Promise.all([c.email, c.name, c.phone].map(tablesHolding))).flat());
    const made = ['users', 'addresses', 'orders', 'newsletter_subscriptions', 'leave_words', 'enquiries', 'trial_applications', 'paper_award_applications', 'uploads', 'organisation_invitations', 'punchout_sessions', 'procurement_messages', 'outbox', 'channel_sessions'];
    expect([...before]).toEqual(expect.arrayContaining(made));

    const wrong = await admin('POST', `/${c.id}/erase`, { confirmEmail: `not-${c.email}` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['confirmEmail']);
    expect((await admin('GET', `/${c.id}`)).body.data.email).toBe(c.email);

    const erased = await admin('POST', `/${c.id}/erase`, { confirmEmail: ` ${c.email.toUpperCase()} ` });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ name: '', email: `erased-${c.id}@erased.invalid`, phone: null, company: '', addresses: [], erasedAt: expect.any(String), disabledAt: expect.any(String) });
    expect(erased.body.data.orders.map((o: { id: number; totalText: string }) => [o.id, o.totalText])).toEqual([[orderId, '¥2560.00']]);
    expect(erased.body.data.quotes.map((q: { id: number; total: string }) => [q.id, q.total])).toEqual([[quoteId, '999.90']]);

    // No table holds their name, e-mail, phone or tag any more: the audit log included (its erasure row holds counts).
    for (const needle of [c.email, c.name, c.phone, c.tag]) expect(await tablesHolding(needle), needle).toEqual([]);
    // What stays, naming no one: the staff's notice (its text, the customer replaced), the membership, the inbox's history.
    const [kept] = await db().select().from(outbox).where(eq(outbox.recipient, 'sales@example.com')).orderBy(sql`${outbox.id} desc`).limit(1);
    expect([kept!.subject, kept!.body]).toEqual(['New order from ***', 'Buyer: *** <***>, phone ***. Other buyer: Li Lei <li.lei@example.com>.']);
    expect(await db().select({ role: organisationMembers.role }).from(organisationMembers).where(eq(organisationMembers.userId, c.id))).toEqual([{ role: 'buyer' }]);
    expect(await db().select({ id: organisationInvitations.id }).from(organisationInvitations).where(eq(organisationInvitations.organisationId, org.id))).toEqual([]);
    expect(await db().select({ email: punchoutSessions.contactEmail, name: punchoutSessions.contactName }).from(punchoutSessions).where(eq(punchoutSessions.userId, c.id))).toEqual([{ email: `erased-${c.id}@erased.invalid`, name: '' }]);
    const [kind, leadId] = leads[0]!.split(':') as ['leave-word', string];
    expect((await db().select({ type: leadEvents.type }).from(leadEvents).where(and(eq(leadEvents.kind, kind), eq(leadEvents.leadId, Number(leadId))))).map((e) => e.type)).toEqual(['created', 'note', 'reply']);
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
    expect(audit[0]!.after).toMatchObject({ addressesDeleted: 1, leadsAnonymised: 4, ordersKept: 1, messagesDeleted: 3, messagesScrubbed: 2, invitationsDeleted: 1, punchoutSessionsAnonymised: 1, filesToRemove: 3 });
    // The ID photos and the paper are gone from the disk, not only renamed.
    expect(filesBefore.filter((f) => existsSync(join(uploadsDir, f)))).toEqual([]);
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
