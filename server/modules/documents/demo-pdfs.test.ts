import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { datasheetPdf, sdsPdf, type ProductFacts } from './demo-pdfs.ts';
import { isReadablePdf } from './pdf-check.ts';

const facts: ProductFacts = {
  company: 'Aurora Protein Sciences',
  catalogNumber: 'CYT-H0101',
  name: 'Recombinant Human IL-1α Protein',
  description: 'Recombinant Human IL-1α Protein is expressed in E. coli without a tag; 重组人白介素-1α蛋白.',
  category: 'Interleukins',
  species: 'Human',
  tag: 'Tag free',
  target: 'IL-1α',
  coupling: null,
  expressionSystem: 'E. coli',
  sizes: ['10 µg', '50 µg'],
  troubleshooting: 'Q: Activity is lower than expected.\nA: Avoid repeated freeze-thaw cycles.',
  issuedOn: '2025-06-02',
};

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
