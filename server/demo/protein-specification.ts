import { blankSpecification, type SpecificationColumnId } from '../../src/contracts/resources/product.ts';
import type { products } from '../db/schema/index.ts';
import type { Label } from './dict.ts';
import { rng, type Rng } from './prng.ts';
import { proteinActivity } from './protein-activity.ts';
import { constructLength, PROTEIN_FACTS } from './protein-facts.ts';
import type { ProductSpec } from './product-spec.ts';
import type { SizeRow } from './sizes.ts';

type Row = typeof products.$inferInsert;
/** The datasheet columns (declared in src/contracts/resources/product.ts). */
export type SpecificationColumns = Pick<Row, SpecificationColumnId>;

/**
 * Average mass of an amino-acid residue, 110 Da: the usual rule of thumb for estimating a protein's mass
 * from its length (e.g. Thermo Fisher's protein-size conversion tables), good to a few percent.
 */
const RESIDUE_DA = 110;

/** Residues each tag adds, linker included (human/mouse IgG Fc: hinge-CH2-CH3, about 232 residues; GST 218). */
const TAG_RESIDUES: Record<string, number> = {
  tag_free: 0, his: 10, his_avi: 25, hfc: 232, mfc: 233, llama_fc: 230, fc_avi: 249, flag: 10, gst: 218, strep: 12,
};
const FC_TAGS = new Set(['hfc', 'mfc', 'llama_fc', 'fc_avi']);

/** The host organism by its Latin name, which reads the same on both sites; the cell line is named apart (CELL_LINES). */
const HOSTS: Record<string, string> = { e_coli: 'E. coli', yeast: 'Pichia pastoris', insect: 'Spodoptera frugiperda', mammalian: 'Homo sapiens' };
/** The cell line of a eukaryotic host (the names of their ATCC entries); bacteria and yeast are strains, not cell lines. */
const CELL_LINES: Record<string, string> = { insect: 'Sf9', mammalian: 'HEK293', cho: 'CHO-K1' };

const kda = (residues: number) => Math.round((residues * RESIDUE_DA) / 100) / 10;

const LYOPHILIZED = {
  formulation: {
    soluble: {
      en: 'Lyophilized from a 0.22 µm filtered solution in PBS, pH 7.4, with 5% trehalose as protectant.',
      zh: '由0.22 µm滤膜过滤的PBS（pH 7.4）溶液冻干，含5%海藻糖作为保护剂。',
    },
    target: {
      en: 'Lyophilized from a 0.22 µm filtered solution in 20 mM Tris, 150 mM NaCl, pH 7.5, with 5% trehalose as protectant.',
      zh: '由0.22 µm滤膜过滤的20 mM Tris、150 mM NaCl（pH 7.5）溶液冻干，含5%海藻糖作为保护剂。',
    },
  },
  reconstitution: {
    en: 'Centrifuge the vial before opening. Reconstitute in sterile water to 0.1–0.5 mg/mL and dissolve gently; do not vortex.',
    zh: '开盖前请先离心。用无菌水复溶至0.1–0.5 mg/mL，轻柔溶解，勿涡旋。',
  },
  storage: {
    en: 'Lyophilized: 12 months at -20 °C or below. After reconstitution: 1 week at 2–8 °C, or 3 months at -70 °C in aliquots. Avoid repeated freeze–thaw cycles.',
    zh: '冻干品：-20 °C及以下保存12个月。复溶后：2–8 °C保存1周，或分装后-70 °C保存3个月。避免反复冻融。',
  },
} as const;

/** Fluorescent conjugates are sold in solution and must not be frozen. */
const SOLUTION = {
  formulation: {
    en: 'Supplied as a solution in PBS, pH 7.4, with 0.1% BSA and 0.05% ProClin 300.',
    zh: '以溶液形式提供，缓冲液为PBS（pH 7.4），含0.1% BSA和0.05% ProClin 300。',
  },
  storage: { en: 'Store at 2–8 °C protected from light; stable for 12 months. Do not freeze.', zh: '2–8 °C避光保存，有效期12个月。请勿冷冻。' },
} as const;

const text = (base: 'formulation' | 'reconstitution' | 'storage' | 'activity', l: Label | null) =>
  ({ [`${base}En`]: l?.en ?? '', [`${base}Zh`]: l?.zh ?? '' }) as Record<`${typeof base}En` | `${typeof base}Zh`, string>;

/** Apparent masses on SDS-PAGE: glycoproteins run slower; Fc fusions and cystine-linked dimers double without reducing agent. */
function gelMasses(spec: ProductSpec, predicted: number, chains: number[], glycan: number, dimer: boolean, r: Rng) {
  const jitter = 0.97 + r.next() * 0.08;
  const tagKda = kda(TAG_RESIDUES[spec.proteinTag ?? 'tag_free'] ?? 0);
  const largestChain = chains.length > 1 ? kda(Math.max(...chains)) + tagKda : predicted;
  const reducing = Math.round(largestChain * (1 + glycan) * jitter * 10) / 10;
  const whole = Math.round(predicted * (1 + glycan) * jitter * 10) / 10;
  const covalentDimer = dimer || FC_TAGS.has(spec.proteinTag ?? '');
  const nonReducing = covalentDimer ? Math.round(whole * 2 * 10) / 10 : chains.length > 1 ? whole : null;
  return { reducing, nonReducing };
}

/** Every row sets the same columns (the seed inserts rows in chunks of one shape): a product states what it sets over these blanks. */
export const NONE: SpecificationColumns = blankSpecification;

/** The datasheet columns of a cytokine, growth factor or target protein; all blank for other products. */
export function proteinSpecification(spec: ProductSpec): SpecificationColumns {
  const facts = spec.target ? PROTEIN_FACTS.get(spec.target) : undefined;
  if (!facts || (spec.family !== 'cytokine' && spec.family !== 'growth_factor' && spec.family !== 'target')) return NONE;
  const r = rng(`specification:${spec.catalogNumber}`);
  const chains = facts.construct.split('&').map(constructLength);
  const tagResidues = TAG_RESIDUES[spec.proteinTag ?? 'tag_free'] ?? 0;
  const predicted = kda(constructLength(facts.construct) + tagResidues);
  const prokaryotic = spec.expressionSystem === 'e_coli';
  const glycan = prokaryotic ? 0 : (facts.glycan ?? (spec.family === 'target' ? 0.25 : 0.1));
  const conjugate = spec.coupling === 'fitc' || spec.coupling === 'pe' || spec.coupling === 'apc';
  // PE and APC are large fluorescent proteins: the conjugate has no single band to show.
  const bulky = spec.coupling === 'pe' || spec.coupling === 'apc';
  const gel = gelMasses(spec, predicted, chains, glycan, facts.dimer === true, r);
  const activity = spec.coupling === null && spec.target ? proteinActivity(spec.target, spec.family) : null;
  // EPO and TPO are made in hamster cells (CHO), as the marketed proteins are; other mammalian proteins in human cells.
  const cho = spec.expressionSystem === 'mammalian' && (spec.target === 'EPO' || spec.target === 'TPO');
  const host = cho ? 'Cricetulus griseus' : HOSTS[spec.expressionSystem ?? ''];
  return {
    ...NONE,
    mwPredictedKda: predicted,
    mwObservedKda: bulky ? null : gel.reducing,
    mwNonReducingKda: bulky ? null : gel.nonReducing,
    purityPercent: prokaryotic ? r.pick([95, 97, 98]) : r.pick([90, 95]),
    purityMethod: bulky ? 'SEC-HPLC' : !prokaryotic && r.chance(0.5) ? 'SDS-PAGE, SEC-HPLC' : 'SDS-PAGE',
    endotoxinEuPerUg: spec.family === 'target' ? 1 : r.pick([0.01, 0.1]),
    expressionHost: host ?? null,
    hostCellLine: CELL_LINES[cho ? 'cho' : (spec.expressionSystem ?? '')] ?? null,
    tagPosition: spec.tagPosition ?? null,
    // Accession and residue numbering are those of the human protein; other species are left blank.
    constructRange: spec.species === 'human' ? facts.construct : null,
    accession: spec.species === 'human' ? facts.accession : null,
    ...text('formulation', conjugate ? SOLUTION.formulation : LYOPHILIZED.formulation[spec.family === 'target' ? 'target' : 'soluble']),
    ...text('reconstitution', conjugate ? null : LYOPHILIZED.reconstitution),
    ...text('storage', conjugate ? SOLUTION.storage : LYOPHILIZED.storage),
    shippingTemperature: conjugate || !prokaryotic ? 'blue_ice' : 'ambient',
    ...text('activity', activity?.text ?? null),
    ed50NgPerMl: activity?.ed50NgPerMl ?? null,
  };
}

/**
 * Stock of each size: small packs mostly on the shelf, larger ones shipped after a few days, the largest
 * protein packs sometimes made to order; cell lines are thawed and expanded for each order.
 */
export function withStock(spec: ProductSpec, sizes: SizeRow[]): SizeRow[] {
  const r = rng(`stock:${spec.catalogNumber}`);
  return sizes.map((s, i) => {
    if (spec.family === 'cell_line') return { ...s, stock: 'lead_time', leadTimeDays: r.pick([14, 21]) };
    const last = i === sizes.length - 1 && i > 0;
    if (last && spec.ladder === 'protein' && r.chance(0.3)) return { ...s, stock: 'made_to_order', leadTimeDays: null };
    if (i === 0 ? r.chance(0.9) : r.chance(0.6)) return { ...s, stock: 'in_stock', leadTimeDays: null };
    return { ...s, stock: 'lead_time', leadTimeDays: r.pick([3, 5, 7, 10]) };
  });
}
