import { describe, expect, it } from 'vitest';
import { GENE_ALIAS_GROUPS, SHARED_ALIASES_DROPPED } from './data/gene-aliases.ts';
import { canonicalKey, DEFAULT_SYNONYMS, searchKey, synonymMap } from './terms.ts';

// The normaliser's promises (terms.ts, field-terms.ts): each line lists spellings a scientist types for one thing.
describe('search keys', () => {
  const same = (...spellings: string[]) => expect(new Set(spellings.map(searchKey)), spellings.join(' / ')).toHaveProperty('size', 1);

  it('fold catalog numbers without punctuation or case', () => {
    same('CYT-H0201', 'cyth0201', 'cyt h0201', 'ＣＹＴ－Ｈ０２０１');
  });

  it('fold Greek letters with their Latin and spelled-out forms', () => {
    same('TNF-α', 'TNF-alpha', 'tnf alpha', 'TNFa');
    same('IL-1β', 'IL-1 beta', 'il1b');
    same('IFN-γ', 'IFN gamma', 'ifng');
    same('Ψ', 'psi', 'pseudouridine');
    expect(searchKey('alphabet')).toBe('alphabet'); // a word that begins with a letter's name stays a word
  });

  it('fold modified nucleotides and their abbreviations', () => {
    same('N1-methylpseudouridine', 'm1Ψ', 'm1psi', 'N1-Me-Ψ', '1-methylpseudouridine', 'N1-Methyl-Pseudouridine');
    same('5-methoxyuridine', '5moU', 'mo5U');
    same('5-methylcytidine', 'm5C', '5mC', '5-Me-C');
    same('N6-methyladenosine', 'm6A');
    expect(searchKey("N1-Methyl-Pseudouridine-5'-Triphosphate (N1-Me-ΨTP)")).toContain(searchKey('m1Ψ'));
    expect(searchKey('25 mCi')).not.toContain('m5c'); // a number's digit is not 5-methyl
  });

  it('fold cap names and the trademark signs', () => {
    same('Cap 1', 'cap1', 'Cap1', 'CAP-1');
    same('Cap 0', 'cap0');
    same('CleanCap AG', 'CleanCap® AG', 'CleanCap™ AG', 'Cap 1 AG', 'cleancap');
    expect(searchKey('Cap 1 AG (3′-OMe) Analog')).toContain(searchKey('CleanCap AG'));
  });

  it('keep Chinese text as it is written', () => {
    expect(searchKey('加帽酶')).toBe('加帽酶');
    expect(searchKey('牛痘病毒加帽酶')).toContain(searchKey('加帽酶'));
  });
});

describe('NCBI gene aliases of the catalogue targets', () => {
  const synonyms = synonymMap([...DEFAULT_SYNONYMS, ...GENE_ALIAS_GROUPS]);

  it('join a target with its HGNC symbol and aliases', () => {
    for (const t of ['PDCD1', 'CD279', 'PD-1', 'pd1']) expect(canonicalKey(t, synonyms)).toBe(canonicalKey('PD-1', synonyms));
    for (const t of ['TNF', 'TNFA', 'TNF-alpha', 'TNFSF2']) expect(canonicalKey(t, synonyms)).toBe(canonicalKey('TNF-α', synonyms));
    expect(canonicalKey('ERBB2', synonyms)).toBe(canonicalKey('HER2', synonyms));
  });

  it('leave out an alias other genes carry too', () => {
    expect(SHARED_ALIASES_DROPPED.p75).toContain('TNFRSF1B');
    // A group's own catalogue name and symbol stay ("HGF" is also an old alias of IL6); no shared alias is added.
    const aliases = new Set(GENE_ALIAS_GROUPS.flatMap((g) => g.slice(2)).map((n) => n.toLowerCase()));
    for (const alias of Object.keys(SHARED_ALIASES_DROPPED)) expect(aliases.has(alias.toLowerCase()), alias).toBe(false);
    expect(canonicalKey('p75', synonyms)).not.toBe(canonicalKey('TNFR2', synonyms));
  });
});
