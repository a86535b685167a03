import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFPage } from 'pdf-lib';

/**
 * The text drawn on every page of a PDF made with pdf-lib, re-read from the page content streams: pdf-lib
 * writes each drawText as a hex string shown with `Tj`, after the `Tf` that picks its font. With a standard
 * font the string is WinAnsi (one byte a character); with an embedded font (Type0, Identity-H) it is two-byte
 * glyph ids, turned back into text through the font's ToUnicode CMap. Enough to check what a generated PDF
 * says without a full PDF text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of pdf.getPages()) {
    const decoders = fontDecoders(pdf, page);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
    let font = '';
    for (const s of streams) {
      if (!(s instanceof PDFRawStream)) continue;
      const ops = streamText(s);
      for (const m of ops.matchAll(/\/([^\s/<[(]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1] !== undefined) font = m[1];
        else out.push((decoders.get(font) ?? winAnsi)(m[2]!));
      }
    }
  }
  return out.join('\n');
}

type Decoder = (hex: string) => string;
const winAnsi: Decoder = (hex) => Buffer.from(hex, 'hex').toString('latin1');
const streamText = (s: PDFRawStream) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A decoder for each font of the page's resources, by resource name: its ToUnicode CMap, or WinAnsi. */
function fontDecoders(pdf: PDFDocument, page: PDFPage): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
    if (!(toUnicode instanceof PDFRawStream)) continue;
    const map = cmap(streamText(toUnicode));
    decoders.set(name.decodeText(), (hex) => (hex.toUpperCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? '\uFFFD').join(''));
  }
  return decoders;
}

/** Two-byte codes (upper-case hex) to text, from a CMap's bfchar sections (pdf-lib writes no bfrange). */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, body] of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(src!.toUpperCase(), utf16(dst!));
  }
  return map;
}
