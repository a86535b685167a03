import { PDFDocument } from 'pdf-lib';

/** "%PDF-": the header every PDF file starts with (ISO 32000-1 §7.5.2). */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * Whether `bytes` are a PDF by content, never by name or the browser's claim: the header, then a parse by
 * pdf-lib that finds at least one page. A renamed image or a text file starting with "%PDF-" fails.
 * Parsing is pdf-lib's lenient mode (scanners write slightly malformed files that readers open); encrypted
 * PDFs are accepted (their pages still parse); `updateMetadata: false` leaves the bytes alone.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (bytes.length < PDF_HEADER.length || PDF_HEADER.some((b, i) => bytes[i] !== b)) return false;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}
