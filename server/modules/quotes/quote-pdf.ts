import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { QuoteView } from '../../../src/contracts/quotes.ts';

/**
 * The quote as a one-page A4 PDF: number, date, validity, customer, lines, total and terms. Page text is
 * English, as for the resource PDFs (server/modules/resources/resource-pdf.ts): the standard PDF fonts have no
 * CJK glyphs and embedding a CJK font would add megabytes; the metadata title is in the quote's language.
 * `englishNames` gives the English catalogue name of a line whose description is in Chinese.
 */
export async function quotePdf(q: QuoteView, company: string, englishNames: Map<string, string>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(q.lang === 'zh' ? `报价单 ${q.quoteNumber}` : `Quotation ${q.quoteNumber}`);
  pdf.setAuthor(company);
  // The quote's own date keeps the bytes the same on every download.
  pdf.setCreationDate(new Date(q.createdAt));
  pdf.setModificationDate(new Date(q.createdAt));
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.043, 0.431, 0.6);
  const left = 50;
  let y = 780;
  const text = (s: string, x: number, size = 10, f: PDFFont = font, p: PDFPage = page) => p.drawText(drawable(f, s), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const row = (s: string, size = 10, f: PDFFont = font) => {
    text(s, left, size, f);
    y -= size * 1.5;
  };

  page.drawText(drawable(bold, company), { x: left, y, size: 13, font: bold, color: brand });
  y -= 34;
  row(`QUOTATION ${q.quoteNumber}`, 18, bold);
  row(`Date: ${q.createdAt.slice(0, 10)}`);
  row(`Valid until: ${q.validUntil} (Beijing time)`);
  row(`Customer: ${[q.customer.name, q.customer.company, q.customer.email].filter(Boolean).join(' / ')}`);
  y -= 10;
  const cols = [left, 130, 360, 410, 480];
  ['Cat. No.', 'Description', 'Qty', 'Unit (CNY)', 'Amount (CNY)'].forEach((h, i) => text(h, cols[i]!, 9, bold));
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: 545, y }, thickness: 0.8, color: brand });
  y -= 14;
  for (const l of q.lines) {
    const description = /[^\u0000-\u024f]/.test(l.description) ? (englishNames.get(l.catalogNumber) ?? l.description) : l.description;
    [l.catalogNumber, fit(font, description, 220), String(l.quantity), l.unitPrice, l.subtotal].forEach((v, i) => text(v, cols[i]!, 9));
    y -= 15;
  }
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.5, color: brand });
  y -= 6;
  row(`Total: CNY ${q.total}`, 12, bold);
  y -= 10;
  if (q.terms) {
    row('Terms', 10, bold);
    for (const line of q.terms.split('\n')) row(fit(font, line, 495), 9);
  }
  y -= 8;
  row('For research use only. Not for use in diagnostic or therapeutic procedures.', 8);
  return pdf.save();
}

/** Characters the standard font cannot encode (no CJK in WinAnsi) become '?' instead of throwing. */
function drawable(font: PDFFont, s: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(s, (ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Cuts `s` to `width` points at 9 pt, with an ellipsis. */
function fit(font: PDFFont, s: string, width: number): string {
  let out = drawable(font, s);
  while (out.length > 1 && font.widthOfTextAtSize(out, 9) > width) out = out.slice(0, -2) + '…';
  return out;
}
