import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, BRAND, GREY, INK, LEFT, TOP, WIDTH } from './page-layout.ts';
import { drawableText } from './pdf-text.ts';

/** Above the running footer. */
const BOTTOM = 70;

/**
 * A flowing A4 document drawn with pdf-lib's standard fonts (English text only: they have no CJK glyphs,
 * and embedding a CJK font would add megabytes to every file). Text wraps, a new page starts when one is
 * full, and every page gets a running footer with its number.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = TOP;
  private readonly pages: PDFPage[] = [];

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  /** A writer with metadata fixed by `date` (YYYY-MM-DD), so the same input always gives the same bytes. */
  static async create(meta: { title: string; author: string; subject: string; date: string; footer: string }) {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setProducer(meta.author);
    pdf.setCreator(meta.author);
    const at = new Date(`${meta.date}T00:00:00Z`);
    pdf.setCreationDate(at);
    pdf.setModificationDate(at);
    return new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold), meta.footer);
  }

  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
  }

  private drawable(text: string, font: PDFFont) {
    return drawableText(font, text);
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.drawable(text, font).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) (lines.push(line), (line = word));
      else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  private room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Wrapped text; `bold`, `size` and colour optional. */
  text(text: string, opts: { size?: number; bold?: boolean; brand?: boolean; grey?: boolean; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const color = opts.brand ? BRAND : opts.grey ? GREY : INK;
    const indent = opts.indent ?? 0;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: LEFT + indent, y: this.y, size, font, color });
      this.y -= size * 1.4;
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A section heading with a rule under it, kept with at least a few lines of what follows. */
  heading(text: string) {
    this.room(70);
    this.gap(8);
    this.text(text, { size: 13, bold: true, brand: true });
    this.page.drawLine({ start: { x: LEFT, y: this.y + 8 }, end: { x: LEFT + WIDTH, y: this.y + 8 }, thickness: 0.6, color: BRAND });
    this.gap(6);
  }

  /** Label and value rows (a specification table). */
  table(rows: readonly (readonly [string, string])[], labelWidth = 160) {
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.font, 10, WIDTH - labelWidth);
      this.room(lines.length * 14 + 4);
      this.page.drawText(this.drawable(label, this.bold), { x: LEFT, y: this.y, size: 10, font: this.bold, color: INK });
      for (const line of lines) {
        this.page.drawText(line, { x: LEFT + labelWidth, y: this.y, size: 10, font: this.font, color: INK });
        this.y -= 14;
      }
      this.y -= 4;
    }
  }

  /** The file: footers with page numbers drawn last, when the page count is known. */
  async save(): Promise<Uint8Array> {
    this.pages.forEach((page, i) => {
      page.drawText(this.drawable(this.footer, this.font), { x: LEFT, y: 40, size: 8, font: this.font, color: GREY });
      page.drawText(`Page ${i + 1} of ${this.pages.length}`, { x: LEFT + WIDTH - 60, y: 40, size: 8, font: this.font, color: GREY });
    });
    return this.pdf.save();
  }
}
