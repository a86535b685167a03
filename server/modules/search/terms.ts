import { fieldKey } from './field-terms.ts';

/**
 * How a search term is compared: the spellings a scientist types for one target ("IL-2", "IL2", "il 2",
 * "Interleukin-2", "白介素-2") reduce to one key, and a table of synonyms joins keys that differ in more
 * than spelling ("PD-1" / "PDCD1" / "CD279").
 */

/** Greek letters as the Latin letters they are commonly typed as ("TNF-α" is searched as "TNFa", "m1Ψ" as
 * "m1psi"); spelled-out letters as whole words are the same ("TNF alpha", "IFN gamma"). */
const GREEK: Record<string, string> = { α: 'a', β: 'b', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', κ: 'k', λ: 'l', μ: 'm', ω: 'w', ψ: 'psi' };
const SPELLED = /(?<![a-z])(alpha|beta|gamma|delta|epsilon|zeta|kappa|lambda|omega)(?![a-z])/g;

/**
 * The comparison key of a term: Unicode-compatibility folded (full-width letters and digits become ASCII),
 * lower-cased, Greek letters as Latin ones, and every character that is not a letter or digit dropped
 * (hyphens, spaces, dots, brackets), so "IL-2", "IL 2" and "ＩＬ２" all give "il2".
 */
export function termKey(raw: string): string {
  return raw
    .replace(/[®™©]/gu, '') // NFKC would spell ™ as the letters "TM"
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[αβγδεζκλμωψ]/g, (g) => GREEK[g]!)
    .replace(SPELLED, (w) => w[0]!)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The key a text is searched by: its comparison key with the field's spellings folded (field-terms.ts). */
export const searchKey = (raw: string): string => fieldKey(termKey(raw));

/**
 * Long names that follow a rule rather than a table: "interleukin 2" is "IL-2" and so is its Chinese name
 * (白介素 / 白细胞介素, the two names in use; 干扰素 is interferon, IFN).
 */
const RULES: [RegExp, string][] = [
  [/^(?:interleukin|白介素|白细胞介素)(\d.*)$/u, 'il$1'],
  [/^(?:interferon|干扰素)(.+)$/u, 'ifn$1'],
];

/**
 * The synonyms the site starts with (staff maintain the table in the site configuration, `search_synonyms`):
 * each group lists one target's names, the first the one shown. Names from UniProt's recommended and
 * alternative names and HGNC symbols of each target.
 */
export const DEFAULT_SYNONYMS: string[][] = [
  ['IL-2', 'IL2', 'interleukin 2', 'T cell growth factor', 'TCGF'],
  ['TNF-α', 'TNF alpha', 'TNF', 'TNFSF2', 'tumor necrosis factor', 'cachectin', '肿瘤坏死因子-α'],
  ['TNF-β', 'TNF beta', 'lymphotoxin alpha', 'LTA', 'TNFSF1', '肿瘤坏死因子-β'],
  ['PD-1', 'PDCD1', 'CD279', 'programmed cell death protein 1', '程序性死亡受体1'],
  ['PD-L1', 'CD274', 'B7-H1', 'PDCD1LG1', 'programmed death ligand 1', '程序性死亡配体1'],
  ['HER2', 'ERBB2', 'CD340', 'neu'],
  ['VEGF165', 'VEGF-A165', 'VEGFA', 'vascular endothelial growth factor A'],
  ['CD19', 'B4'],
  ['TNFR2', 'TNFRSF1B', 'CD120b'],
  ['Claudin 18.2', 'CLDN18.2', 'CLDN18 isoform 2'],
  ['T7 RNA Polymerase', 'T7 RNAP', 'T7 polymerase', 'T7 RNA聚合酶'],
];

/** Key → the key of its group's first name; built once per synonym table. */
export type SynonymMap = ReadonlyMap<string, string>;

export function synonymMap(groups: readonly (readonly string[])[]): SynonymMap {
  const map = new Map<string, string>();
  for (const group of groups) {
    const head = canonicalByRule(termKey(group[0] ?? ''));
    if (!head) continue;
    for (const name of group) {
      const key = canonicalByRule(termKey(name));
      if (key && !map.has(key)) map.set(key, head);
    }
  }
  return map;
}

function canonicalByRule(key: string): string {
  for (const [pattern, replacement] of RULES) if (pattern.test(key)) return key.replace(pattern, replacement);
  return key;
}

/**
 * The search key of the first name of the synonym group a term belongs to, when that is another name ("TriLink AG"
 * → "cap1aganalog" for a group staff made of a product's names); empty otherwise.
 */
export function synonymHeadKey(raw: string, synonyms: SynonymMap): string {
  const own = canonicalByRule(termKey(raw));
  const head = synonyms.get(own);
  return head && head !== own ? fieldKey(head) : '';
}

/** The canonical key of a term: its rule form, then its synonym group's head. */
export function canonicalKey(raw: string, synonyms: SynonymMap): string {
  const key = canonicalByRule(termKey(raw));
  return synonyms.get(key) ?? key;
}

/** Whether a text holds Chinese (CJK) characters. */
export const hasCjk = (text: string) => /[\u3400-\u9fff\uf900-\ufaff]/u.test(text);
