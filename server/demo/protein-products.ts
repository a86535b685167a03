import { SPECIES, type Coupling, type ExpressionSystem, type Species, type Tag } from './dict.ts';
import { rng } from './prng.ts';
import { proteinName, SPECIES_LETTER, type ProductSpec } from './product-spec.ts';
import { PROTEIN_GROUPS, type TargetGroup } from './protein-lists.ts';

/** A form in which a protein is offered, and how often the catalogue has it (probability per target). */
interface Variant {
  species: Species;
  tag: Tag;
  expr: ExpressionSystem;
  coupling?: Coupling | 'fluor';
  p: number;
}

// Cytokines and growth factors: mostly tag-free from E. coli, the way bioassay-grade cytokines are sold.
const SOLUBLE_VARIANTS: Variant[] = [
  { species: 'human', tag: 'tag_free', expr: 'e_coli', p: 1 },
  { species: 'human', tag: 'his', expr: 'mammalian', p: 0.45 },
  { species: 'mouse', tag: 'tag_free', expr: 'e_coli', p: 0.55 },
  { species: 'rat', tag: 'tag_free', expr: 'e_coli', p: 0.18 },
  { species: 'cynomolgus', tag: 'his', expr: 'mammalian', p: 0.1 },
  { species: 'canine', tag: 'tag_free', expr: 'yeast', p: 0.07 },
  { species: 'human', tag: 'his_avi', expr: 'mammalian', coupling: 'biotin', p: 0.08 },
];

// Target proteins: extracellular domains from HEK293 cells, tagged for capture, often biotinylated.
const TARGET_VARIANTS: Variant[] = [
  { species: 'human', tag: 'his', expr: 'mammalian', p: 1 },
  { species: 'human', tag: 'hfc', expr: 'mammalian', p: 0.45 },
  { species: 'human', tag: 'his_avi', expr: 'mammalian', coupling: 'biotin', p: 0.4 },
  { species: 'human', tag: 'fc_avi', expr: 'mammalian', coupling: 'biotin', p: 0.1 },
  { species: 'human', tag: 'his', expr: 'mammalian', coupling: 'fluor', p: 0.15 },
  { species: 'human', tag: 'mfc', expr: 'mammalian', p: 0.08 },
  { species: 'human', tag: 'flag', expr: 'mammalian', p: 0.05 },
  { species: 'human', tag: 'strep', expr: 'mammalian', p: 0.05 },
  { species: 'human', tag: 'llama_fc', expr: 'mammalian', p: 0.05 },
  { species: 'human', tag: 'gst', expr: 'e_coli', p: 0.03 },
  { species: 'mouse', tag: 'his', expr: 'mammalian', p: 0.3 },
  { species: 'cynomolgus', tag: 'his', expr: 'mammalian', p: 0.35 },
  { species: 'rat', tag: 'his', expr: 'mammalian', p: 0.07 },
  { species: 'canine', tag: 'his', expr: 'mammalian', p: 0.05 },
];

/** Glycoproteins and heterodimers that suppliers express in mammalian cells even when tag-free. */
const MAMMALIAN_ONLY = new Set(['EPO', 'IFN-β', 'IL-12', 'IL-23', 'IL-27', 'TPO', 'Activin A', 'GDF-15', 'BMP-7', 'HGF', 'M-CSF']);

const PREFIX = { cytokine: 'CYT', growth_factor: 'GRF', target: 'TGP' } as const;
const BASE_PRICE = { cytokine: 680, growth_factor: 620, target: 980 } as const;

/** Products of one target group; catalog numbers are prefix + species letter + group (2) + sequence (2). */
function groupProducts(group: TargetGroup, groupNo: number): ProductSpec[] {
  const r = rng(`proteins:${group.leaf}`);
  const variants = group.family === 'target' ? TARGET_VARIANTS : SOLUBLE_VARIANTS;
  const seq = new Map<Species, number>();
  const specs: ProductSpec[] = [];
  for (const [target, targetZh, full] of group.targets) {
    for (const v of variants) {
      if (v.p < 1 && !r.chance(v.p)) continue;
      const coupling: Coupling | null = v.coupling === 'fluor' ? r.pick(['fitc', 'pe', 'apc'] as const) : (v.coupling ?? null);
      let expr = v.expr;
      if (v.tag === 'tag_free' && MAMMALIAN_ONLY.has(target)) expr = 'mammalian';
      else if (group.family === 'target' && expr === 'mammalian' && r.chance(0.12)) expr = 'insect';
      const n = (seq.get(v.species) ?? 0) + 1;
      seq.set(v.species, n);
      const name = proteinName(v.species, target, targetZh, v.tag, coupling);
      const labelled = coupling !== null ? 1.35 : 1;
      specs.push({
        catalogNumber: `${PREFIX[group.family]}-${SPECIES_LETTER[v.species]}${String(groupNo).padStart(2, '0')}${String(n).padStart(2, '0')}`,
        nameEn: name.en,
        nameZh: name.zh,
        leaf: group.leaf,
        family: group.family,
        species: v.species,
        proteinTag: v.tag,
        tagPosition: v.tag === 'tag_free' ? undefined : r.chance(0.8) ? 'c_term' : 'n_term',
        target,
        targetZh,
        targetFull: full,
        coupling,
        expressionSystem: expr,
        ladder: 'protein',
        basePriceCny: Math.round((BASE_PRICE[group.family] * labelled * (0.8 + r.next() * 0.6)) / 10) * 10,
        keywordsEn: [target, full, `recombinant ${v.species} ${target}`],
        keywordsZh: [targetZh, target, `重组${SPECIES[v.species].zh}${targetZh}`],
      });
    }
  }
  return specs;
}

/** Cytokines, growth factors and target proteins: generated from the target lists. */
export function proteinProducts(): ProductSpec[] {
  const groupNo = { cytokine: 0, growth_factor: 0, target: 0 };
  return PROTEIN_GROUPS.flatMap((g) => groupProducts(g, ++groupNo[g.family]));
}
