import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { QuoteView } from '../../../src/contracts/quotes.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { quotePdf } from './quote-pdf.ts';

const quote: QuoteView = {
  id: 1,
  quoteNumber: 'Q-2026-000123',
  lang: 'zh',
  status: 'sent',
  validUntil: '2026-12-31',
  terms: '付款方式：款到发货。价格含税（增值税 13%），含运费。',
  createdAt: '2026-11-25T08:00:00Z',
  sentAt: '2026-11-25T08:00:00Z',
  acceptedAt: null,
  orderId: null,
  enquiryId: 1,
  customer: { id: 1, name: '李明', email: 'li@example.edu.cn', company: '复旦大学' },
  lines: [
    { catalogNumber: 'CYT-H0201', description: '重组人白介素-2蛋白（HEK293 表达）', unit: '100 µg', quantity: 2, unitPrice: '1280.00', subtotal: '2560.00' },
    { catalogNumber: '', description: '定制生物素偶联服务', unit: '次', quantity: 1, unitPrice: '3000.00', subtotal: '3000.00' },
  ],
  total: '5560.00',
};

/** The font programs a PDF embeds (FontFile2 / FontFile3 streams), parsed. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts = [];
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor') continue;
    const file = obj.lookup(PDFName.of('FontFile3')) ?? obj.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream) fonts.push(fontkit.create(Buffer.from(decodePDFRawStream(file).decode())));
  }
  return fonts;
}

describe('quote PDF fonts', () => {
  it('embeds, for every Chinese character drawn, a glyph with an outline, in a small subset', async () => {
    const bytes = await quotePdf(quote, '极光生物科技有限公司');
    const text = await pdfText(bytes);
    expect(text).toContain('报价单 Q-2026-000123');
    expect(text).toContain('重组人白介素-2蛋白');
    const drawn = [...new Set(Array.from(text).filter((ch) => /\p{Script=Han}/u.test(ch)))];
    expect(drawn.length).toBeGreaterThan(40);
    const fonts = await embeddedFonts(bytes);
    expect(fonts.length).toBe(2); // regular and bold
    // A viewer shows a blank where the embedded program has no outline for the glyph (what pdf-lib's own
    // subsetting did to Noto Sans CJK), even though the text still extracts.
    const regular = fonts.find((f) => !/bold/i.test(f.postscriptName ?? ''))!;
    const outline = (ch: string) => (regular.glyphForCodePoint(ch.codePointAt(0)!).path as unknown as { commands: unknown[] }).commands.length;
    const blank = drawn.filter((ch) => outline(ch) === 0);
    expect(blank).toEqual([]);
    expect(bytes.length).toBeLessThan(200_000);
  });
});
