import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { coaRequests, lots, outbox, products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { SETUP_ACTOR } from '../admin/admin.test-kit.ts';
import { databaseDocumentStore } from '../../storage/document-store.ts';
import { saveDocument } from '../documents/documents.changes.ts';
import { samplePdf } from '../documents/documents.test-kit.ts';

describeEachDatabase('COA requests and downloads', (database) => {
  const app = () => testApp(database().db);
  let lot: { catalogNumber: string; lotNumber: string };
  beforeAll(async () => {
    const [first] = await database()
      .db.select({ catalogNumber: products.catalogNumber, lotNumber: lots.lotNumber })
      .from(lots)
      .innerJoin(products, eq(products.id, lots.productId))
      .orderBy(asc(lots.id))
      .limit(1);
    lot = first!;
  });
  const request = (submissionId: string, extra: Record<string, unknown> = {}) => ({
    submissionId, name: 'Li Ming', catalogNumbers: `${lot.catalogNumber}; NOPE-0000`, lotNumber: lot.lotNumber, unit: 'Fudan University',
    department: 'Immunology', email: 'li@example.edu.cn', phone: '13812345678', suggestions: '', consentToContact: true, areaId: 1, industryId: 1, ...extra,
  });
  const post = (body: unknown, lang = 'en') =>
    app().request('/api/v1/coa', { method: 'POST', headers: { 'content-type': 'application/json', 'x-lang': lang }, body: JSON.stringify(body) });

  it('answers a download for the lot on file, keeps the request, and lists what is missing', async () => {
    const res = await post(request('coa-ok-0001'));
    const body = await res.json();
    expect(body.code).toBe('E0001');
    expect(body.data.missing).toEqual(['NOPE-0000']);
    expect(body.data.certificates).toHaveLength(1);
    const pdf = await app().request(body.data.certificates[0].url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.headers.get('content-disposition')).toContain(lot.lotNumber);
    const stored = await database().db.select().from(coaRequests).where(eq(coaRequests.submissionId, 'coa-ok-0001'));
    expect(stored).toHaveLength(1);
    // Only the token's hash is stored.
    expect(stored[0]!.downloadTokenHash).not.toContain(body.data.certificates[0].url.split('/')[5]);
    const notices = await database().db.select({ n: count() }).from(outbox).where(eq(outbox.subject, `COA request ${request('x').catalogNumbers} lot ${lot.lotNumber} from Li Ming`));
    expect(notices[0]!.n).toBe(1);
  });

  it('refuses a made-up token and a catalog number that was not asked', async () => {
    const body = await (await post(request('coa-scope-0001'))).json();
    const token = body.data.certificates[0].url.split('/')[5];
    expect((await app().request(`/api/v1/coa/file/${'A'.repeat(43)}/${lot.catalogNumber}`)).status).toBe(404);
    expect((await app().request(`/api/v1/coa/file/${token}/CYT-H0201`)).status).toBe(404);
    expect((await app().request(`/api/v1/coa/file/../etc/passwd`)).status).toBe(404);
  });

  it('stores an unknown lot for staff without a download', async () => {
    const body = await (await post(request('coa-none-0001', { lotNumber: 'L1999XXXX' }))).json();
    expect(body.data).toEqual({ certificates: [], missing: [lot.catalogNumber, 'NOPE-0000'] });
    const [row] = await database().db.select().from(coaRequests).where(eq(coaRequests.submissionId, 'coa-none-0001'));
    expect(row!.downloadTokenHash).toBeNull();
  });

  it('answers a certificate staff uploaded for a lot without released values with its public address', async () => {
    const deps = { db: database().db, now: () => new Date(), store: databaseDocumentStore };
    const bytes = await samplePdf('uploaded certificate');
    await saveDocument(deps, SETUP_ACTOR, { catalogNumber: lot.catalogNumber, kind: 'coa', lot: 'LUP-0001', issuedOn: '2026-11-01', lang: undefined }, bytes);
    const body = await (await post(request('coa-filed-0001', { lotNumber: 'lup-0001' }))).json();
    expect(body.data).toEqual({
      certificates: [{ catalogNumber: lot.catalogNumber, lotNumber: 'LUP-0001', url: `/api/v1/coa/${lot.catalogNumber}/LUP-0001` }],
      missing: ['NOPE-0000'],
    });
    const pdf = await app().request(body.data.certificates[0].url);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(bytes);
  });

  it('keeps one row for a retried submit and names bad fields', async () => {
    await Promise.all([post(request('coa-dbl-0001')), post(request('coa-dbl-0001'))]);
    const rows = await database().db.select({ n: count() }).from(coaRequests).where(eq(coaRequests.submissionId, 'coa-dbl-0001'));
    expect(rows[0]!.n).toBe(1);
    const bad = await (await post(request('coa-bad-0001', { catalogNumbers: 'bad number!', areaId: 0 }), 'zh')).json();
    expect(bad.data.fields).toEqual([
      { field: 'catalogNumbers', message: '请输入最多10个货号，用分号分隔' },
      { field: 'areaId', message: '请选择省份' },
    ]);
  });
});
