import { countLettersAscii } from './countLettersAscii.ts';
import type { ScannedSequence } from './scanSequence.ts';

const ENCODER = new TextEncoder();
/** ASCII whitespace and digits, dropped by clean-up (docs/toolbox-science.md). */
const DROPPED = /[\t\n\v\f\r 0-9]+/g;
/** Anything that is not an IUPAC letter (either case): the general scan must locate it. */
const NOT_IUPAC = /[^ACGTURYSWKMBDHVN]/i;

/** Index just past one leading `>` header line and any `;` comment lines (only spaces before them). */
function bodyStart(text: string): number {
  let start = 0;
  let headers = 0;
  for (;;) {
    let i = start;
    while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) i++;
    const code = text.charCodeAt(i);
    if (code !== 59 && (code !== 62 || headers > 0)) return start;
    if (code === 62) headers++;
    const eol = text.indexOf('\n', i);
    if (eol === -1) return text.length;
    start = eol + 1;
  }
}

/**
 * Clean-up fast path with native string operations (regex replace, toUpperCase, replaceAll) and a
 * word-wise letter count, so 1 Mnt costs a few passes of native code instead of a per-character loop.
 * Returns null (the caller then runs `scanSequence`) whenever the text holds anything the general scan
 * must handle or locate: a second header, comment lines after the sequence, a non-ASCII character, an
 * invalid character, or nothing at all.
 */
export function fastScanSequence(text: string): ScannedSequence | null {
  const kept = text.slice(bodyStart(text)).replace(DROPPED, '');
  const n = kept.length;
  if (n === 0) return null;
  const bytes = new Uint8Array((n + 3) & ~3);
  const { read, written } = ENCODER.encodeInto(kept, bytes);
  if (read !== n || written !== n) return null; // non-ASCII (a character took more than one byte)
  const counts = countLettersAscii(bytes, n);
  const ambiguousOrInvalid = n - counts.A - counts.C - counts.G - counts.T - counts.U;
  if (ambiguousOrInvalid > 0 && NOT_IUPAC.test(kept)) return null;
  const upper = kept.toUpperCase();
  return { sequence: counts.T > 0 ? upper.replaceAll('T', 'U') : upper, counts };
}
