/**
 * Code points of Windows-1252 bytes 0x80-0x9F (WHATWG Encoding Standard, index-windows-1252); every other
 * byte is its own code point. 0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned and map to the C1 control
 * of the same value, as the standard says.
 */
const C1_RANGE = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
  0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
] as const;

/** Characters decoded per String.fromCharCode call: well under engines' argument-count limits. */
const CHUNK = 8192;

/**
 * Decodes Windows-1252 bytes (never fails: every byte has a character). Written out because Node's
 * TextDecoder('windows-1252') decodes 0x80-0x9F as Latin-1 since v20.18.3 (nodejs/node issue 60888),
 * which would turn “smart quotes” and € into invisible control characters.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  const units = new Uint16Array(Math.min(bytes.length, CHUNK));
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    for (let i = start; i < end; i++) {
      const byte = bytes[i]!;
      units[i - start] = byte >= 0x80 && byte <= 0x9f ? C1_RANGE[byte - 0x80]! : byte;
    }
    text += String.fromCharCode(...units.subarray(0, end - start));
  }
  return text;
}
