import { deflateSync } from 'node:zlib';

/** Bytes of a PDF file as written: text (Latin-1) or raw bytes (compressed stream data). */
export type PdfPart = string | Uint8Array;

const bytesOf = (parts: readonly PdfPart[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/**
 * A small PDF written by hand, readable by pdf-lib: object 1 the catalog, 2 the page tree, 3 its one page, then
 * `objects` numbered from 4; `catalog` and `page` are entries added to those dictionaries. The cross-reference table
 * gives every object's offset (ISO 32000-1 §7.5.4).
 */
export function handMadePdf(extra: { catalog?: string; page?: string; objects?: readonly (readonly PdfPart[])[] } = {}): Uint8Array {
  const bodies: (readonly PdfPart[])[] = [
    [`<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''} >>`],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra.page ?? ''} >>`],
    ...(extra.objects ?? []),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  bodies.forEach((body, i) => {
    const object = bytesOf([`${i + 1} 0 obj\n`, ...body, '\nendobj\n']);
    offsets.push(at);
    parts.push(object);
    at += object.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

/** A stream object's parts: its dictionary (with `/Length` added) and its data. */
export const stream = (dict: string, data: PdfPart): PdfPart[] => {
  const bytes = bytesOf([data]);
  return [`<< ${dict} /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream'];
};

/**
 * An object stream (ISO 32000-1 §7.5.7) holding `objects` (number → body), Flate-compressed: their text appears
 * nowhere in the file as written.
 */
export function flateObjectStream(objects: Record<number, string>): PdfPart[] {
  const index: string[] = [];
  let bodies = '';
  for (const [number, body] of Object.entries(objects)) {
    index.push(`${number} ${bodies.length}`);
    bodies += `${body}\n`;
  }
  const head = `${index.join(' ')}\n`;
  return stream(`/Type /ObjStm /N ${index.length} /First ${head.length} /Filter /FlateDecode`, deflateSync(Buffer.from(head + bodies, 'latin1')));
}
