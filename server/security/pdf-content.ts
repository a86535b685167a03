import { constants, createInflateRaw, inflateRawSync } from 'node:zlib';

/**
 * What a PDF may not carry to be kept as a product document (datasheet, SDS, manual, certificate), read from its
 * bytes. The documents are downloaded by anyone and opened in whatever reader the visitor has, so a file that could
 * run code there, or be read as a web page, is refused however it was made:
 * - `notPdf`: no "%PDF-" at all; `notFromStart`: "%PDF-" further in. Readers accept the header anywhere in the first
 *   1024 bytes (that is how a PDF/HTML polyglot works); ISO 32000-1 §7.5.2 puts it at byte 0, and so do we.
 * - `html`: HTML markup in the first 1024 bytes (the part a browser sniffing the type would read as a page).
 * - by the names PDF syntax gives them: `javascript` (/JavaScript, /JS: script actions, an /OpenAction to script
 *   included; ISO 32000-1 §12.6.4), `launch` (/Launch: opens a program or file; §12.6.4), `embeddedFile` (/EmbeddedFile,
 *   /EmbeddedFiles: files inside the PDF; §7.11.4), `richMedia` (/RichMedia: Flash and video; ISO 32000-2 §13.7), `xfa`
 *   (/XFA: XML forms, which carry their own scripts; ISO 32000-1 §12.7.8).
 * Names are matched as whole name tokens after decoding `#xx` escapes (/J#61vaScript is /JavaScript, §7.3.5), in the
 * file as it is and in every Flate-compressed stream inflated (objects hidden in a compressed object stream, §7.5.7).
 * The parsed document's own objects are checked too, by the upload (server/modules/documents/pdf-check.ts).
 */
export type PdfContentProblem = 'notPdf' | 'notFromStart' | 'html' | 'javascript' | 'launch' | 'embeddedFile' | 'richMedia' | 'xfa';

const FORBIDDEN_NAMES: ReadonlyMap<string, PdfContentProblem> = new Map([
  ['JavaScript', 'javascript'],
  ['JS', 'javascript'],
  ['Launch', 'launch'],
  ['EmbeddedFile', 'embeddedFile'],
  ['EmbeddedFiles', 'embeddedFile'],
  ['RichMedia', 'richMedia'],
  ['XFA', 'xfa'],
]);

/** The longest forbidden name written with every character escaped (#xx): longer name tokens are never one of them. */
const LONGEST_NAME = 3 * Math.max(...[...FORBIDDEN_NAMES.keys()].map((name) => name.length));

/** Total bytes inflated for one file: past it, the remaining streams are not inflated (a small file may inflate to gigabytes). */
export const INFLATE_BUDGET_BYTES = 32 * 1024 * 1024;

const HEADER = Buffer.from('%PDF-', 'latin1');
const SNIFFED_BYTES = 1024;

/**
 * Markup that makes bytes a web page: the HTML patterns of the WHATWG MIME Sniffing standard (§7.1) that cannot be PDF
 * syntax (a one-letter tag such as `<b>` or `<a>` is also a valid hex string), and tags that run script or load pages.
 */
const HTML_MARKUP = /<(?:!doctype|!--|html|head|body|script|iframe|svg|img|style|title|meta|div|table|font|object|embed|h1|br)[\s>/]/i;

/** PDF white-space and delimiter characters (ISO 32000-1 §7.2.2, Tables 1 and 2): a name token ends at the first one. */
const ENDS_NAME = new Uint8Array(256);
for (const ch of '\0\t\n\f\r ()<>[]{}/%') ENDS_NAME[ch.charCodeAt(0)] = 1;

/** A name as the reader sees it: every `#xx` escape turned into its character. */
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The problem a name stands for (written without its slash, escapes as they are), or null. */
export function problemOfName(raw: string): PdfContentProblem | null {
  return FORBIDDEN_NAMES.get(decodeName(raw)) ?? null;
}

/**
 * The first forbidden name token in `bytes`, or null. Nothing is skipped (strings, stream data): a wrong guess of where
 * one ends would hide a name. The price is that compressed bytes may happen to read as `/JS` and a delimiter, about
 * once in 250 MB of random data, and such a file is refused.
 */
export function forbiddenNameIn(bytes: Uint8Array): PdfContentProblem | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let slash = buf.indexOf(0x2f); slash !== -1; slash = buf.indexOf(0x2f, slash + 1)) {
    let end = slash + 1;
    while (end < buf.length && !ENDS_NAME[buf[end]!] && end - slash <= LONGEST_NAME) end++;
    if (end - slash > LONGEST_NAME) continue;
    const problem = problemOfName(buf.toString('latin1', slash + 1, end));
    if (problem) return problem;
  }
  return null;
}

/** Where each stream's data starts: after the keyword `stream` (not `endstream`) and its end of line (§7.3.8.1). */
function* streamStarts(buf: Buffer): Generator<number> {
  for (let at = buf.indexOf('stream', 0, 'latin1'); at !== -1; at = buf.indexOf('stream', at + 6, 'latin1')) {
    if (at >= 3 && buf.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + 6;
    // The end of line, with spaces some writers put before it; a zlib header never starts with one of these bytes.
    while (start < buf.length && (buf[start] === 0x20 || buf[start] === 0x09 || buf[start] === 0x0d || buf[start] === 0x0a)) start++;
    yield start;
  }
}

/**
 * Whether `buf` starts with a zlib header as PDF readers check it (RFC 1950 §2.2; pdf.js refuses the stream otherwise):
 * method 8 (deflate), window at most 32K, the check bits, no preset dictionary.
 */
function hasZlibHeader(buf: Buffer): boolean {
  const [cmf, flg] = [buf[0], buf[1]];
  return cmf !== undefined && flg !== undefined && (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * What a deflate stream gives within `limit` bytes when it is larger: the synchronous inflater gives nothing once it
 * passes its limit, so the stream is read in pieces and cut at the limit.
 */
function inflateUpToLimit(deflated: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, limit));
    const inflater = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    inflater.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) (inflater.destroy(), done());
    });
    inflater.on('error', done);
    inflater.on('end', done);
    inflater.end(deflated);
  });
}

/**
 * What a damaged deflate stream gives before its damage (readers such as MuPDF use that part; the synchronous
 * inflater gives nothing once it meets a fault): the longest start of the data that inflates, found by halving, at
 * most about 25 tries for the largest upload.
 */
function inflateBeforeFault(deflated: Buffer, limit: number): Buffer {
  const attempt = (length: number) => {
    try {
      return inflateRawSync(deflated.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit });
    } catch {
      return null;
    }
  };
  let [good, bad, inflated] = [0, deflated.length, Buffer.alloc(0)];
  while (bad - good > 1) {
    const middle = good + Math.floor((bad - good) / 2);
    const out = attempt(middle);
    if (out) [good, inflated] = [middle, out];
    else bad = middle;
  }
  return inflated;
}

/**
 * A Flate stream's data inflated, at most `limit` bytes. Broken streams are tolerated: a cut-off stream gives what it
 * holds, a damaged one what comes before the damage, and the Adler-32 checksum is not checked (the zlib header is
 * skipped and the data inflated raw), as readers do not check it either. The data runs to the end of the file: the
 * deflate stream ends itself, so an `endstream` inside the compressed bytes cannot cut it short.
 */
async function inflateStream(data: Buffer, limit: number): Promise<Buffer> {
  const deflated = data.subarray(2);
  try {
    return inflateRawSync(deflated, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return inflateUpToLimit(deflated, limit);
    return inflateBeforeFault(deflated, limit);
  }
}

/** The first forbidden name inside the file's Flate streams, inflating at most INFLATE_BUDGET_BYTES in all. */
async function forbiddenNameInStreams(buf: Buffer): Promise<PdfContentProblem | null> {
  let budget = INFLATE_BUDGET_BYTES;
  for (const start of streamStarts(buf)) {
    if (budget <= 0) return null;
    const data = buf.subarray(start);
    if (!hasZlibHeader(data)) continue;
    const inflated = await inflateStream(data, budget);
    budget -= inflated.length;
    const problem = forbiddenNameIn(inflated);
    if (problem) return problem;
  }
  return null;
}

/** Why `bytes` may not be kept as a product document, or null when nothing in them is refused. */
export async function pdfContentProblem(bytes: Uint8Array): Promise<PdfContentProblem | null> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = buf.indexOf(HEADER);
  if (header === -1) return 'notPdf';
  if (header !== 0) return 'notFromStart';
  if (HTML_MARKUP.test(buf.toString('latin1', 0, Math.min(buf.length, SNIFFED_BYTES)))) return 'html';
  return forbiddenNameIn(buf) ?? (await forbiddenNameInStreams(buf));
}
