import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Lang } from '../../../src/contracts/lang.ts';
import { embedCjkFonts } from '../../pdf/cjk-font.ts';
import { A4, BRAND, GREY, INK, LEFT, TOP, WIDTH } from '../../pdf/page-layout.ts';

/** Above the running footer. */
const BOTTOM = 70;

/** Printable ASCII: numbers, units and Latin names every document may draw. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

export interface WriterMeta {
  title: string;
  author: string;
  subject: string;
  /** YYYY-MM-DD: fixes the metadata dates, so the same input always gives the same bytes. */
  date: string;
  lang: Lang;
  footer: string;
  /** "Page 1 of 3" in the document's language. */
  pageLabel: (page: number, pages: number) => string;
}

/**
 * A flowing A4 document in English or Chinese, drawn with Noto Sans Hans (Chinese, Latin and Greek glyphs) embedded as
 * a HarfBuzz subset of the characters it draws, as the quote does (server/modules/quotes/quote-pdf.ts). Text wraps (at a
 * space, else between characters: Chinese has no spaces), a new page starts when one is full, and every page gets a
 * running footer with its number.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = TOP;
  /** The size of the last line drawn on this page (0 at its top): a larger line after it starts lower. */
  private lastSize = 0;
  private readonly pages: PDFPage[] = [];
  private font!: PDFFont;
  private bold!: PDFFont;
  /**
   * What the document draws, replayed by `save` once the fonts are embedded: the font keeps only the characters
   * drawn (a smaller font is much faster to write, and the file smaller).
   */
  private readonly ops: (() => void)[] = [];
  private drawn = '';

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly meta: WriterMeta,
  ) {
    this.ops.push(() => this.startPage());
  }

  static async create(meta: WriterMeta) {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setProducer(meta.author);
    pdf.setCreator(meta.author);
    pdf.setLanguage(meta.lang === 'zh' ? 'zh-CN' : 'en-GB');
    const at = new Date(`${meta.date}T00:00:00Z`);
    pdf.setCreationDate(at);
    pdf.setModificationDate(at);
    return new PdfWriter(pdf, meta);
  }

  private record(texts: readonly string[], op: () => void) {
    this.drawn += texts.join('');
    this.ops.push(op);
  }

  newPage() {
    this.ops.push(() => this.startPage());
  }

  private startPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
    this.lastSize = 0;
  }

  private readonly widths = new Map<PDFFont, Map<string, number>>();

  /** A character's advance at size 1, measured once (measuring every prefix of a paragraph made wrapping quadratic). */
  private charWidth(font: PDFFont, ch: string): number {
    let known = this.widths.get(font);
    if (!known) this.widths.set(font, (known = new Map()));
    let w = known.get(ch);
    if (w === undefined) known.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
    return w;
  }

  private textWidth(font: PDFFont, text: string): number {
    return Array.from(text).reduce((sum, ch) => sum + this.charWidth(font, ch), 0);
  }

  /** Lines of at most `width` points: each paragraph ('\n') apart, broken at a space when the line has one, else between characters. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return text.split('\n').flatMap((para) => {
      const lines: string[] = [];
      let line = '';
      let used = 0;
      for (const ch of Array.from(para)) {
        const w = this.charWidth(font, ch) * size;
        if (used + w <= width) {
          line += ch;
          used += w;
          continue;
        }
        const space = line.lastIndexOf(' ');
        const cut = space > 0 && ch !== ' ' ? space : line.length;
        lines.push(line.slice(0, cut).trimEnd());
        line = (line.slice(cut) + ch).trimStart();
        used = this.textWidth(font, line) * size;
      }
      return [...lines, line];
    });
  }

  private room(height: number) {
    if (this.y - height < BOTTOM) this.startPage();
  }

  /** Wrapped text; `bold`, `size` and colour optional. */
  text(text: string, opts: { size?: number; bold?: boolean; brand?: boolean; grey?: boolean; indent?: number } = {}) {
    this.record([text], () => this.drawTextNow(text, opts));
  }

  private drawTextNow(text: string, opts: { size?: number; bold?: boolean; brand?: boolean; grey?: boolean; indent?: number }) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const color = opts.brand ? BRAND : opts.grey ? GREY : INK;
    const indent = opts.indent ?? 0;
    // Lines advance by 1.4 × their own size, which leaves room for a line as large as the one above; a larger line
    // (a 20-pt title under an 11-pt kicker) would reach into it by its extra ascent, so it first steps down by it.
    if (this.lastSize > 0 && size > this.lastSize) this.y -= size - this.lastSize;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: LEFT + indent, y: this.y, size, font, color });
      this.lastSize = size;
      this.y -= size * 1.4;
    }
  }

  gap(points: number) {
    this.ops.push(() => (this.y -= points));
  }

  /** A section heading with a rule under it, kept with at least a few lines of what follows. */
  heading(text: string) {
    this.record([text], () => {
      this.room(70);
      this.y -= 8;
      this.drawTextNow(text, { size: 13, bold: true, brand: true });
      this.page.drawLine({ start: { x: LEFT, y: this.y + 8 }, end: { x: LEFT + WIDTH, y: this.y + 8 }, thickness: 0.6, color: BRAND });
      this.y -= 6;
    });
  }

  /** Label and value rows (a specification table). */
  table(rows: readonly (readonly [string, string])[], labelWidth = 160) {
    this.columns(rows, [labelWidth, WIDTH - labelWidth], { boldFirst: true });
  }

  /**
   * Rows of cells in columns of the given widths, each cell wrapped within its column, a row kept on one page;
   * `header` draws the first row bold in the brand colour with a rule under it.
   */
  columns(rows: readonly (readonly string[])[], widths: readonly number[], opts: { header?: boolean; boldFirst?: boolean } = {}) {
    this.record(rows.flat(), () => this.drawColumnsNow(rows, widths, opts));
  }

  private drawColumnsNow(rows: readonly (readonly string[])[], widths: readonly number[], opts: { header?: boolean; boldFirst?: boolean }) {
    rows.forEach((cells, r) => {
      const head = opts.header === true && r === 0;
      const fontOf = (c: number) => (head || (opts.boldFirst && c === 0) ? this.bold : this.font);
      const lines = cells.map((cell, c) => this.wrap(cell, fontOf(c), 10, widths[c]! - 8));
      const height = Math.max(...lines.map((l) => l.length)) * 14;
      this.room(height + 4);
      let x = LEFT;
      lines.forEach((cell, c) => {
        cell.forEach((line, i) => this.page.drawText(line, { x, y: this.y - i * 14, size: 10, font: fontOf(c), color: head ? BRAND : INK }));
        x += widths[c]!;
      });
      this.y -= height;
      this.lastSize = 10;
      if (head) this.page.drawLine({ start: { x: LEFT, y: this.y + 8 }, end: { x: LEFT + WIDTH, y: this.y + 8 }, thickness: 0.8, color: BRAND });
      this.y -= 4;
    });
  }

  /** The file: footers with page numbers drawn last, when the page count is known. */
  async save(): Promise<Uint8Array> {
    ({ font: this.font, bold: this.bold } = await embedCjkFonts(this.pdf, `${this.drawn}${this.meta.footer}${this.meta.pageLabel(0, 0)}${ASCII}`));
    for (const op of this.ops) op();
    // The page label sits flush right, the footer wraps in the room left of it (12 pt apart), so a long company name
    // or a long label ("第 12 页，共 12 页") never runs into the other.
    const count = this.pages.length;
    const labelWidth = this.textWidth(this.font, this.meta.pageLabel(count, count)) * 8;
    const footer = this.wrap(this.meta.footer, this.font, 8, WIDTH - labelWidth - 12);
    this.pages.forEach((page, i) => {
      footer.forEach((line, l) => page.drawText(line, { x: LEFT, y: 40 - l * 10, size: 8, font: this.font, color: GREY }));
      const label = this.meta.pageLabel(i + 1, count);
      page.drawText(label, { x: LEFT + WIDTH - this.textWidth(this.font, label) * 8, y: 40, size: 8, font: this.font, color: GREY });
    });
    return this.pdf.save();
  }
}
