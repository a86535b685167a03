import { ToolboxError } from '../errors.ts';
import type { LetterCounts } from './countLettersAscii.ts';
import { atLineStart } from './lineStart.ts';

/** Clean-up result before warnings: upper-case sequence with T turned into U, and letter counts of the input. */
export interface ScannedSequence {
  /** Upper-case, T -> U, IUPAC ambiguity codes kept. */
  readonly sequence: string;
  /** Counts of the letters as written (T and U apart); ambiguity codes = length - sum. */
  readonly counts: LetterCounts;
}

const INVALID = 0;
const SKIP = 1;

/**
 * Character code (0-127) -> upper-case letter code, SKIP for ASCII whitespace and digits, INVALID
 * otherwise. Letters: IUPAC `ACGTU RYSWKMBDHVN` (Eur. J. Biochem. 150, 1 (1985)); docs/toolbox-science.md drops
 * whitespace and digits. Built once, never written after.
 */
const CLASS_OF_CODE: Uint8Array = (() => {
  const table = new Uint8Array(128);
  for (const ch of ' \t\n\r\v\f0123456789') table[ch.charCodeAt(0)] = SKIP;
  for (const ch of 'ACGTURYSWKMBDHVN') {
    table[ch.charCodeAt(0)] = ch.charCodeAt(0);
    table[ch.toLowerCase().charCodeAt(0)] = ch.charCodeAt(0);
  }
  return table;
})();

const DECODER = new TextDecoder();

/** Unicode spaces that arrive with pasted text (no-break space, BOM, line/paragraph separators, ideographic space). */
function isExoticSpace(code: number): boolean {
  return code === 0xa0 || code === 0xfeff || code === 0x2028 || code === 0x2029 || code === 0x3000;
}

/** 1-based line and column of a 0-based index. */
function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

function errorAt(code: 'invalid_characters' | 'multiple_sequences', message: string, text: string, index: number): ToolboxError {
  return new ToolboxError(code, message, {
    position: index + 1,
    ...lineAndColumn(text, index),
    character: String.fromCodePoint(text.codePointAt(index)!),
  });
}

/**
 * The general clean-up, one character at a time: handles every input (header and comment lines
 * anywhere, Unicode spaces, any invalid character) and locates errors. `cleanSequence` calls it when
 * its fast path declines.
 * @throws ToolboxError `multiple_sequences`, `invalid_characters`, `empty_sequence` (see cleanSequence)
 */
export function scanSequence(text: string): ScannedSequence {
  const n = text.length;
  const out = new Uint8Array(n);
  const counts = new Int32Array(128);
  let length = 0;
  let records = 0;
  let secondRecordAt = -1;
  let invalid = '';
  let firstInvalidAt = -1;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    const letter = code < 128 ? CLASS_OF_CODE[code]! : INVALID;
    if (letter > SKIP) {
      counts[letter]!++;
      out[length++] = letter === 84 ? 85 : letter; // T -> U (TOOLBOX: DNA input is the coding strand)
    } else if (letter === INVALID && !isExoticSpace(code)) {
      if ((code === 62 || code === 59) && atLineStart(text, i)) {
        // `>` opens a record; sequence before the first header is a record too.
        if (code === 62 && (records > 0 || length > 0) && secondRecordAt < 0) secondRecordAt = i;
        if (code === 62) records++;
        const eol = text.indexOf('\n', i);
        i = eol === -1 ? n : eol;
      } else {
        const ch = String.fromCodePoint(text.codePointAt(i)!);
        if (firstInvalidAt < 0) firstInvalidAt = i;
        if (!invalid.includes(ch)) invalid += ch;
        i += ch.length - 1; // a character outside the BMP takes two UTF-16 units
      }
    }
  }
  if (secondRecordAt >= 0) {
    throw errorAt('multiple_sequences', 'more than one FASTA record; single mode takes one (use batch mode)', text, secondRecordAt);
  }
  if (firstInvalidAt >= 0) {
    throw errorAt('invalid_characters', `invalid characters: ${[...invalid].join(', ')}`, text, firstInvalidAt);
  }
  if (length === 0) throw new ToolboxError('empty_sequence', 'no sequence left after clean-up');
  return {
    sequence: DECODER.decode(out.subarray(0, length)),
    counts: { A: counts[65]!, C: counts[67]!, G: counts[71]!, T: counts[84]!, U: counts[85]! },
  };
}
