import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { A4, BRAND, INK, LEFT, TOP, WIDTH } from '../../pdf/page-layout.ts';

export interface ResourceDocument {
  company: string;
  /** English title: drawn on the page. */
  title: string;
  /** Title in the reader's language: the PDF's metadata title (metadata is Unicode, page text is not). */
  metadataTitle: string;
  kind: 'manual' | 'brochure' | 'protocol' | 'msds' | 'poster';
  /** English label of the kind, e.g. "Manual". */
  kindLabel: string;
  /** YYYY-MM-DD. */
  publishedAt: string;
  fileName: string;
}

const KIND_NOTES: Record<ResourceDocument['kind'], string> = {
  manual: 'This manual describes the product, its storage and the recommended procedure. Read it completely before use.',
  brochure: 'This brochure summarises the products of the series with their key specifications. Contact us for prices and bulk sizes.',
  protocol: 'This protocol gives a validated step-by-step procedure. Adapt volumes to your scale and keep all reagents on ice.',
  msds: 'This safety data sheet lists hazards, handling, storage, exposure controls and first-aid measures.',
  poster: 'This poster gives an overview of the portfolio and its typical applications.',
};

/** Characters the standard font cannot encode (no CJK in WinAnsi) become '?' instead of throwing. */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Greedy word wrap to `width` points. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 document standing in for the resource's file (the demo resources have no file on disk).
 * Page text is English only: the standard PDF fonts have no CJK glyphs and embedding a CJK font would add
 * megabytes to every download (as for the COA).
 */
export async function resourcePdf(doc: ResourceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.metadataTitle);
  pdf.setAuthor(doc.company);
  pdf.setSubject(doc.kindLabel);
  // A fixed date keeps the bytes of one resource the same on every download.
  pdf.setCreationDate(new Date(`${doc.publishedAt}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${doc.publishedAt}T00:00:00Z`));
  const page = pdf.addPage(A4);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = TOP;
  const lines = (text: string, size: number, f: PDFFont, color = INK, gap = 1.35) => {
    for (const line of wrap(f, size, drawable(f, text), WIDTH)) {
      page.drawText(line, { x: LEFT, y, size, font: f, color });
      y -= size * gap;
    }
  };

  lines(doc.company, 13, bold, BRAND);
  y -= 28;
  lines(doc.kindLabel.toUpperCase(), 11, bold, BRAND);
  y -= 6;
  lines(doc.title, 22, bold);
  y -= 10;
  page.drawLine({ start: { x: LEFT, y }, end: { x: LEFT + WIDTH, y }, thickness: 0.8, color: BRAND });
  y -= 24;
  lines(`Published: ${doc.publishedAt}`, 11, font);
  lines(`File: ${doc.fileName}`, 11, font);
  y -= 16;
  lines(KIND_NOTES[doc.kind], 11, font);
  y -= 8;
  lines('For research use only. Not for use in diagnostic or therapeutic procedures.', 9, font, rgb(0.35, 0.35, 0.35));
  return pdf.save();
}
