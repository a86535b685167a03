import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, categories, products, productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { csv, postImport } from './catalogue-sheet.test-kit.ts';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures/catalogue');

/** A fixture's bytes with the placeholder category id replaced (latin1 keeps every other byte as it is). */
const fixture = (name: string, categoryId: number) => new Uint8Array(Buffer.from(readFileSync(join(fixtures, name)).toString('latin1').replaceAll('CAT', String(categoryId)), 'latin1'));

describeEachDatabase('catalogue import: encodings, column mapping, one bad row among many', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let categoryId: number;
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
    categoryId = (await db().select({ id: categories.id }).from(categories).where(eq(categories.kind, 'product')).limit(1))[0]!.id;
  });

  it('imports a GB18030 CSV with the right Chinese characters', async () => {
    const res = await postImport(k, token, fixture('import-gb18030.csv', categoryId));
    expect(res.body.data).toMatchObject({ applied: true, create: 2, errors: [], encoding: 'gb18030' });
    const rows = await db().select({ n: products.catalogNumber, zh: products.nameZh, size: productSizes.size, price: productSizes.priceCny }).from(products).innerJoin(productSizes, eq(productSizes.productId, products.id)).where(inArray(products.catalogNumber, ['GBK-0001', 'GBK-0002'])).orderBy(products.catalogNumber);
    expect(rows).toEqual([
      { n: 'GBK-0001', zh: '重组人白介素-2蛋白', size: '10 µg', price: '1280.00' },
      { n: 'GBK-0002', zh: 'T7 RNA聚合酶（高浓度）', size: '1 mg', price: null },
    ]);
  });

  it('imports a Windows-1252 CSV with the right accented letters and symbols', async () => {
    const res = await postImport(k, token, fixture('import-windows-1252.csv', categoryId));
    expect(res.body.data).toMatchObject({ applied: true, create: 1, errors: [], encoding: 'windows-1252' });
    const [p] = await db().select().from(products).where(eq(products.catalogNumber, 'WIN-0001'));
    const [s] = await db().select().from(productSizes).where(eq(productSizes.productId, p!.id));
    expect([p!.nameEn, p!.nameZh, s!.size, s!.priceCny]).toEqual(['Protéine recombinante humaine – naïve', 'Protéine', '50 µg', '1280.50']);
  });

  it('reads a file with other headers through the mapping, and lists headers it does not know', async () => {
    const file = csv([['SKU', 'Pack', 'Unit price', 'Remarks'], ['GBK-0001', '10 µg', '1300']]);
    const mapping = JSON.stringify({ SKU: 'catalogNumber', pack: 'size', 'Unit price': 'price' });
    const res = await postImport(k, token, file, '?dryRun=1', { form: true, mapping });
    expect(res.body.data).toMatchObject({ update: 1, errors: [], ignoredColumns: ['Remarks'] });
    const unmapped = await postImport(k, token, file, '?dryRun=1', { lang: 'zh' });
    expect(unmapped.body.data.errors).toEqual([
      { row: 1, column: 'catalogNumber', message: '货号：文件中缺少此列' },
      { row: 1, column: 'size', message: '规格：文件中缺少此列' },
      { row: 1, column: 'price', message: '价格：文件中缺少此列' },
    ]);
  });

  it('applies nothing when one row among 1,000 is bad, and reports that row and column', async () => {
    const header = ['Catalog number / 货号', 'Size / 规格', 'Price / 价格', 'Name (English) / 名称（英文）', 'Name (Chinese) / 名称（中文）', 'Category ID / 分类编号'];
    const rows = Array.from({ length: 1000 }, (_, i) => [`BULK-${String(i).padStart(4, '0')}`, '100 µg', `${100 + i}.50`, `Bulk protein ${i}`, `批量蛋白${i}`, String(categoryId)]);
    rows[636]![2] = '12.345';
    const before = [await productCount(), (await db().select({ n: count() }).from(auditLog))[0]!.n];
    const res = await postImport(k, token, csv([header, ...rows]));
    expect(res.body.data).toMatchObject({ applied: false, dryRun: false });
    expect(res.body.data.errors).toEqual([{ row: 638, column: 'price', message: 'Price “12.345”: enter an amount with at most two decimals (such as 1280.00 or CNY 1280.00) or “inquiry”' }]);
    expect([await productCount(), (await db().select({ n: count() }).from(auditLog))[0]!.n]).toEqual(before);

    rows[636]![2] = '12.34';
    const fixed = await postImport(k, token, csv([header, ...rows]));
    expect(fixed.body.data).toMatchObject({ applied: true, create: 1000, errors: [] });
    expect(await productCount()).toBe(before[0]! + 1000);
    const [bad] = await db().select({ price: productSizes.priceCny }).from(productSizes).innerJoin(products, eq(products.id, productSizes.productId)).where(eq(products.catalogNumber, 'BULK-0636'));
    expect(bad!.price).toBe('12.34');
  });

  it('reports rows that disagree on a product column, repeat a key, or name an unknown category', async () => {
    const file = csv([
      ['Catalog number', 'Size', 'Price', 'Name (English)', 'Category ID', 'Species'],
      ['GBK-0001', '50 µg', '10', 'One name', String(categoryId), 'human'],
      ['GBK-0001', '100 µg', '10', 'Another name', String(categoryId), 'human'],
      ['GBK-0001', '50 µg', '10', 'One name', String(categoryId), 'human'],
      ['GBK-0002', '1 mg', 'inquiry', 'T7', '999999', 'martian'],
    ]);
    const res = await postImport(k, token, file, '?dryRun=1');
    expect(res.body.data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, 'nameEn'],
      [4, 'size'],
      [5, 'categoryId'],
      [5, 'species'],
    ]);
    expect(res.body.data.errors[1].message).toBe('Size “50 µg”: this catalog number and size already appear in row 2');
  });
});
