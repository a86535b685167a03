import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products, productSizes } from '../../db/schema/index.ts';
import { parseQuickText } from '../../../src/contracts/quick-order.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';

describeEachDatabase('quick order', (database) => {
  const kit = () => accountKit(database().db);
  /** Eight products with their first size, as a buyer would type them (catalog number lower-cased, size spaced differently). */
  const eightLines = async () => {
    const rows = await database()
      .db.select({ catalog: products.catalogNumber, size: productSizes.size, productId: products.id })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .orderBy(asc(products.catalogNumber), asc(productSizes.sort), asc(productSizes.id));
    const firstOfEach = [...new Map(rows.map((r) => [r.productId, r])).values()].filter((r, i, all) => all.findIndex((x) => x.productId === r.productId) === i);
    return firstOfEach.slice(0, 8).map((r, i) => `${r.catalog.toLowerCase()}, ${r.size.replace(' ', '')}, ${i + 1}`);
  };

  it('puts 8 good lines of 10 in the cart in one step and reports the 2 bad ones with suggestions', async () => {
    const k = kit();
    const { token } = await k.newUser();
    const good = await eightLines();
    const text = ['Catalog number, Size, Quantity', ...good.slice(0, 4), 'CYT-H020I, 10 µg, 1', ...good.slice(4), 'CYT-H0201, 7 kg, 1'].join('\n');
    const lines = parseQuickText(text);
    expect(lines).toHaveLength(10);

    const preview = await k.call('POST', '/order/quick', { token, body: { lines } });
    expect(preview.status).toBe(200);
    expect(preview.body.data.added).toBe(0);
    expect((await k.call('GET', '/order?size=-1', { token })).body.data.list).toHaveLength(0);

    const res = await k.call('POST', '/order/quick', { token, body: { lines, add: true } });
    expect(res.status).toBe(200);
    const { matched, unmatched, added } = res.body.data;
    expect(added).toBe(8);
    expect(matched).toHaveLength(8);
    expect(unmatched).toEqual([
      { line: 6, catalogNumber: 'CYT-H020I', size: '10 µg', reason: 'catalog', suggestions: expect.arrayContaining(['CYT-H0201']) },
      { line: 11, catalogNumber: 'CYT-H0201', size: '7 kg', reason: 'size', suggestions: expect.arrayContaining(['10 µg']) },
    ]);
    const cart = (await k.call('GET', '/order?size=-1', { token })).body.data;
    expect(cart.list).toHaveLength(8);
    expect(cart.list.map((l: { count: number }) => l.count).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('needs a login, and names a bad quantity', async () => {
    const k = kit();
    expect((await k.call('POST', '/order/quick', { body: { lines: [{ line: 1, catalogNumber: 'CYT-H0201', size: '', quantity: 1 }] } })).status).toBe(401);
    const { token } = await k.newUser();
    const bad = await k.call('POST', '/order/quick', { token, body: { lines: [{ line: 1, catalogNumber: 'CYT-H0201', size: '', quantity: 0 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('lines.0.quantity');
  });
});
