import type { PDFFont } from 'pdf-lib';

/** Greek letters of protein names spelled out (the standard fonts' WinAnsi encoding has no Greek). */
const GREEK: Record<string, string> = { α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', κ: 'kappa', λ: 'lambda', ω: 'omega' };

/**
 * `text` as a standard font can draw it: Greek letters spelled out, any other character it cannot encode
 * (CJK, say) as '?'; pdf-lib throws on them otherwise.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[α-ω]/g, (ch) => GREEK[ch] ?? ch), (ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}
