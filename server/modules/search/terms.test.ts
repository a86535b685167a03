import { describe, expect, it } from 'vitest';
import { canonicalKey, DEFAULT_SYNONYMS, hasCjk, synonymMap, termKey } from './terms.ts';

describe('search terms', () => {
  const synonyms = synonymMap(DEFAULT_SYNONYMS);

  it('reduces spellings of one name to one key', () => {
    for (const t of ['IL-2', 'IL2', 'il 2', 'ＩＬ－２', ' Il-2 ']) expect(termKey(t)).toBe('il2');
    expect(termKey('TNF-α')).toBe('tnfa');
    expect(termKey('Claudin 18.2')).toBe('claudin182');
    expect(termKey('白介素-2')).toBe('白介素2');
  });

  it('joins long names and Chinese names by rule, and other names through the table', () => {
    const il2 = canonicalKey('IL-2', synonyms);
    for (const t of ['IL2', 'interleukin 2', 'Interleukin-2', '白介素-2', '白细胞介素2', 'TCGF']) expect(canonicalKey(t, synonyms)).toBe(il2);
    expect(canonicalKey('IL-22', synonyms)).not.toBe(il2);
    expect(canonicalKey('interleukin 22', synonyms)).toBe(canonicalKey('IL-22', synonyms));
    const pd1 = canonicalKey('PD-1', synonyms);
    for (const t of ['PDCD1', 'CD279', 'pd1']) expect(canonicalKey(t, synonyms)).toBe(pd1);
    expect(canonicalKey('PD-L1', synonyms)).not.toBe(pd1);
    for (const t of ['TNFa', 'TNF alpha', 'tnf-α']) expect(canonicalKey(t, synonyms)).toBe(canonicalKey('TNF-α', synonyms));
    expect(canonicalKey('interferon gamma', synonyms)).toBe(canonicalKey('IFN-γ', synonyms));
  });

  it('tells Chinese text', () => {
    expect(hasCjk('白介素-2')).toBe(true);
    expect(hasCjk('IL-2')).toBe(false);
  });
});
