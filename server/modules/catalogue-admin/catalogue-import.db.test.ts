import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sheetColumns, sheetHeader, workbookColumns } from '../../../src/contracts/admin/catalogue-sheet.ts';
import { auditLog, products, productSizes } from '../../db/schema/index.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { Memo } from '../../http/memo.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, expectRefused, type AdminKit } from '../admin/admin.test-kit.ts';
import { csv, getExport, postImport } from './catalogue-sheet.test-kit.ts';
import { readTable } from './sheet-files.ts';

describeEachDatabase('catalogue spreadsheet: export, import, round trip (permission catalogue)', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  const sizeCount = async () => (await db().select({ n: count() }).from(productSizes))[0]!.n;
  const productAudit = async () => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'product')))[0]!.n;

  const catalogueHeard = () => k.heard.filter((h) => h.entity === 'catalogue');

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
  });

  it('refuses a visitor and a customer (401) and staff without the permission (403), on both routes', async () => {
    await expectRefused(k, [['GET', '/admin/catalogue/export'], ['POST', '/admin/catalogue/import?dryRun=1']]);
  });

  it('exports every size under bilingual headers in a stable order: the CSV with prices as exact text with the currency, the workbook with numbers and a currency column', async () => {
    const res = await getExport(k, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [one] = await db().select().from(products).where(eq(products.catalogNumber, 'CYT-H0201'));
    const sizes = await db().select().from(productSizes).where(eq(productSizes.productId, one!.id)).orderBy(productSizes.sort);
    const { rows } = await readTable(res.bytes);
    expect(rows[0]).toEqual(workbookColumns.map(sheetHeader));
    expect(rows[0]!.slice(0, 4)).toEqual(['Catalog number / 货号', 'Size / 规格', 'Price / 价格', 'Currency / 币种']);
    expect(rows.length - 1).toBe(await sizeCount());
    // A number cell reads back as Excel shows it (1280, 12.3): the same amount as the database's.
    const amount = (p: string | null) => (p === null ? 'inquiry' : String(Number(p)));
    expect(rows.filter((r) => r[0] === 'CYT-H0201').map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual(sizes.map((s) => [s.size, amount(s.priceCny), s.priceCny === null ? '' : 'CNY', one!.nameEn, one!.nameZh]));
    const numbers = rows.slice(1).map((r) => r[0]!);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const text = await readTable((await getExport(k, token, 'csv')).bytes);
    expect(text.rows[0]).toEqual([...sheetColumns.map(sheetHeader), 'Exported at / 导出时间']);
    const mine = text.rows.filter((r) => r[0] === 'CYT-H0201');
    expect(mine.map((r) => [r[1], r[2], r[3], r[4]])).toEqual(sizes.map((s) => [s.size, s.priceCny === null ? 'inquiry' : `CNY ${s.priceCny}`, one!.nameEn, one!.nameZh]));
    expect(text.rows.slice(1).every((r) => /^(CNY \d+\.\d{2}|inquiry)$/.test(r[2]!))).toBe(true);
    expect(text.rows.slice(1).map((r) => r[0]!)).toEqual(numbers);
  });

  it('imports its own export (XLSX and CSV) as all unchanged: 0 create, 0 update, nothing written', async () => {
    const rowsInDb = await sizeCount();
    for (const format of ['xlsx', 'csv'] as const) {
      const file = await getExport(k, token, format);
      if (format === 'csv') expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const dry = await postImport(k, token, file.bytes, '?dryRun=1');
      expect(dry.body.data).toMatchObject({ dryRun: true, applied: false, create: 0, update: 0, unchanged: rowsInDb, errors: [], changes: [], ignoredColumns: [] });
      const applied = await postImport(k, token, file.bytes);
      expect(applied.body.data).toMatchObject({ dryRun: false, applied: true, create: 0, update: 0, unchanged: rowsInDb, errors: [] });
    }
    expect(await productAudit()).toBe(0);
    expect(catalogueHeard()).toEqual([]);
  });

  it('reports changes on a dry run and writes nothing; applying writes them exactly, audited once per product', async () => {
    const [p] = await db().select().from(products).where(eq(products.catalogNumber, 'CYT-H0201'));
    const [s] = await db().select().from(productSizes).where(eq(productSizes.productId, p!.id)).orderBy(productSizes.sort).limit(1);
    const [cat] = [p!.categoryId];
    const file = csv([
      ['货号', '规格', '价格', '名称（中文）'],
      ['CYT-H0201', s!.size, '12.3', '改过的中文名'],
      ['CYT-H0201', '2 mg', '¥1,999', '改过的中文名'],
    ]);
    const fresh = csv([['Catalog number', 'size', 'PRICE', 'Name (English)', 'Name (Chinese)', 'Category ID', 'New'], ['NEW-0001', '10 µg', 'inquiry', 'Brand-new protein', '全新蛋白', String(cat), '是']]);
    const before = await sizeCount();
    const dry = await postImport(k, token, file, '?dryRun=1');
    expect(dry.body.data).toMatchObject({ create: 1, update: 1, unchanged: 0, errors: [] });
    expect(dry.body.data.changes).toEqual([
      {
        row: 2,
        catalogNumber: 'CYT-H0201',
        size: s!.size,
        action: 'update',
        columns: ['price', 'nameZh'],
        cells: [
          { column: 'price', before: s!.priceCny === null ? 'inquiry' : `CNY ${s!.priceCny}`, after: 'CNY 12.30' },
          { column: 'nameZh', before: p!.nameZh, after: '改过的中文名' },
        ],
      },
      { row: 3, catalogNumber: 'CYT-H0201', size: '2 mg', action: 'create', columns: [], cells: [{ column: 'price', before: null, after: 'CNY 1999.00' }] },
    ]);
    // A hand-made file says nothing of when it was exported: its rows cannot be checked for newer changes.
    expect(dry.body.data).toMatchObject({ exportedAt: null, newer: [], unchecked: 2 });
    expect(await sizeCount()).toBe(before);
    expect(await productAudit()).toBe(0);
    expect(catalogueHeard()).toEqual([]);

    expect((await postImport(k, token, file)).body.data).toMatchObject({ applied: true, create: 1, update: 1 });
    expect((await postImport(k, token, fresh, '', { form: true })).body.data).toMatchObject({ applied: true, create: 1, update: 0 });
    const [after] = await db().select().from(productSizes).where(eq(productSizes.id, s!.id));
    expect(after!.priceCny).toBe('12.30');
    const [renamed] = await db().select().from(products).where(eq(products.id, p!.id));
    expect([renamed!.nameZh, renamed!.nameEn]).toEqual(['改过的中文名', p!.nameEn]);
    const [created] = await db().select().from(products).where(eq(products.catalogNumber, 'NEW-0001'));
    expect([created!.nameZh, created!.isNew, created!.categoryId]).toEqual(['全新蛋白', true, cat]);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'product'))).orderBy(auditLog.id);
    expect(audit.map((a) => [a.entityKey, a.action])).toEqual([['CYT-H0201', 'update'], ['NEW-0001', 'create']]);
    expect(audit[0]!.before).toEqual({ nameZh: p!.nameZh, sizes: [{ size: s!.size, price: s!.priceCny }] });
    expect(audit[0]!.after).toEqual({ nameZh: '改过的中文名', sizes: [{ size: s!.size, price: '12.30' }, { size: '2 mg', price: '1999.00' }] });
    expect(catalogueHeard()).toEqual([{ entity: 'catalogue', key: 'import', action: 'import' }, { entity: 'catalogue', key: 'import', action: 'import' }]);

    // The new price goes out as it came in: no rounding, no ×100, and re-importing it changes nothing.
    const again = await getExport(k, token, 'csv');
    const { rows } = await readTable(again.bytes);
    expect(rows.find((r) => r[0] === 'CYT-H0201' && r[1] === s!.size)![2]).toBe('CNY 12.30');
    expect((await postImport(k, token, again.bytes, '?dryRun=1')).body.data).toMatchObject({ create: 0, update: 0, errors: [] });
  });

  it('carries the datasheet and stock columns both ways: values come back out as typed, and re-importing changes nothing', async () => {
    const [p] = await db().select().from(products).where(eq(products.catalogNumber, 'TGP-H0101'));
    const [s] = await db().select().from(productSizes).where(eq(productSizes.productId, p!.id)).orderBy(productSizes.sort).limit(1);
    const header = ['Catalog number', 'Size', 'Price', '理论分子量（kDa）', 'Purity (%)', 'Purity method', 'Shipping', '剂型（中文）', 'Formulation (English)', 'ED50 (ng/mL)', 'Stock', '货期（天）', 'Tag position'];
    const values = ['31.25', '96.5', 'SEC-HPLC', 'dry_ice', '溶于PBS，\n含5%海藻糖。', 'In PBS,\nwith 5% trehalose.', '0.015', 'lead_time', '12', 'n_term'];
    const price = s!.priceCny === null ? 'inquiry' : s!.priceCny;
    const res = await postImport(k, token, csv([header, ['TGP-H0101', s!.size, price, ...values]]));
    expect(res.body.data).toMatchObject({ applied: true, update: 1, errors: [] });
    expect(res.body.data.changes[0].columns).toEqual(expect.arrayContaining(['leadTimeDays', 'mwPredictedKda', 'formulationZh', 'ed50NgPerMl']));
    const [after] = await db().select().from(products).where(eq(products.id, p!.id));
    expect([after!.mwPredictedKda, after!.purityPercent, after!.shippingTemperature, after!.formulationZh, after!.ed50NgPerMl]).toEqual([31.25, 96.5, 'dry_ice', '溶于PBS，\n含5%海藻糖。', 0.015]);
    const [size] = await db().select().from(productSizes).where(eq(productSizes.id, s!.id));
    expect([size!.stock, size!.leadTimeDays]).toEqual(['lead_time', 12]);

    for (const format of ['xlsx', 'csv'] as const) {
      const { rows } = await readTable((await getExport(k, token, format)).bytes);
      const at = (id: string) => rows[0]!.indexOf(sheetHeader(sheetColumns.find((c) => c.id === id)!));
      const mine = rows.find((r) => r[0] === 'TGP-H0101' && r[1] === s!.size)!;
      const ids = ['mwPredictedKda', 'purityPercent', 'purityMethod', 'shippingTemperature', 'formulationZh', 'formulationEn', 'ed50NgPerMl', 'stock', 'leadTimeDays', 'tagPosition'];
      expect(ids.map((id) => mine[at(id)])).toEqual(values);
      const again = await postImport(k, token, (await getExport(k, token, format)).bytes, '?dryRun=1');
      expect(again.body.data).toMatchObject({ create: 0, update: 0, errors: [] });
    }
  });

  it('refuses datasheet and stock cells out of range, naming the column, and writes nothing', async () => {
    const [s] = await db().select().from(productSizes).innerJoin(products, eq(products.id, productSizes.productId)).where(eq(products.catalogNumber, 'TGP-H0101')).limit(1);
    const price = s!.product_sizes.priceCny ?? 'inquiry';
    const file = csv([
      ['Catalog number', 'Size', 'Price', 'Purity (%)', 'Shipping', 'Stock', 'Lead time (days)', 'Tag position'],
      ['TGP-H0101', s!.product_sizes.size, price, '120', 'cold', 'lead_time', '', 'middle'],
    ]);
    const res = await postImport(k, token, file, '?dryRun=1');
    expect(res.body.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['purityPercent', 'shippingTemperature']);
    const badTag = csv([['Catalog number', 'Size', 'Price', 'Tag position'], ['TGP-H0101', s!.product_sizes.size, price, 'middle']]);
    expect((await postImport(k, token, badTag, '?dryRun=1')).body.data.errors.map((e: { column: string }) => e.column)).toEqual(['tagPosition']);
    const stockOnly = csv([['Catalog number', 'Size', 'Price', 'Stock', 'Lead time (days)'], ['TGP-H0101', s!.product_sizes.size, price, 'lead_time', '']]);
    const second = await postImport(k, token, stockOnly, '', { lang: 'zh' });
    expect(second.body.data.applied).toBe(false);
    expect(second.body.data.errors.map((e: { column: string }) => e.column)).toEqual(['leadTimeDays']);
    expect(second.body.data.errors.find((e: { column: string }) => e.column === 'leadTimeDays').message).toContain('货期');
  });

  it('answers a missing or unreadable file and a bad mapping with a 400 naming the field', async () => {
    const empty = await postImport(k, token, new Uint8Array(), '?dryRun=1');
    expect([empty.status, empty.body.data.fields[0].field]).toEqual([400, 'file']);
    const broken = await postImport(k, token, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), '?dryRun=1', { lang: 'zh' });
    expect(broken.body.data.fields).toEqual([{ field: 'file', message: '该文件不是可读取的 XLSX 工作簿或 CSV 文件' }]);
    const mapping = await postImport(k, token, 'a,b\n1,2', `?dryRun=1&mapping=${encodeURIComponent('{"a":"nope"}')}`);
    expect([mapping.status, mapping.body.data.fields[0].field]).toEqual([400, 'mapping']);
  });

  it('shows an imported price on the storefront at once, though its answers are kept in memory', async () => {
    const memo = new Memo<CachedBody>(60_000);
    const { k: shop, token: staff } = await adminSession(db(), ['catalogue'], { memo });
    const sizesOf = async () => (await shop.call('GET', '/product/CYT-H0201')).body.data.sizes.map((s: { size: string; price: string }) => [s.size, s.price]);
    const before = await sizesOf();
    expect(memo.size).toBeGreaterThan(0);
    const [size] = before[0];
    const res = await postImport(shop, staff, csv([['Catalog number', 'Size', 'Price'], ['CYT-H0201', size, '4321.5']]));
    expect(res.body.data).toMatchObject({ applied: true, update: 1 });
    expect((await sizesOf())[0]).toEqual([size, '¥4321.50']);
  });
});
