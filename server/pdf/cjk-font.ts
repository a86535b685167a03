import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { NO_LIGATURES, subsetFont } from './font-subset.ts';

/**
 * Noto Sans Hans (SIL Open Font License 1.1) from the `@embedpdf/fonts-sc` package: Chinese and Latin glyphs
 * for the quote PDF. The package's exports name only its script entry (dist/index.*), not the font files, so
 * the folder is found from that entry. Resolved from this module at run time, it works under tsx and in the
 * bundled dist/main.js alike (esbuild keeps packages external: the fonts stay in node_modules, ~8 MB each).
 */
const fontDir = () => join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export interface CjkFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loading: Promise<CjkFontBytes> | null = null;

/** The font files, read once per process on first use; a failed read is retried on the next call. */
export function cjkFontBytes(): Promise<CjkFontBytes> {
  loading ??= Promise.all([readFile(join(fontDir(), 'NotoSansHans-Regular.otf')), readFile(join(fontDir(), 'NotoSansHans-Bold.otf'))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * The regular and bold CJK fonts embedded in `pdf`, each subset to `chars` (the characters the document draws):
 * a page of Chinese and Latin text costs tens of kilobytes, not the 8 MB of a whole font; ligatures off, so the
 * text a reader copies is the text written.
 */
export async function embedCjkFonts(pdf: PDFDocument, chars: string): Promise<{ font: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const bytes = await cjkFontBytes();
  const embed = async (file: Uint8Array) => pdf.embedFont(await subsetFont(file, chars), { subset: false, features: NO_LIGATURES });
  return { font: await embed(bytes.regular), bold: await embed(bytes.bold) };
}
