import { COUPLINGS, SPECIES, TAGS, type Coupling, type ExpressionSystem, type Label, type Species, type Tag } from './dict.ts';
import type { LadderKey } from './sizes.ts';

export type Family =
  | 'cytokine'
  | 'growth_factor'
  | 'target'
  | 'cap'
  | 'ntp'
  | 'mrna_enzyme'
  | 'mrna_kit'
  | 'enzyme'
  | 'cell_line'
  | 'antibody';

/** One catalogue item before it becomes rows: names, filter keys, price ladder and text hints. */
export interface ProductSpec {
  catalogNumber: string;
  nameEn: string;
  nameZh: string;
  /** Leaf category key (category-tree.ts). */
  leaf: string;
  family: Family;
  species: Species | null;
  proteinTag: Tag | null;
  tagPosition?: 'c_term' | 'n_term';
  target: string | null;
  /** Chinese name of the target, when it has one ("白介素-2"). */
  targetZh?: string;
  /** Full English name of the target, for search keywords ("Interleukin-2"). */
  targetFull?: string;
  coupling: Coupling | null;
  expressionSystem: ExpressionSystem | null;
  ladder: LadderKey;
  /** Price in CNY of the ladder's first size; larger sizes scale from it. */
  basePriceCny: number;
  /** A product-specific opening sentence for the description. */
  about?: Label;
  keywordsEn: string[];
  keywordsZh: string[];
}

/** "Recombinant Human IL-2 Protein, His Tag" / "重组人白介素-2蛋白，His标签" (supplier naming convention). */
export function proteinName(species: Species, target: string, targetZh: string, tag: Tag, coupling: Coupling | null): Label {
  const tagEn = tag === 'tag_free' ? '' : `, ${TAGS[tag].en} Tag`;
  const tagZh = tag === 'tag_free' ? '' : `，${TAGS[tag].zh}标签`;
  const prefixEn = coupling === null ? '' : coupling === 'biotin' ? 'Biotinylated ' : `${COUPLINGS[coupling].en}-Labeled `;
  const prefixZh = coupling === null ? '' : COUPLINGS[coupling].zh;
  return {
    en: `${prefixEn}Recombinant ${SPECIES[species].en} ${target} Protein${tagEn}`,
    zh: `${prefixZh}重组${SPECIES[species].zh}${targetZh}蛋白${tagZh}`,
  };
}

/** Letter of the species in catalog numbers (CYT-H0201: human). */
export const SPECIES_LETTER: Record<Species, string> = { human: 'H', mouse: 'M', rat: 'R', cynomolgus: 'C', canine: 'K' };
