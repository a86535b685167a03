/**
 * The field's own spellings, in comparison-key space (terms.ts `termKey`: lower case, Greek as Latin, no
 * punctuation): the names a scientist types for one modified nucleotide or cap reduce to one short token, in the
 * product texts and in the keyword alike, so "N1-methylpseudouridine", "m1Ψ", "m1psi" and "N1-Me-Ψ" find the same
 * products. Abbreviations follow the MODOMICS / RNA-modification nomenclature (m1Ψ, m5C, m6A, mo5U is written 5moU
 * by suppliers); cap structures after Ramanathan et al. 2016 (Nucleic Acids Res 44:7511, Cap 0 = m7GpppN,
 * Cap 1 = m7GpppNm). "CleanCap AG" (TriLink's name) is a co-transcriptional Cap 1 AG analog (m7GpppAmG), which the
 * catalogue sells under its chemical name.
 *
 * Order matters: longer spellings are rewritten before the shorter ones they contain.
 */
export const FIELD_TERMS: readonly (readonly [RegExp, string])[] = [
  // N1-methylpseudouridine (m1Ψ): "N1-Methyl-Pseudouridine", "1-methylpseudouridine", "N1-Me-Ψ", "me1Ψ"
  [/n1methylpseudouridine|1methylpseudouridine|n1mepsi|me1psi/g, 'm1psi'],
  [/pseudouridine/g, 'psi'],
  // 5-methoxyuridine: "5moU", "mo5U", "5-MOU"
  [/5methoxyuridine|(?<![0-9])mo5u/g, '5mou'],
  // 5-methylcytidine: "m5C", "5mC", "5-Me-C" (not inside a number: "25 mC…")
  [/5methylcytidine|(?<![0-9])5mec|(?<![0-9])5mc/g, 'm5c'],
  // N6-methyladenosine: "m6A"
  [/n6methyladenosine|(?<![0-9])6mea/g, 'm6a'],
  // Caps: "Cap 1", "cap1", "Cap-1" are one key already; "CleanCap AG", "CleanCap® AG", "CleanCap Reagent AG" and
  // plain "CleanCap" are the Cap 1 AG analog
  [/cleancap(?:reagent)?(?:ag)?/g, 'cap1ag'],
];

/** A comparison key with the field's spellings rewritten to their tokens. */
export function fieldKey(key: string): string {
  let out = key;
  for (const [pattern, token] of FIELD_TERMS) out = out.replace(pattern, token);
  return out;
}
