import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, documentFiles, documents } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { createHash } from 'node:crypto';
import { handMadePdf } from '../../security/pdf-content.test-kit.ts';
import { PNG_BYTES, samplePdf, upload } from './documents.test-kit.ts';

describeEachDatabase('product documents in the back office (permission catalogue), checked by content and audited', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let catalogue: string;
  let content: string;
  const coa = { catalogNumber: 'cyt-h0101', kind: 'coa', lot: 'l2026-test1', issuedOn: '2026-11-02' };
  const auditRows = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityKey, key)));

  beforeAll(async () => {
    ({ k, token: catalogue } = await adminSession(db(), ['catalogue']));
    content = (await k.newStaff(['content'])).token;
  });

  it('refuses a visitor (401), a customer (401) and staff without the catalogue permission (403), writing nothing', async () => {
    const pdf = { bytes: await samplePdf('COA'), name: 'coa.pdf' };
    expect((await upload(k, undefined, coa, pdf)).status).toBe(401);
    expect((await upload(k, await k.customerToken(), coa, pdf)).status).toBe(401);
    expect((await upload(k, content, coa, pdf)).status).toBe(403);
    expect((await k.call('GET', '/admin/documents', { token: content })).status).toBe(403);
    expect(await db().select().from(documents).where(eq(documents.lot, 'L2026-TEST1'))).toEqual([]);
  });

  it('stores a COA upload with one audit row in its transaction; the public list and the download show it', async () => {
    const bytes = await samplePdf('Certificate', 2);
    const res = await upload(k, catalogue, coa, { bytes, name: 'whatever.pdf' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ catalogNumber: 'CYT-H0101', kind: 'coa', lot: 'L2026-TEST1', issuedOn: '2026-11-02', fileName: 'COA-CYT-H0101-L2026-TEST1.pdf', sizeBytes: bytes.length, source: 'upload' });
    const rows = await auditRows('CYT-H0101 coa L2026-TEST1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', before: null, after: { kind: 'coa', lot: 'L2026-TEST1', sizeBytes: bytes.length, sha256: res.body.data.sha256 } });
    const list = await k.call('GET', '/product/CYT-H0101/documents');
    const listed = list.body.data.find((d: { lot: string | null }) => d.lot === 'L2026-TEST1');
    expect(listed).toEqual({ kind: 'coa', lot: 'L2026-TEST1', issuedOn: '2026-11-02', lang: null, fileName: 'COA-CYT-H0101-L2026-TEST1.pdf', sizeBytes: bytes.length, url: `/api/v1/coa/CYT-H0101/L2026-TEST1?v=${res.body.data.sha256.slice(0, 16)}` });
    const file = await k.app.request(listed.url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('replaces the file of the same lot (audited as replace) and forgets the old bytes', async () => {
    const [old] = await db().select().from(documents).where(eq(documents.lot, 'L2026-TEST1'));
    const res = await upload(k, catalogue, { ...coa, issuedOn: '2026-11-09' }, { bytes: await samplePdf('Corrected'), name: 'fixed.pdf' });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(old!.id);
    const rows = await auditRows('CYT-H0101 coa L2026-TEST1');
    expect(rows.map((r) => r.action)).toEqual(['create', 'replace']);
    expect(await db().select({ s: documentFiles.sha256 }).from(documentFiles).where(eq(documentFiles.sha256, old!.sha256!))).toEqual([]);
  });

  it('refuses a disguised file, a broken PDF, a missing file and a COA without its lot, naming the field in the request language', async () => {
    const png = await upload(k, catalogue, { ...coa, lot: 'L-PNG' }, { bytes: PNG_BYTES, name: 'coa.pdf', type: 'application/pdf' });
    expect(png.status).toBe(400);
    expect(png.body.data.fields).toEqual([{ field: 'file', message: 'The file is not a readable PDF (it is checked by its content, not its name)' }]);
    const fake = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all');
    const zh = await upload(k, catalogue, { ...coa, lot: 'L-FAKE' }, { bytes: fake, name: 'coa.pdf' }, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.data.fields).toEqual([{ field: 'file', message: '该文件不是可读取的PDF（按文件内容检查，而非文件名）' }]);
    const none = await upload(k, catalogue, coa);
    expect(none.body.data.fields).toEqual([{ field: 'file', message: 'Please choose the PDF file to upload (form field “file”)' }]);
    const noLot = await upload(k, catalogue, { catalogNumber: 'CYT-H0101', kind: 'coa' }, { bytes: await samplePdf('x'), name: 'x.pdf' });
    expect(noLot.body.data.fields).toEqual([
      { field: 'lot', message: 'A certificate of analysis needs its lot number' },
      { field: 'issuedOn', message: 'A certificate of analysis needs its issue date' },
    ]);
    const unknown = await upload(k, catalogue, { ...coa, catalogNumber: 'NOPE-0000' }, { bytes: await samplePdf('x'), name: 'x.pdf' });
    expect(unknown.body.data.fields).toEqual([{ field: 'catalogNumber', message: 'There is no product with this catalog number' }]);
    expect(await db().select().from(documents).where(eq(documents.lot, 'L-PNG'))).toEqual([]);
    expect(await auditRows('CYT-H0101 coa L-PNG')).toEqual([]);
  });

  it('refuses a PDF carrying JavaScript, a launch action, an embedded file or HTML (400 naming the file, saying why in EN and 中文), writing nothing', async () => {
    const script = handMadePdf({ catalog: '/OpenAction << /S /J#61vaScript /JS (app.alert\\(1\\)) >>' });
    const launch = handMadePdf({ catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' });
    const embedded = handMadePdf({ catalog: '/Names << /EmbeddedFiles << /Names [(a.txt) << /Type /Filespec /F (a.txt) >>] >> >>' });
    const polyglot = Buffer.concat([Buffer.from('<html><script>alert(document.domain)</script></html>\n'), handMadePdf()]);
    const cases = [
      [script, 'The PDF file contains JavaScript, which documents may not carry', '该PDF文件含有JavaScript，文档中不允许'],
      [launch, 'The PDF file contains a launch action (it would open another program or file), which documents may not carry', '该PDF文件含有启动操作（会打开其他程序或文件），文档中不允许'],
      [embedded, 'The PDF file has other files embedded in it, which documents may not carry', '该PDF文件内嵌了其他文件，文档中不允许'],
      [polyglot, 'The PDF file is not a plain PDF (it does not start with “%PDF-”: something else comes before the PDF)', '该PDF文件不是纯PDF（开头不是“%PDF-”：PDF之前还有其他内容）'],
    ] as const;
    for (const [bytes, en, zh] of cases) {
      for (const [lang, message] of [['en', en], ['zh', zh]] as const) {
        const res = await upload(k, catalogue, { ...coa, lot: 'L-REFUSED' }, { bytes, name: 'coa.pdf' }, lang);
        expect([res.status, res.body.code], message).toEqual([400, 'E0400']);
        expect(res.body.data.fields).toEqual([{ field: 'file', message }]);
        expect(res.body.msg).toContain(message);
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(await db().select({ s: documentFiles.sha256 }).from(documentFiles).where(eq(documentFiles.sha256, sha256))).toEqual([]);
    }
    expect(await db().select().from(documents).where(eq(documents.lot, 'L-REFUSED'))).toEqual([]);
    expect(await auditRows('CYT-H0101 coa L-REFUSED')).toEqual([]);
    // The same hand-written PDF without them is kept (and removed again, for the list below).
    const plain = await upload(k, catalogue, { ...coa, lot: 'L-PLAIN' }, { bytes: handMadePdf(), name: 'coa.pdf' });
    expect(plain.status).toBe(200);
    expect((await k.call('DELETE', `/admin/documents/${plain.body.data.id}`, { token: catalogue })).status).toBe(200);
  });

  it('refuses a file over the size cap with 413 naming the file', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await upload(k, catalogue, coa, { bytes: big, name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.data.fields).toEqual([{ field: 'file', message: 'The file is larger than 20 MB' }]);
  });

  it('lists documents filtered by catalog number and kind, and deletes one with an audit row', async () => {
    const list = await k.call('GET', '/admin/documents?catalogNumber=cyt-h0101&kind=coa', { token: catalogue });
    expect(list.status).toBe(200);
    // The uploaded certificate (any language) and the two demo lots of the product, each drawn in English and Chinese.
    expect(list.body.data.list.map((d: { kind: string; source: string; catalogNumber: string; lang: string | null }) => [d.catalogNumber, d.kind, d.source, d.lang ?? '']).sort()).toEqual([
      ['CYT-H0101', 'coa', 'demo', 'en'],
      ['CYT-H0101', 'coa', 'demo', 'en'],
      ['CYT-H0101', 'coa', 'demo', 'zh'],
      ['CYT-H0101', 'coa', 'demo', 'zh'],
      ['CYT-H0101', 'coa', 'upload', ''],
    ]);
    const mine = list.body.data.list.find((d: { lot: string }) => d.lot === 'L2026-TEST1');
    const gone = await k.call('DELETE', `/admin/documents/${mine.id}`, { token: catalogue });
    expect(gone.status).toBe(200);
    expect((await auditRows('CYT-H0101 coa L2026-TEST1')).map((r) => r.action)).toEqual(['create', 'replace', 'delete']);
    expect((await k.call('GET', '/coa/CYT-H0101/L2026-TEST1')).status).toBe(404);
    expect((await k.call('DELETE', `/admin/documents/${mine.id}`, { token: catalogue })).status).toBe(404);
  });
});
