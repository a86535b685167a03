import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { resourcePdf } from './resource-pdf.ts';

const doc = {
  company: 'Aurora Protein Sciences',
  title: 'T7 RNA Polymerase Product Manual',
  metadataTitle: 'T7 RNA聚合酶产品说明书',
  kind: 'manual' as const,
  kindLabel: 'Manual',
  publishedAt: '2024-11-08',
  fileName: 't7-rna-polymerase-manual-v3.pdf',
};

describe('resourcePdf', () => {
  it('makes a one-page PDF whose metadata carries the reader-language title and the company', async () => {
    const bytes = await resourcePdf(doc);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('T7 RNA聚合酶产品说明书');
    expect(pdf.getAuthor()).toBe('Aurora Protein Sciences');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2024-11-08T00:00:00.000Z');
  });

  it('draws a title the standard font cannot encode (CJK, ψ) and a very long one without failing', async () => {
    const odd = await resourcePdf({ ...doc, title: `N1-methyl-ψ 说明书 ${'Recombinant '.repeat(40)}` });
    expect((await PDFDocument.load(odd)).getPageCount()).toBe(1);
  });

  it('gives the same bytes for the same resource (no clock in the file)', async () => {
    expect(Buffer.from(await resourcePdf(doc)).equals(Buffer.from(await resourcePdf(doc)))).toBe(true);
  });
});
