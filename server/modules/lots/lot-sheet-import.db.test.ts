import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { lotImportReportSchema } from '../../../src/contracts/admin/lot-sheet.ts';
import { auditLog, lots, productSizes, products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { lotResults } from './lot-results.ts';

describeEachDatabase('lots imported from a quality-control spreadsheet', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let product: { id: number; catalogNumber: string; sizes: string[] };

  const post = async (csv: string, query = '', lang: 'en' | 'zh' = 'en') => {
    const res = await k.app.request(`/api/v1/admin/lots/import${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-lang': lang, 'x-forwarded-for': k.ip, 'content-type': 'application/octet-stream' }, body: csv });
    const body = (await res.json()) as { data: unknown };
    return { status: res.status, report: res.status === 200 ? lotImportReportSchema.parse(body.data) : null, body };
  };
  const lotCount = async () => (await db().select({ id: lots.id }).from(lots).where(eq(lots.productId, product.id))).length;

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
    const [p] = await db().select({ id: products.id, catalogNumber: products.catalogNumber }).from(products).innerJoin(productSizes, eq(productSizes.productId, products.id)).orderBy(asc(products.id)).limit(1);
    const sizes = await db().select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, p!.id)).orderBy(asc(productSizes.id));
    product = { ...p!, sizes: sizes.map((s) => s.size) };
  });

  it('checks every cell first, refuses the whole file for one bad cell, then releases every lot with its results, audited', async () => {
    const [size] = product.sizes;
    const cat = product.catalogNumber.toLowerCase();
    const good = [
      'Catalog number,Size,Lot,Made on,Expires on,Units released,Test,Specification,Result,Method',
      `${cat},${size},qc-2611a,2026-11-01,2028-11-01,40,Purity,> 95%,98.2%,SDS-PAGE`,
      `${cat},${size},qc-2611a,2026-11-01,2028-11-01,40,endotoxin,< 0.1 EU/µg,0.02 EU/µg,LAL`,
      `${cat},${size},QC-2611B,2026-11-10,2028-11-10,25,,,,`,
    ];
    const before = await lotCount();

    // A lot's rows that disagree, an unknown size and a bad date: each named by row and column, nothing written.
    const bad = [...good, `${cat},${size},qc-2611a,2026-11-02,2028-11-01,40,concentration,0.5 mg/ml,0.52 mg/ml,A280`, `${cat},99 kg,QC-X,2026-11-01,2028-11-01,1,,,,`, `${cat},${size},QC-Y,2026-13-40,2028-11-01,1,,,,`];
    const refused = await post(bad.join('\n'));
    expect(refused.report!.errors.map((e) => [e.row, e.column])).toEqual([[5, 'madeOn'], [6, 'size'], [7, 'madeOn']]);
    expect(refused.report!.errors[0]!.message).toContain('2026-11-02');
    expect(refused.report!.applied).toBe(false);
    expect(await lotCount()).toBe(before);

    // A dry run lists the lots and writes nothing.
    const dry = await post(good.join('\n'), '?dryRun=1');
    expect(dry.report).toMatchObject({ dryRun: true, applied: false, errors: [] });
    expect(dry.report!.lots.map((l) => [l.lotNumber, l.quantityReleased, l.tests])).toEqual([['QC-2611A', 40, ['purity', 'endotoxin']], ['QC-2611B', 25, []]]);
    expect(await lotCount()).toBe(before);

    const done = await post(good.join('\n'));
    expect(done.report).toMatchObject({ applied: true, errors: [] });
    expect(await lotCount()).toBe(before + 2);
    expect(await lotResults(db(), product.id, 'qc-2611a')).toEqual([
      { test: 'purity', specification: '> 95%', value: '98.2%', method: 'SDS-PAGE' },
      { test: 'endotoxin', specification: '< 0.1 EU/µg', value: '0.02 EU/µg', method: 'LAL' },
    ]);
    // The lot's certificate is listed on the product page and drawn with the measured values, in the reader's language.
    const listed = (await (await k.app.request(`/api/v1/product/${product.catalogNumber}/documents`, { headers: { 'x-lang': 'zh' } })).json()).data as { kind: string; lot: string | null; lang: string }[];
    expect(listed.filter((d) => d.lot === 'QC-2611A').map((d) => [d.kind, d.lang])).toEqual([['coa', 'zh']]);
    const coa = await k.app.request(`/api/v1/coa/${cat}/qc-2611a?lang=zh`);
    expect(coa.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await coa.arrayBuffer()));
    expect(text).toContain('98.2%');
    expect(text).toContain('QC-2611A');
    const audits = await db().select({ key: auditLog.entityKey }).from(auditLog).where(and(eq(auditLog.entity, 'lot'), eq(auditLog.action, 'release')));
    expect(audits.map((a) => a.key)).toEqual(expect.arrayContaining([`${product.catalogNumber} QC-2611A ${size}`, `${product.catalogNumber} QC-2611B ${size}`]));

    // The same file again: both lots are already released in that size; Chinese headers and test names, Chinese messages.
    const zh = ['货号,规格,批号,生产日期,有效期至,放行数量,检测项目,标准,结果,方法', `${cat},${size},QC-2611A,2026-11-01,2028-11-01,40,纯度,> 95%,98.2%,SDS-PAGE`, `${cat},${size},QC-2611C,2026-11-01,2028-11-01,5,外观,,,`].join('\n');
    const again = await post(zh, '?dryRun=1', 'zh');
    expect(again.report!.errors.map((e) => [e.row, e.column])).toEqual([[2, 'lotNumber'], [3, 'test']]);
    expect(again.report!.errors[1]!.message).toContain('不是放行检测项目');

    // A sheet without the lot columns is refused as a whole, naming the missing header; an empty body names the file.
    expect((await post('Lot,Test\nA,purity')).report!.errors.map((e) => e.column)).toEqual(['catalogNumber', 'size', 'madeOn', 'expiresOn', 'quantityReleased']);
    const empty = await post('');
    expect(empty.status).toBe(400);
  });
});
