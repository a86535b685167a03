import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { datasheetPdf, sdsPdf } from './demo-pdfs.ts';
import { SAMPLE_FACTS as facts } from './documents.test-kit.ts';
import { isReadablePdf } from './pdf-check.ts';

describe('demo documents drawn from product data', () => {
  it('draws the same bytes every time (two processes drawing one file store one hash)', async () => {
    expect(Buffer.from(await datasheetPdf(facts)).equals(Buffer.from(await datasheetPdf(facts)))).toBe(true);
    expect(Buffer.from(await sdsPdf(facts)).equals(Buffer.from(await sdsPdf(facts)))).toBe(true);
  });

  it('draws a datasheet of at least two pages and an SDS, both passing the upload check, with Greek and CJK text', async () => {
    const sheet = await datasheetPdf(facts);
    expect(await isReadablePdf(sheet)).toBe(true);
    expect((await PDFDocument.load(sheet)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect(await isReadablePdf(await sdsPdf(facts))).toBe(true);
  });

  it('refuses what is not a PDF by content', async () => {
    expect(await isReadablePdf(new TextEncoder().encode('%PDF-1.4 but nothing else'))).toBe(false);
    expect(await isReadablePdf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(await isReadablePdf(new Uint8Array())).toBe(false);
  });
});
