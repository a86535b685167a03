import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import type { QuoteView } from '../../../src/contracts/quotes.ts';
import { translate } from '../../../src/i18n/create.ts';
import { BRAND, INK, LEFT, RIGHT } from '../../pdf/page-layout.ts';
import { PageCursor } from '../../pdf/page-cursor.ts';
import { resources } from '../../../src/i18n/resources.ts';
import { embedCjkFonts } from '../../pdf/cjk-font.ts';
import { wrapText } from '../../pdf/wrap-text.ts';

/** Left edges of the line table's columns: catalogue number, description, unit, quantity, price, amount. */
const COLS = [LEFT, 122, 300, 372, 410, 478] as const;

/** A Beijing calendar date (YYYY-MM-DD) as written in the language: 2026年11月25日 / 25 November 2026. */
export function writtenDate(lang: QuoteView['lang'], ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  if (lang === 'zh') return `${y}年${m}月${d}日`;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/**
 * The quote as an A4 PDF written entirely in the quote's language: company, number, date, validity, customer,
 * lines, total, terms. Drawn with Noto Sans Hans, embedded as a HarfBuzz subset of the characters the quote can
 * draw (server/pdf/font-subset.ts), whose Latin glyphs serve the English quote as well. Lines that do not fit go on to a
 * next page.
 */
export async function quotePdf(q: QuoteView, company: string): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, unknown>) => translate(q.lang, `account:quotes.document.${key}`, params);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('title', { number: q.quoteNumber }));
  pdf.setAuthor(company);
  pdf.setLanguage(q.lang === 'zh' ? 'zh-CN' : 'en-GB');
  pdf.setCreationDate(new Date(q.createdAt));
  pdf.setModificationDate(new Date(q.createdAt));
  const { font, bold } = await embedCjkFonts(pdf, charactersOf(q, company));

  const at = new PageCursor(pdf);
  const text = (s: string, x: number, size = 10, f: PDFFont = font) => at.page.drawText(s, { x, y: at.y, size, font: f, color: INK });
  const row = (s: string, size = 10, f: PDFFont = font) => {
    at.room(size * 1.5);
    text(s, LEFT, size, f);
    at.y -= size * 1.5;
  };

  at.page.drawText(company, { x: LEFT, y: at.y, size: 13, font: bold, color: BRAND });
  at.y -= 34;
  row(t('title', { number: q.quoteNumber }), 18, bold);
  row(t('date', { date: writtenDate(q.lang, beijingDate(new Date(q.createdAt))) }));
  row(t('validUntil', { date: writtenDate(q.lang, q.validUntil) }));
  row(t('customer', { customer: [q.customer.name, q.customer.company, q.customer.email].filter(Boolean).join(' / ') }));
  at.y -= 10;
  const header = () => {
    (['catalogNumber', 'description', 'unit', 'quantity', 'unitPrice', 'amount'] as const).forEach((h, i) => text(t(`columns.${h}`), COLS[i]!, 9, bold));
    at.y -= 6;
    at.page.drawLine({ start: { x: LEFT, y: at.y }, end: { x: RIGHT, y: at.y }, thickness: 0.8, color: BRAND });
    at.y -= 14;
  };
  header();
  for (const l of q.lines) {
    // A long product name wraps within its column (a quote is a contract: nothing is cut off).
    const description = wrapText(font, l.description, COLS[2] - COLS[1] - 6, 9);
    if (!at.fits(4 + 11 * description.length)) {
      at.room(Infinity);
      header();
    }
    const cells = [fit(font, l.catalogNumber, 68), description[0]!, fit(font, l.unit, 68), String(l.quantity), l.unitPrice, l.subtotal];
    cells.forEach((v, i) => {
      if (v) text(v, COLS[i]!, 9);
    });
    for (const more of description.slice(1)) {
      at.y -= 11;
      text(more, COLS[1], 9);
    }
    at.y -= 15;
  }
  at.page.drawLine({ start: { x: LEFT, y: at.y + 8 }, end: { x: RIGHT, y: at.y + 8 }, thickness: 0.5, color: BRAND });
  at.y -= 6;
  row(t('total', { total: q.total }), 12, bold);
  at.y -= 10;
  if (q.terms) {
    row(t('terms'), 10, bold);
    for (const para of q.terms.split('\n')) for (const line of wrapText(font, para, RIGHT - LEFT, 9)) row(line, 9);
  }
  at.y -= 8;
  for (const line of wrapText(font, t('researchOnly'), RIGHT - LEFT, 8)) row(line, 8);
  return pdf.save();
}

/**
 * Every character the quote may draw: its data, the company, the document's texts in its language, the written
 * dates' characters, printable ASCII (numbers, amounts, English dates) and the ellipsis of a cut cell.
 */
function charactersOf(q: QuoteView, company: string): string {
  const texts = JSON.stringify(resources[q.lang].account.quotes.document);
  let ascii = '';
  for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
  return `${JSON.stringify(q)}${company}${texts}年月日…${ascii}`;
}

/** Cuts `s` to `width` points at 9 pt, with an ellipsis (by character: Chinese has no spaces to cut at). */
function fit(font: PDFFont, s: string, width: number): string {
  let chars = Array.from(s);
  if (font.widthOfTextAtSize(s, 9) <= width) return s;
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('')}…`, 9) > width) chars = chars.slice(0, -1);
  return `${chars.join('')}…`;
}

