import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { enquiries, productSizes, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { issueToken } from '../account/token.queries.ts';
import { adminKit } from '../admin/admin.test-kit.ts';
import { describeEachDatabase } from '../../test/databases.ts';

/** The quote tests' setting: the admin kit, a sales member, customers with enquiries and sent quotes. */
export async function quoteKit(database: Db) {
  const k = adminKit(database);
  const sales = await k.newStaff(['sales'], { name: 'Sally Sales' });

  /** A customer with an enquiry in `lang`; answers their id, e-mail, token and the enquiry id. */
  async function customerWithEnquiry(lang: 'en' | 'zh' = 'en') {
    const email = k.newEmail('customer');
    const [user] = await database.insert(users).values({ email, passwordHash: await hashPassword('secret42'), name: 'Ada Customer', company: 'Acme Bio' }).returning({ id: users.id });
    const token = (await issueToken(database, k.clock.now, user!.id)).jti;
    const [enquiry] = await database
      .insert(enquiries)
      .values({ submissionId: randomUUID(), lang, name: 'Ada Customer', email, phone: '13800000000', company: 'Acme Bio', department: '', industryName: '', areaName: '', content: 'Price for 10 vials?', createdAt: k.clock.now })
      .returning({ id: enquiries.id });
    return { userId: user!.id, email, token, enquiryId: enquiry!.id };
  }
  const priced = async () => (await database.select().from(productSizes).where(isNotNull(productSizes.priceCny)).limit(1))[0]!;
  const create = (body: unknown, token = sales.token) => k.call('POST', '/admin/quotes', { token, body });

  /** A quote of 3 × size at ¥999.90, valid until `validUntil`, sent; answers it and its customer. */
  async function sentQuote(validUntil = '2026-12-31', lang: 'en' | 'zh' = 'en') {
    const c = await customerWithEnquiry(lang);
    const size = await priced();
    const made = await create({ enquiryId: c.enquiryId, validUntil, terms: 'Delivery 2 weeks after order.\nPayment 30 days net.', lines: [{ sizeId: size.id, quantity: 3, unitPrice: '999.90' }] });
    expect(made.status).toBe(200);
    const sent = await k.call('POST', `/admin/quotes/${made.body.data.id}/send`, { token: sales.token });
    expect(sent.status).toBe(200);
    return { c, size, quote: sent.body.data };
  }

  return { k, sales, customerWithEnquiry, priced, create, sentQuote };
}
export type QuoteKit = Awaited<ReturnType<typeof quoteKit>>;

/** A suite on each database whose tests share one quote kit, made before them: `q()` is the kit, `db()` the database. */
export function describeQuotes(title: string, suite: (q: () => QuoteKit, db: () => Db) => void) {
  describeEachDatabase(title, (database) => {
    let kit: QuoteKit;
    const db = () => database().db;
    beforeAll(async () => {
      kit = await quoteKit(db());
    });
    suite(() => kit, db);
  });
}
