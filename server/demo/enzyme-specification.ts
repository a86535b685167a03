import { rng } from './prng.ts';
import type { ProductSpec } from './product-spec.ts';
import { NONE, type SpecificationColumns } from './protein-specification.ts';

/**
 * Demo datasheet facts of the enzymes: residues of the expressed chain(s) and the UniProtKB accession of
 * the natural enzyme where it is unambiguous (left blank for engineered or fused enzymes). The lengths are
 * those of the natural chains (mature chain for secreted enzymes); masses use the same 110 Da per residue
 * as the proteins (protein-specification.ts).
 */
type EnzymeFacts = readonly [chains: readonly number[], accession: string | null, host?: 'Pichia pastoris'];

const ENZYMES: Readonly<Record<string, EnzymeFacts>> = {
  'MRN-0031': [[844, 287], 'P04298, P04318'], // vaccinia D1 / D12 heterodimer
  'MRN-0032': [[333], 'P07617'], // vaccinia VP39
  'MRN-0041': [[883], 'P00573'], 'MRN-0042': [[883], 'P00573'], // T7 RNA polymerase
  'MRN-0043': [[874], 'P06221'], // SP6 RNA polymerase
  'MRN-0051': [[286], 'P00817'], // yeast inorganic pyrophosphatase
  'MRN-0052': [[456], 'Q91VI7'], // murine ribonuclease inhibitor
  'MRN-0053': [[260], 'P00639', 'Pichia pastoris'], // bovine DNase I, mature chain
  'MRN-0054': [[465], 'P0ABF1'], // E. coli poly(A) polymerase I
  'MRN-0055': [[155], 'P0A7Y4'], // E. coli RNase HI
  'ENZ-0001': [[832], 'P19821'], 'ENZ-0002': [[832], 'P19821'], // Taq polymerase
  'ENZ-0003': [[775], null], 'ENZ-0004': [[587], null], 'ENZ-0005': [[671], null],
  'ENZ-0006': [[575], 'P03680'], // phi29 DNA polymerase
  'ENZ-0011': [[229], 'P12295'], // E. coli uracil-DNA glycosylase
  'ENZ-0012': [[487], 'P00970'], // T4 DNA ligase
  'ENZ-0013': [[301], 'P06855'], // T4 polynucleotide kinase
  'ENZ-0014': [[245], 'P13717'], // Serratia marcescens nuclease, mature chain
  'ENZ-0015': [[475], 'P04995'], // E. coli exonuclease I
  'ENZ-0016': [[475], null, 'Pichia pastoris'],
  'ENZ-0017': [[476], 'Q46731'], // Tn5 transposase
  'ENZ-0018': [[1388], 'Q99ZW2'], // SpCas9 with NLS and tag
  'ENZ-0021': [[279], 'P06873', 'Pichia pastoris'], // proteinase K, mature chain
  'ENZ-0022': [[242], null], 'ENZ-0023': [[235], 'P98072'], 'ENZ-0024': [[229], 'Q02724'],
  'ENZ-0025': [[182], null], 'ENZ-0026': [[155], null],
  'ENZ-0031': [[314], 'P21163'], // PNGase F, mature chain
  'ENZ-0032': [[271], 'P04067'], // Endo H, mature chain
  'ENZ-0033': [[1310], null], 'ENZ-0034': [[390], null],
};

const GLYCEROL = {
  formulation: {
    en: 'Supplied in 20 mM Tris-HCl, 100 mM NaCl, 0.1 mM EDTA, 1 mM DTT, 50% glycerol, pH 7.9.',
    zh: '以20 mM Tris-HCl、100 mM NaCl、0.1 mM EDTA、1 mM DTT、50%甘油（pH 7.9）溶液提供。',
  },
  storage: {
    en: 'Store at -20 °C; stable for 12 months. The glycerol stock does not freeze: keep it on ice while pipetting.',
    zh: '-20 °C保存，有效期12个月。甘油储液不会冻结，取用时请置于冰上。',
  },
};
const POWDER = {
  formulation: { en: 'Lyophilized powder.', zh: '冻干粉。' },
  storage: { en: 'Store at 2–8 °C, dry; stable for 24 months.', zh: '2–8 °C干燥保存，有效期24个月。' },
};

const kda = (residues: number) => Math.round((residues * 110) / 100) / 10;

/** The datasheet columns of an enzyme of the demo catalogue, or null for any other product. */
export function enzymeSpecification(spec: ProductSpec): SpecificationColumns | null {
  const facts = ENZYMES[spec.catalogNumber];
  if (!facts) return null;
  const [chains, accession, host] = facts;
  const r = rng(`specification:${spec.catalogNumber}`);
  const form = spec.ladder === 'grams' ? POWDER : GLYCEROL;
  const total = chains.reduce((a, b) => a + b, 0);
  return {
    ...NONE,
    mwPredictedKda: kda(total),
    // A heterodimer falls apart on SDS-PAGE: the reducing lane shows its largest chain.
    mwObservedKda: Math.round(kda(Math.max(...chains)) * (0.97 + r.next() * 0.06) * 10) / 10,
    mwNonReducingKda: null,
    purityPercent: r.pick([95, 98]),
    purityMethod: 'SDS-PAGE',
    endotoxinEuPerUg: null,
    expressionHost: host ?? 'E. coli',
    tagPosition: null,
    constructRange: null,
    accession,
    formulationEn: form.formulation.en,
    formulationZh: form.formulation.zh,
    reconstitutionEn: '',
    reconstitutionZh: '',
    storageEn: form.storage.en,
    storageZh: form.storage.zh,
    shippingTemperature: 'blue_ice',
    activityEn: '',
    activityZh: '',
    ed50NgPerMl: null,
  };
}
