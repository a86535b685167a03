import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { pdfContentProblem, problemOfName, type PdfContentProblem } from '../../security/pdf-content.ts';

/** "%PDF-": the header every PDF file starts with (ISO 32000-1 §7.5.2). */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * `bytes` parsed by pdf-lib when they are a PDF with at least one page, else null. Parsing is pdf-lib's lenient mode
 * (scanners write slightly malformed files that readers open); encrypted PDFs are accepted (their pages still parse);
 * `updateMetadata: false` leaves the bytes alone.
 */
async function readablePdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  if (bytes.length < PDF_HEADER.length || PDF_HEADER.some((b, i) => bytes[i] !== b)) return null;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount() > 0 ? pdf : null;
  } catch {
    return null;
  }
}

/**
 * Whether `bytes` are a PDF by content, never by name or the browser's claim: the header, then a parse by
 * pdf-lib that finds at least one page. A renamed image or a text file starting with "%PDF-" fails.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  return (await readablePdf(bytes)) !== null;
}

/** Every name in an object: a name itself, a dictionary's keys and values (a stream's dictionary), an array's items. */
function* namesIn(obj: PDFObject): Generator<string> {
  if (obj instanceof PDFName) yield obj.decodeText();
  else if (obj instanceof PDFStream) yield* namesIn(obj.dict);
  else if (obj instanceof PDFArray) for (const item of obj.asArray()) yield* namesIn(item);
  else if (obj instanceof PDFDict) for (const [key, value] of obj.entries()) yield* [key.decodeText(), ...namesIn(value)];
}

/**
 * A forbidden name among the objects pdf-lib parsed: besides the byte scan, this sees the objects of object streams
 * compressed with any filter pdf-lib decodes (LZW, ASCII85, ASCIIHex, run-length, not only Flate).
 */
function forbiddenNameInObjects(pdf: PDFDocument): PdfContentProblem | null {
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    for (const name of namesIn(obj)) {
      const problem = problemOfName(name);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Why an uploaded file may not be kept as a product document, or null: by content only (the name and the browser's
 * type say nothing). First what its bytes carry (server/security/pdf-content.ts: not a plain PDF, HTML, scripts,
 * launch actions, embedded files, rich media, XFA), then whether it parses as a PDF with pages, then its parsed objects.
 */
export async function pdfUploadProblem(bytes: Uint8Array): Promise<PdfContentProblem | null> {
  const inBytes = await pdfContentProblem(bytes);
  if (inBytes) return inBytes;
  const pdf = await readablePdf(bytes);
  return pdf ? forbiddenNameInObjects(pdf) : 'notPdf';
}
