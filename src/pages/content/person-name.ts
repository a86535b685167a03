import type { Lang } from '../../contracts/lang.ts';

/** "Pinyin 汉字": a Latin part, then the name in Chinese characters (a middle dot allowed) at the end. */
const BILINGUAL = /^(.*[A-Za-z].*?)\s+([\p{Script=Han}·]+)$/u;

/**
 * A contact person is entered once for both sites, often as "Wang Lei 王磊": the English site shows the pinyin,
 * the Chinese site the characters. Any other form of name is shown as it was entered.
 */
export function personNameFor(lang: Lang, name: string): string {
  const m = BILINGUAL.exec(name.trim());
  if (!m) return name;
  return lang === 'zh' ? m[2]! : m[1]!;
}
