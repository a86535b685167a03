import type { PDFDocument, PDFPage } from 'pdf-lib';
import { A4, TOP } from './page-layout.ts';

/** The lowest baseline of the generated documents' text: 60 pt above the page's bottom edge (a footer fits below). */
export const BOTTOM = 60;

/**
 * Where the next line of a document goes: the page being written and the baseline `y`, which moves down the page.
 * `room(height)` starts a new A4 page when fewer than `height` points are left above `bottom`.
 */
export class PageCursor {
  page: PDFPage;
  y = TOP;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly bottom = BOTTOM,
  ) {
    this.page = pdf.addPage(A4);
  }

  /** Whether `height` more points fit above the bottom margin of this page. */
  fits(height: number): boolean {
    return this.y - height >= this.bottom;
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number): void {
    if (this.fits(height)) return;
    this.page = this.pdf.addPage(A4);
    this.y = TOP;
  }
}
