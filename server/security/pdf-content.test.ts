import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forbiddenNameIn, INFLATE_BUDGET_BYTES, pdfContentProblem, type PdfContentProblem } from './pdf-content.ts';
import { flateObjectStream, handMadePdf, stream } from './pdf-content.test-kit.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const SCRIPT_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Text that deflate cannot shrink much (hex of a hash chain), so a damage late in the compressed data is late in the text too. */
function filler(bytes: number): string {
  let text = '';
  for (let h = 'seed'; text.length < bytes; ) text += h = createHash('sha256').update(h).digest('hex');
  return text.slice(0, bytes);
}

describe('PDF content check: what a product document may not carry', () => {
  it('accepts a plain hand-written PDF', async () => {
    expect(await pdfContentProblem(handMadePdf())).toBeNull();
    expect(await pdfContentProblem(handMadePdf({ page: '/Annots [4 0 R]', objects: [['<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.com/) >> >>']] }))).toBeNull();
  });

  const refused: [string, Parameters<typeof handMadePdf>[0], PdfContentProblem][] = [
    ['a JavaScript action opened with the document', { catalog: `/OpenAction ${SCRIPT_ACTION}` }, 'javascript'],
    ['document-level JavaScript (the names tree)', { catalog: '/Names << /JavaScript 4 0 R >>', objects: [[`<< /Names [(init) ${SCRIPT_ACTION}] >>`]] }, 'javascript'],
    ['a /JS entry alone (a page-open action without its type)', { page: '/AA << /O << /JS (app.alert\\(1\\)) >> >>' }, 'javascript'],
    ['a launch action', { catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' }, 'launch'],
    ['embedded files (the names tree)', { catalog: '/Names << /EmbeddedFiles 4 0 R >>', objects: [['<< /Names [(a.txt) << /Type /Filespec /F (a.txt) >>] >>']] }, 'embeddedFile'],
    [
      'an embedded file stream (a file-attachment annotation)',
      { page: '/Annots [4 0 R]', objects: [['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS << /Type /Filespec /F (a.txt) /EF << /F 5 0 R >> >> >>'], stream('/Type /EmbeddedFile', 'hello')] },
      'embeddedFile',
    ],
    ['rich media (an annotation playing Flash or video)', { page: '/Annots [4 0 R]', objects: [['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>']] }, 'richMedia'],
    ['an XFA form', { catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', objects: [stream('', '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"/>')] }, 'xfa'],
    ['names written with #xx escapes (/J#61vaScript, /J#53)', { catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>' }, 'javascript'],
    ['an escaped name in lower-case hex (/#4aS is /JS)', { page: '/AA << /O << /#4aS (app.alert\\(1\\)) >> >>' }, 'javascript'],
    ['a launch action spelt in escapes only', { catalog: '/OpenAction << /S /#4c#61#75#6e#63#68 /F (calc.exe) >>' }, 'launch'],
  ];
  it.each(refused)('refuses %s', async (_what, pdf, problem) => {
    expect(await pdfContentProblem(handMadePdf(pdf))).toBe(problem);
  });

  it('matches whole names only: /JSON, /JavaScripts or /Launched are other names', async () => {
    expect(forbiddenNameIn(Buffer.from('<< /JSON 1 /JavaScripts 2 /Launched 3 /XFAForm 4 /Embedded#46iles2 5 >>', 'latin1'))).toBeNull();
    expect(forbiddenNameIn(Buffer.from('<</S/JavaScript>>', 'latin1'))).toBe('javascript');
    expect(forbiddenNameIn(Buffer.from('[/XFA]', 'latin1'))).toBe('xfa');
  });

  it('finds JavaScript written only inside a Flate-compressed object stream', async () => {
    const pdf = handMadePdf({ catalog: '/OpenAction 5 0 R', objects: [flateObjectStream({ 5: SCRIPT_ACTION })] });
    expect(latin1(pdf)).not.toContain('JavaScript');
    expect(forbiddenNameIn(pdf)).toBeNull();
    expect(await pdfContentProblem(pdf)).toBe('javascript');
  });

  it('tolerates broken Flate streams and still reads what comes before the damage', async () => {
    const text = `5 0\n${SCRIPT_ACTION}\n(${filler(40_000)})\n`;
    const deflated = deflateSync(Buffer.from(text, 'latin1'));
    const wrongChecksum = Buffer.from(deflated);
    wrongChecksum[wrongChecksum.length - 1]! ^= 0xff;
    const cutShort = deflated.subarray(0, deflated.length - 5_000);
    const damaged = Buffer.concat([deflated.subarray(0, 300), Buffer.alloc(64, 0xff), deflated.subarray(300)]);
    // Each is an error to zlib as a whole, so the scan has to take the part before the fault itself.
    for (const data of [wrongChecksum, cutShort, damaged]) expect(() => inflateSync(data)).toThrow();
    for (const data of [wrongChecksum, cutShort, damaged]) {
      const pdf = handMadePdf({ objects: [stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data)] });
      expect(latin1(pdf)).not.toContain('JavaScript');
      expect(await pdfContentProblem(pdf)).toBe('javascript');
    }
    const garbage = Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.alloc(200, 0xff)]);
    expect(await pdfContentProblem(handMadePdf({ objects: [stream('/Filter /FlateDecode', garbage)] }))).toBeNull();
  });

  it('inflates at most its budget: a small stream that inflates to more is cut there, in bounded time', async () => {
    const bomb = deflateSync(Buffer.alloc(INFLATE_BUDGET_BYTES + 1024 * 1024));
    const started = Date.now();
    // Before the budget is spent, a name is found; what only a later compressed stream holds is left to the parser's check.
    const early = handMadePdf({ objects: [flateObjectStream({ 5: SCRIPT_ACTION }), stream('/Filter /FlateDecode', bomb)] });
    expect(await pdfContentProblem(early)).toBe('javascript');
    const late = handMadePdf({ objects: [stream('/Filter /FlateDecode', bomb), flateObjectStream({ 6: SCRIPT_ACTION })] });
    expect(await pdfContentProblem(late)).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a PDF/HTML polyglot: HTML before "%PDF-", or HTML markup in the first 1024 bytes', async () => {
    const pdf = Buffer.from(handMadePdf());
    const polyglot = Buffer.concat([Buffer.from('<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>\n', 'latin1'), pdf]);
    expect(await pdfContentProblem(polyglot)).toBe('notFromStart');
    const afterHeader = Buffer.concat([Buffer.from('%PDF-1.7\n%<html><script>alert(1)</script>\n', 'latin1'), pdf.subarray(pdf.indexOf('\n') + 1)]);
    expect(await pdfContentProblem(afterHeader)).toBe('html');
    expect(await pdfContentProblem(handMadePdf({ catalog: '/Lang (<svg onload=alert(1)>)' }))).toBe('html');
  });

  it('refuses what is no PDF at all', async () => {
    expect(await pdfContentProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('notPdf');
    expect(await pdfContentProblem(new Uint8Array())).toBe('notPdf');
  });
});
