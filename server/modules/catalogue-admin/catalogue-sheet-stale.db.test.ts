import { strFromU8, unzipSync } from 'fflate';
import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { EXPORTED_AT_LABEL, sheetHeader, workbookColumns } from '../../../src/contracts/admin/catalogue-sheet.ts';
import { auditLog, categories, products, productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { getExport, postImport } from './catalogue-sheet.test-kit.ts';
import { readTable } from './sheet-files.ts';

/** The edited product; the others are checked to stay as they were. */
const EDITED = 'CYT-H0201';

describeEachDatabase('catalogue spreadsheet: an old export does not silently undo later edits', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let others: string[];

  /** Products (every column) and their sizes, to tell "nothing changed" exactly. */
  const state = async (numbers: string[]) => {
    const rows = await db().select().from(products).where(inArray(products.catalogNumber, numbers)).orderBy(asc(products.catalogNumber));
    const sizes = await db().select().from(productSizes).where(inArray(productSizes.productId, rows.map((r) => r.id))).orderBy(asc(productSizes.id));
    return { rows, sizes };
  };
  const productAudit = async () => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'product')))[0]!.n;

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
    const rows = await db().select({ n: products.catalogNumber }).from(products).orderBy(asc(products.catalogNumber)).limit(4);
    others = rows.map((r) => r.n).filter((n) => n !== EDITED).slice(0, 3);
  });

  for (const format of ['xlsx', 'csv'] as const) {
    it(`${format}: lists the rows of a product edited after the export with their cells before and after, refuses them without the flag (409, nothing written) and applies them with it, audited`, async () => {
      const old = await getExport(k, token, format);
      // Untouched, the export re-imports as all unchanged, and says when it was made.
      const fresh = await postImport(k, token, old.bytes, '?dryRun=1');
      expect(fresh.body.data).toMatchObject({ update: 0, create: 0, errors: [], newer: [], unchecked: 0 });
      expect(fresh.body.data.exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      // Someone edits a product in the back office after the export.
      const { product } = (await k.call('GET', `/admin/products/${EDITED}`, { token })).body.data;
      const nameEn = `${product.nameEn} (${format} edit)`;
      const sizes = [{ ...product.sizes[0], price: format === 'xlsx' ? '4321.5' : '5432.1' }, ...product.sizes.slice(1)];
      expect((await k.call('PUT', `/admin/products/${EDITED}`, { token, body: { ...product, nameEn, sizes } })).status).toBe(200);
      const edited = await state([EDITED]);

      // The old export would undo that edit: the dry run says so, row by row, cell by cell.
      const dry = (await postImport(k, token, old.bytes, '?dryRun=1')).body.data;
      const oldPrice = product.sizes[0].price === null ? 'inquiry' : `CNY ${product.sizes[0].price}`;
      const first = dry.changes.find((c: { size: string }) => c.size === product.sizes[0].size);
      expect(first).toMatchObject({ catalogNumber: EDITED, action: 'update', columns: ['price', 'nameEn'] });
      expect(first.cells).toEqual([
        { column: 'price', before: format === 'xlsx' ? 'CNY 4321.50' : 'CNY 5432.10', after: oldPrice },
        { column: 'nameEn', before: nameEn, after: product.nameEn },
      ]);
      expect(dry.changes.map((c: { catalogNumber: string }) => c.catalogNumber)).toEqual(product.sizes.map(() => EDITED));
      expect(dry.newer.map((r: { row: number; catalogNumber: string; size: string }) => [r.catalogNumber, r.size])).toEqual(product.sizes.map((s: { size: string }) => [EDITED, s.size]));
      expect(dry.newer.map((r: { row: number }) => r.row)).toEqual(dry.changes.map((c: { row: number }) => c.row));
      for (const r of dry.newer) expect(Date.parse(r.changedAt)).toBeGreaterThanOrEqual(Date.parse(r.exportedAt));
      expect(dry.newer[0].exportedAt).toBe(fresh.body.data.exportedAt);

      // Applying without the flag: 409 naming the rows, and nothing anywhere is written.
      const othersBefore = await state(others);
      const before = [await state([EDITED, ...others]), await productAudit()];
      const refused = await postImport(k, token, old.bytes);
      expect([refused.status, refused.body.code]).toEqual([409, 'E0409']);
      expect(refused.body.data.fields.map((f: { field: string }) => f.field)).toEqual(dry.newer.map(() => 'overwriteNewer'));
      expect(refused.body.data.fields[0].message).toContain(`Row ${dry.newer[0].row} (${EDITED}, ${product.sizes[0].size})`);
      expect([await state([EDITED, ...others]), await productAudit()]).toEqual(before);
      expect((await state([EDITED])).rows[0]!.nameEn).toBe(nameEn);

      // With the flag: applied, the edit undone as asked, and the audit row says what it overwrote.
      const applied = await postImport(k, token, old.bytes, '?overwriteNewer=1');
      expect(applied.body.data).toMatchObject({ applied: true, errors: [], update: dry.update });
      const after = await state([EDITED]);
      expect(after.rows[0]!.nameEn).toBe(product.nameEn);
      expect(after.sizes.find((s) => s.id === product.sizes[0].id)!.priceCny).toBe(product.sizes[0].price);
      expect(after.rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(edited.rows[0]!.updatedAt.getTime());
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, 'product')).orderBy(asc(auditLog.id)).offset(before[1] as number);
      expect([audit!.entityKey, audit!.action]).toEqual([EDITED, 'update']);
      expect(audit!.before).toMatchObject({ nameEn });
      expect(audit!.after).toMatchObject({ nameEn: product.nameEn, overwroteNewer: { changedAt: dry.newer[0].changedAt, exportedAt: dry.newer[0].exportedAt } });
      expect(await productAudit()).toBe((before[1] as number) + 1);
      expect(await state(others)).toEqual(othersBefore);
    }, 120_000);
  }

  it('does not flag a product changed before the export, and checks each CSV row by its own export time', async () => {
    const csv = new TextDecoder().decode((await getExport(k, token, 'csv')).bytes);
    const lines = csv.split('\r\n');
    const at = lines.findIndex((l) => l.startsWith(`${others[0]},`));
    const cells = lines[at]!.split(',');
    // A row typed by hand has no export time; another row's price is changed in the file only.
    const handTyped = [...cells.slice(0, -1), ''].join(',');
    const price = lines.findIndex((l) => l.startsWith(`${others[1]},`));
    const priced = lines[price]!.split(',');
    priced[2] = 'CNY 77.70';
    lines[at] = handTyped.replace(/^([^,]*),([^,]*),([^,]*)/, '$1,$2,CNY 88.80');
    lines[price] = priced.join(',');
    const dry = (await postImport(k, token, lines.join('\r\n'), '?dryRun=1')).body.data;
    expect(dry).toMatchObject({ errors: [], update: 2, newer: [], unchecked: 1 });
    expect(dry.changes.map((c: { catalogNumber: string; cells: { column: string; after: string }[] }) => [c.catalogNumber, c.cells.map((x) => `${x.column}=${x.after}`)])).toEqual([
      [others[0], ['price=CNY 88.80']],
      [others[1], ['price=CNY 77.70']],
    ]);
    const bad = lines.map((l, i) => (i === price ? l.replace(/,[^,]*$/, ',yesterday') : l)).join('\r\n');
    const refused = (await postImport(k, token, bad, '?dryRun=1')).body.data;
    expect(refused.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([[price + 1, 'exportedAt']]);
  });

  it('writes prices as number cells with a currency column, category names and the visible state, a frozen header and column widths, and the export time on an About sheet', async () => {
    const bytes = (await getExport(k, token, 'xlsx')).bytes;
    const files = unzipSync(bytes);
    const workbook = strFromU8(files['xl/workbook.xml']!);
    expect([...workbook.matchAll(/<sheet\b[^>]*name="([^"]*)"/g)].map((m) => m[1])).toEqual(['Catalogue', 'About']);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toMatch(/<pane\b[^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheet).toMatch(/<cols>(<col\b[^>]*width="[\d.]+"[^>]*\/>)+<\/cols>/);
    const price = workbookColumns.findIndex((c) => c.id === 'price');
    const letter = String.fromCharCode(65 + price);
    // Row 2's price: a number cell (no `t` of text) holding the amount; an inquiry-only size would be text.
    const [priced] = await db().select({ n: products.catalogNumber, size: productSizes.size, price: productSizes.priceCny }).from(productSizes).innerJoin(products, eq(products.id, productSizes.productId)).orderBy(asc(products.catalogNumber), asc(productSizes.sort), asc(productSizes.id)).limit(1);
    expect(priced!.price).not.toBeNull();
    const cell = new RegExp(`<c r="${letter}2"([^>]*)>(.*?)</c>`).exec(sheet)!;
    expect(cell[1]).not.toMatch(/\bt="/);
    expect(Number(/<v>([^<]*)<\/v>/.exec(cell[2]!)![1])).toBe(Number(priced!.price));
    const numericPrices = [...sheet.matchAll(new RegExp(`<c r="${letter}\\d+"([^>]*)>`, 'g'))].filter((m) => !/\bt="/.test(m[1]!)).length;
    expect(numericPrices).toBe((await db().select({ n: count() }).from(productSizes).where(isNotNull(productSizes.priceCny)))[0]!.n);

    const { rows } = await readTable(bytes);
    const col = (id: string) => rows[0]!.indexOf(sheetHeader(workbookColumns.find((c) => c.id === id)!));
    expect(rows[0]![col('currency')]).toBe('Currency / 币种');
    expect(rows[1]![col('currency')]).toBe('CNY');
    const [p] = await db().select({ categoryId: products.categoryId, visible: products.visible }).from(products).where(eq(products.catalogNumber, priced!.n));
    const [cat] = await db().select().from(categories).where(eq(categories.id, p!.categoryId));
    expect(rows[1]![col('categoryId')]).toBe(String(p!.categoryId));
    expect(rows[1]![col('categoryName')]).toBe(cat!.nameEn === cat!.nameZh ? cat!.nameEn : `${cat!.nameEn} / ${cat!.nameZh}`);
    expect(rows[1]![col('visible')]).toBe(p!.visible ? 'yes' : 'no');

    const about = strFromU8(files['xl/worksheets/sheet2.xml']!);
    const shared = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
    expect(`${about}${shared}`).toContain(EXPORTED_AT_LABEL);
    // The round trip holds: the workbook re-imports as unchanged.
    expect((await postImport(k, token, bytes, '?dryRun=1')).body.data).toMatchObject({ create: 0, update: 0, errors: [], ignoredColumns: [], newer: [] });
  });
});
