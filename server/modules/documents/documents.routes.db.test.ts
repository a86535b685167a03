import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { publicDocumentListSchema } from '../../../src/contracts/documents.ts';
import { documents, products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';

describeEachDatabase('public product documents: what is on file, COA by lot, datasheet and SDS downloads', (database) => {
  const app = () => testApp(database().db);
  const get = (path: string, headers: Record<string, string> = {}) => app().request(`/api/v1${path}`, { headers });
  let list: ReturnType<typeof publicDocumentListSchema.parse>;

  beforeAll(async () => {
    const res = await get('/product/CYT-H0101/documents');
    expect(res.status).toBe(200);
    list = publicDocumentListSchema.parse((await res.json()).data);
  });

  it('lists a datasheet, an SDS and two COA lots with issue dates for a demo product, exposing no ids or uploaders', async () => {
    expect(list.map((d) => d.kind)).toEqual(['datasheet', 'sds', 'coa', 'coa']);
    const lots = list.filter((d) => d.kind === 'coa');
    expect(lots.every((d) => /^L\d{10}$/.test(d.lot!) && /^\d{4}-\d{2}-\d{2}$/.test(d.issuedOn!))).toBe(true);
    // Newest certificate first.
    expect(lots[0]!.issuedOn! > lots[1]!.issuedOn!).toBe(true);
    expect(list.every((d) => d.sizeBytes > 1000 && d.url.startsWith('/api/v1/') && /[?&]v=[0-9a-f]{16}$/.test(d.url))).toBe(true);
  });

  it('serves the demo datasheet as a multi-page PDF drawn from the product data, as an attachment cached for good', async () => {
    const sheet = list.find((d) => d.kind === 'datasheet')!;
    const res = await app().request(sheet.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Datasheet-CYT-H0101.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(sheet.sizeBytes);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getTitle()).toBe('Datasheet CYT-H0101 Recombinant Human IL-1α Protein');
    const sds = await get('/product/CYT-H0101/documents/sds');
    expect(sds.status).toBe(200);
    expect(sds.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('downloads a COA by lot with its SHA-256 as ETag, and answers 304 to it', async () => {
    const coa = list.find((d) => d.kind === 'coa')!;
    const res = await get(`/coa/CYT-H0101/${coa.lot}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${coa.fileName}"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // The English certificate: the listing and the download are in the request's language.
    const [row] = await database().db.select({ sha256: documents.sha256 }).from(documents).where(and(eq(documents.lot, coa.lot!), eq(documents.lang, 'en')));
    expect(res.headers.get('etag')).toBe(`"${row!.sha256}"`);
    const again = await get(`/coa/cyt-h0101/${coa.lot!.toLowerCase()}`, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers an unknown lot with 404 and a clear message in either language', async () => {
    const en = await get('/coa/CYT-H0101/L1999000000');
    expect(en.status).toBe(404);
    const body = await en.json();
    expect(body.code).toBe('E0404');
    expect(body.msg).toBe('No certificate of analysis is on file for lot L1999000000 of CYT-H0101. Please check the lot number on the vial, or request the certificate with the COA form.');
    const zh = await (await get('/coa/CYT-H0101/L1999000000', { 'x-lang': 'zh' })).json();
    expect(zh.msg).toBe('货号 CYT-H0101 的批号 L1999000000 暂无质检报告（COA）。请核对试剂瓶上的批号，或通过COA申请表索取。');
    expect(zh.data.fields[0].field).toBe('lot');
  });

  it('refuses malformed input with 400 naming the field, and an unknown product with 404', async () => {
    const bad = await (await get('/coa/CYT-H0101/bad%20lot!')).json();
    expect(bad.code).toBe('E0400');
    expect(bad.data.fields[0].field).toBe('lot');
    const kind = await (await get('/product/CYT-H0101/documents/coa')).json();
    expect(kind.data.fields[0].field).toBe('kind');
    const none = await get('/product/NOPE-0000/documents');
    expect(none.status).toBe(404);
    expect((await none.json()).msg).toBe('There is no product with catalog number NOPE-0000');
  });

  it('draws a demo file once: the stored row keeps its hash and size for every later reader', async () => {
    const [p] = await database().db.select({ id: products.id }).from(products).where(eq(products.catalogNumber, 'CYT-H0101'));
    const rows = await database().db.select().from(documents).where(eq(documents.productId, p!.id));
    // Every English document was read above (drawn once, then kept); the Chinese ones wait for a Chinese reader.
    const english = rows.filter((r) => r.lang === 'en');
    expect(english.length).toBeGreaterThan(2);
    expect(english.every((r) => r.sha256 !== null && r.sizeBytes !== null)).toBe(true);
    expect(rows.filter((r) => r.lang === 'zh').every((r) => r.sha256 === null)).toBe(true);
    const second = publicDocumentListSchema.parse((await (await get('/product/CYT-H0101/documents')).json()).data);
    expect(second).toEqual(list);
  });
});
