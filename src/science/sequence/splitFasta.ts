import { atLineStart } from './lineStart.ts';

/** One record of a multi-record FASTA text (batch mode). */
export interface FastaRecord {
  /** 1-based record number in the file. */
  readonly index: number;
  /** Header line without `>` and surrounding spaces; '' for a sequence that has no header. */
  readonly name: string;
  /** The record's sequence lines, as written (clean with `cleanSequence`). */
  readonly text: string;
  /** 0-based character offset of `text` in the whole file (to map error positions back). */
  readonly offset: number;
}

/** Index of the next `>` that opens a line (only spaces or tabs before it), or -1. */
function nextHeader(text: string, from: number): number {
  for (let i = text.indexOf('>', from); i !== -1; i = text.indexOf('>', i + 1)) {
    if (atLineStart(text, i)) return i;
  }
  return -1;
}

/**
 * Yields the records of a FASTA text one at a time, without copying the sequence lines (substrings),
 * so a large file is walked once with bounded extra memory. Text before the first header counts as a
 * record named '' unless it is blank. `;` comment lines stay in `text`; `cleanSequence` drops them.
 */
export function* fastaRecords(text: string): Generator<FastaRecord> {
  let index = 0;
  let header = nextHeader(text, 0);
  const leading = header === -1 ? text : text.slice(0, header);
  if (leading.trim() !== '') yield { index: ++index, name: '', text: leading, offset: 0 };
  while (header !== -1) {
    const eol = text.indexOf('\n', header);
    const bodyStart = eol === -1 ? text.length : eol + 1;
    const next = nextHeader(text, bodyStart);
    const bodyEnd = next === -1 ? text.length : next;
    yield { index: ++index, name: text.slice(header + 1, eol === -1 ? text.length : eol).trim(), text: text.slice(bodyStart, bodyEnd), offset: bodyStart };
    header = next;
  }
}

/** All records of a FASTA text (see `fastaRecords`). */
export function splitFasta(text: string): FastaRecord[] {
  return [...fastaRecords(text)];
}
