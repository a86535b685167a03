import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { coaLots } from '../../db/schema/index.ts';
import type { LotResult } from '../../../src/contracts/admin/lots.ts';
import { A4, BRAND, INK, TOP } from './page-layout.ts';
import { drawableText } from './pdf-text.ts';

export interface CoaDocument {
  company: string;
  productName: string;
  catalogNumber: string;
  lotNumber: string;
  manufacturedOn: string;
  expiresOn: string;
  results: [test: string, specification: string, result: string, method?: string][];
  storage: string;
}

/** The certificate of a released lot: the lot's own results against the product's release tests. */
export function lotCertificate(company: string, product: { name: string; catalogNumber: string }, lot: typeof coaLots.$inferSelect, measured: LotResult[] | null = null): Promise<Uint8Array> {
  return coaPdf({
    company,
    productName: product.name,
    catalogNumber: product.catalogNumber,
    lotNumber: lot.lotNumber,
    manufacturedOn: lot.manufacturedOn,
    expiresOn: lot.expiresOn,
    results: measured ? measuredRows(measured) : [
      ['Purity', lot.purity, 'Pass'],
      ['Endotoxin', lot.endotoxin, 'Pass'],
      ['Concentration', lot.concentration, 'Pass'],
      ['Appearance', lot.appearance, 'Pass'],
    ],
    storage: '-20 °C; avoid repeated freeze-thaw cycles',
  });
}

/** The lot's measured results (server/modules/lots/lot-results.ts) as table rows: test, specification, result, method. */
const TEST_NAMES = { purity: 'Purity', endotoxin: 'Endotoxin', concentration: 'Concentration', bioactivity: 'Bioactivity' } as const;
const measuredRows = (measured: LotResult[]): CoaDocument['results'] => measured.map((r) => [TEST_NAMES[r.test], r.specification, r.value, r.method]);

/**
 * A one-page certificate of analysis (A4). English only: the standard PDF fonts have no CJK glyphs and
 * embedding a CJK font would add megabytes to every download.
 */
export async function coaPdf(doc: CoaDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Analysis ${doc.catalogNumber} ${doc.lotNumber}`);
  pdf.setAuthor(doc.company);
  pdf.setCreationDate(new Date(`${doc.manufacturedOn}T00:00:00Z`));
  const page = pdf.addPage(A4);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = TOP;
  const text = (s: string, x: number, size = 11, f = font, color = INK) => page.drawText(drawableText(f, s), { x, y, size, font: f, color });

  text(doc.company, 50, 13, bold, BRAND);
  y -= 40;
  text('Certificate of Analysis', 50, 22, bold);
  y -= 36;
  for (const [label, value] of [
    ['Product', doc.productName],
    ['Catalog number', doc.catalogNumber],
    ['Lot number', doc.lotNumber],
    ['Manufacture date', doc.manufacturedOn],
    ['Expiry date', doc.expiresOn],
  ] as const) {
    text(label, 50, 11, bold);
    text(value, 200, 11);
    y -= 20;
  }
  y -= 16;
  // With measured results the table has a fourth column, the method.
  const withMethod = doc.results.some((r) => r[3] !== undefined);
  const cols = withMethod ? [50, 140, 300, 400] : [50, 200, 380];
  (withMethod ? ['Test', 'Specification', 'Result', 'Method'] : ['Test', 'Specification', 'Result']).forEach((h, i) => text(h, cols[i]!, 11, bold, BRAND));
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.8, color: BRAND });
  y -= 18;
  for (const row of doc.results) {
    row.forEach((cell, i) => text(cell ?? '', cols[i]!, withMethod ? 9 : 10));
    y -= 18;
  }
  y -= 20;
  text(`Storage: ${doc.storage}`, 50, 10);
  y -= 40;
  text('Conclusion: the lot meets the specifications above and is released for research use.', 50, 10);
  y -= 18;
  text('Quality Assurance', 50, 10, bold);
  return pdf.save();
}
