import { decodeWindows1252 } from './windows1252.ts';

/**
 * Encodings the toolbox reads text files in. Sequence, CSV and target-list files come from Windows
 * tools in Chinese or Western European locales as often as from UTF-8 editors, so the bytes say which.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' | 'windows-1252';

/** Decoded text and the encoding it was read in (a byte-order mark is dropped from `text`). */
export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
}

/** Whether `bytes` start with `mark`. */
function startsWith(bytes: Uint8Array, mark: readonly number[]): boolean {
  return mark.every((byte, i) => bytes[i] === byte);
}

/** `bytes` decoded in `encoding`, or null when they are not valid in it. */
function tryDecode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether non-ASCII bytes read as GB18030 look like Chinese text rather than a Western text that
 * happens to decode. GB 18030-2005 byte structure: a two-byte character is lead 0x81-0xFE then trail
 * 0x40-0x7E or 0x80-0xFE; a four-byte one is lead 0x81-0xFE, 0x30-0x39, 0x81-0xFE, 0x30-0x39. Chinese text
 * is almost all GB 2312 characters, whose two bytes both lie in 0xA1-0xFE (GB 2312-80 zone/position
 * + 0xA0); four-byte sequences (µ, rare characters) are just as telling. Windows-1252 text decodes as GB18030
 * only where an accented letter meets an ASCII letter (trail < 0x80) or a C1 byte (0x81-0xA0), so a majority
 * of such pairs means it is not Chinese.
 */
function looksLikeGb18030(bytes: Uint8Array): boolean {
  let chinese = 0;
  let doubtful = 0;
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const second = bytes[i + 1] ?? 0;
    if (second >= 0x30 && second <= 0x39) {
      chinese++;
      i += 4;
    } else {
      if (lead >= 0xa1 && second >= 0xa1) chinese++;
      else doubtful++;
      i += 2;
    }
  }
  return chinese > doubtful;
}

/**
 * Decodes a text file whose encoding is not declared: UTF-8 (with or without BOM; UTF-16 only with its
 * BOM, as spreadsheet "Unicode text" exports write it), else GB18030 (a superset of GBK and GB 2312) when
 * the bytes are valid GB18030 and look Chinese, else Windows-1252 (which decodes any byte). Pure: the
 * WHATWG TextDecoder (Node >= 20 with ICU, every browser) and a Windows-1252 table.
 *
 * @param bytes - the file's content
 * @returns the text (without byte-order mark) and the encoding chosen
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    const text = tryDecode(bytes.subarray(3), 'utf-8');
    if (text !== null) return { text, encoding: 'utf-8' };
  }
  if (startsWith(bytes, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le', { ignoreBOM: true }).decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be', { ignoreBOM: true }).decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf8 = tryDecode(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  if (looksLikeGb18030(bytes)) {
    const gb = tryDecode(bytes, 'gb18030');
    if (gb !== null) return { text: gb, encoding: 'gb18030' };
  }
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}
