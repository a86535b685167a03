import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INFLATE_BUDGET_BYTES, pdfContentProblem } from '../../security/pdf-content.ts';
import { flateObjectStream, handMadePdf, stream } from '../../security/pdf-content.test-kit.ts';
import { quotePdf } from '../quotes/quote-pdf.ts';
import { resourcePdf } from '../resources/resource-pdf.ts';
import { lotCertificate } from './coa-pdf.ts';
import { datasheetPdf, sdsPdf } from './demo-pdfs.ts';
import { SAMPLE_FACTS as facts, samplePdf } from './documents.test-kit.ts';
import { pdfUploadProblem } from './pdf-check.ts';

const SCRIPT_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('the upload check of a product document (content scan, then pdf-lib parse and its objects)', () => {
  it('accepts every PDF the server draws itself (datasheet, SDS, COA, quote, resource) and a plain hand-written one', async () => {
    const drawn = {
      datasheet: await datasheetPdf(facts),
      sds: await sdsPdf(facts),
      coa: await lotCertificate(facts, { lotNumber: 'L2025-0001', manufacturedOn: '2025-06-02', expiresOn: '2027-06-02' }, [{ test: 'purity', specification: '> 95 %', result: '97 %', method: 'SDS-PAGE' }]),
      quote: await quotePdf(
        { id: 1, quoteNumber: 'Q-2026-000123', lang: 'zh', status: 'sent', validUntil: '2026-12-31', terms: '款到发货', createdAt: '2026-11-25T08:00:00Z', sentAt: null, acceptedAt: null, orderId: null, enquiryId: 1, customer: { id: 1, name: '李明', email: 'li@example.edu.cn', company: '复旦大学' }, lines: [{ catalogNumber: 'CYT-H0201', description: '重组人白介素-2蛋白', unit: '100 µg', quantity: 2, unitPrice: '1280.00', subtotal: '2560.00' }], total: '2560.00' },
        '极光生物科技有限公司',
      ),
      resource: await resourcePdf({ company: facts.company, title: 'T7 RNA Polymerase Product Manual', metadataTitle: 'T7 RNA聚合酶产品说明书', kind: 'manual', kindLabel: 'Manual', publishedAt: '2024-11-08', fileName: 't7.pdf' }),
      sample: await samplePdf('COA', 3),
      handMade: handMadePdf(),
    };
    for (const [what, bytes] of Object.entries(drawn)) expect(await pdfUploadProblem(bytes), what).toBeNull();
  });

  it('refuses what does not parse as a PDF with pages, and what the content scan refuses', async () => {
    expect(await pdfUploadProblem(new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all'))).toBe('notPdf');
    expect(await pdfUploadProblem(handMadePdf({ catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' }))).toBe('launch');
  });

  it("finds in the parsed objects what the byte scan cannot: an object stream in another filter (ASCIIHex), or past the inflate budget", async () => {
    const hex = Buffer.from(`5 0\n${SCRIPT_ACTION}\n`, 'latin1').toString('hex') + '>';
    const inHex = handMadePdf({ catalog: '/OpenAction 5 0 R', objects: [stream('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', hex)] });
    expect(await pdfContentProblem(inHex)).toBeNull();
    expect(await pdfUploadProblem(inHex)).toBe('javascript');
    const bomb = deflateSync(Buffer.alloc(INFLATE_BUDGET_BYTES + 1024 * 1024));
    const pastBudget = handMadePdf({ catalog: '/OpenAction 6 0 R', objects: [stream('/Filter /FlateDecode', bomb), flateObjectStream({ 6: SCRIPT_ACTION })] });
    expect(await pdfContentProblem(pastBudget)).toBeNull();
    expect(await pdfUploadProblem(pastBudget)).toBe('javascript');
  });
});
