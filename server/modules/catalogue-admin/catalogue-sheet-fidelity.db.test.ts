import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { categories, products, productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { csv, getExport, postImport } from './catalogue-sheet.test-kit.ts';
import { anotherWritersSheet, strings, workbook } from './hand-written-workbook.test-kit.ts';

const FORMULA_NAME = '=HYPERLINK("http://example.com","x")';
const SPACED = '  Keep my spaces.  ';

describeEachDatabase('catalogue spreadsheet fidelity: export then import changes nothing', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let categoryId: number;

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
    const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.kind, 'product')).limit(1);
    categoryId = category!.id;
    const file = csv([
      ['Catalog number', 'Size', 'Price', 'Name (English)', 'Name (Chinese)', 'Category ID', 'Description (English)', 'Target'],
      ['FID-0001', '10 µg', '12.5', FORMULA_NAME, '公式名称', String(category!.id), SPACED, '-CD3'],
    ]);
    const res = await postImport(k, token, file);
    expect(res.body.data).toMatchObject({ applied: true, create: 1, errors: [] });
  });

  it('stores a formula-like name and spaced text as typed', async () => {
    const [p] = await db().select().from(products).where(eq(products.catalogNumber, 'FID-0001'));
    expect([p!.nameEn, p!.descriptionEn, p!.target]).toEqual([FORMULA_NAME, SPACED, '-CD3']);
  });

  it('writes formula-like CSV cells behind a quote (OWASP CSV Injection), and reads its own export back unchanged', async () => {
    const exported = await getExport(k, token, 'csv');
    const text = new TextDecoder().decode(exported.bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""x"")"`);
    expect(text).toContain(",'-CD3,");
    const res = await postImport(k, token, exported.bytes, '?dryRun=1');
    expect(res.body.data).toMatchObject({ dryRun: true, create: 0, update: 0, errors: [] });
  });

  it('reads its own XLSX export back unchanged, spaces included', async () => {
    const exported = await getExport(k, token, 'xlsx');
    const res = await postImport(k, token, exported.bytes, '?dryRun=1');
    expect(res.body.data).toMatchObject({ dryRun: true, create: 0, update: 0, errors: [] });
  });

  it('imports a workbook of another writer: float prices exact, spaces by the rule, a date and an uncalculated formula named by their cells', async () => {
    const sheet = anotherWritersSheet(categoryId);
    const refused = await postImport(k, token, workbook(sheet, strings));
    expect(refused.body.data.applied).toBe(false);
    expect(refused.body.data.errors).toEqual([
      { row: 4, column: 'nameEn', message: 'Name (English) “2026-01-02”: a date cell in a text column: type the text, or format the cell as text' },
      { row: 5, column: 'nameEn', message: 'Name (English) “=1+1”: formula without a saved result: open and save the file in a spreadsheet program' },
    ]);
    expect(await db().select().from(products).where(eq(products.catalogNumber, 'WB-0001'))).toEqual([]);

    // The same file without its two bad rows goes in as written.
    const good = sheet.slice(0, sheet.indexOf('<row r="4">'));
    // Two new sizes of one new product.
    expect((await postImport(k, token, workbook(good, strings))).body.data).toMatchObject({ applied: true, create: 2, errors: [] });
    const [p] = await db().select().from(products).where(eq(products.catalogNumber, 'WB-0001'));
    expect([p!.nameEn, p!.descriptionEn]).toEqual(['Recombinant IL-2', '  kept as typed  ']);
    const sizes = await db().select({ size: productSizes.size, price: productSizes.priceCny }).from(productSizes).where(eq(productSizes.productId, p!.id)).orderBy(asc(productSizes.sort));
    expect(sizes).toEqual([
      { size: '10 µg', price: '8672.78' },
      { size: '50 µg', price: '0.30' },
    ]);
  });
});
