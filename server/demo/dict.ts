import type { dictEntries } from '../db/schema/index.ts';

/** A dictionary value with its two labels; `value` is the stable key stored in product columns. */
export interface Label {
  en: string;
  zh: string;
}

export const SPECIES = {
  human: { en: 'Human', zh: '人' },
  mouse: { en: 'Mouse', zh: '小鼠' },
  rat: { en: 'Rat', zh: '大鼠' },
  cynomolgus: { en: 'Cynomolgus', zh: '食蟹猴' },
  canine: { en: 'Canine', zh: '犬' },
} as const satisfies Record<string, Label>;
export type Species = keyof typeof SPECIES;

export const TAGS = {
  tag_free: { en: 'Tag Free', zh: '无标签' },
  his: { en: 'His', zh: 'His' },
  hfc: { en: 'hFc', zh: 'hFc' },
  mfc: { en: 'mFc', zh: 'mFc' },
  flag: { en: 'Flag', zh: 'Flag' },
  his_avi: { en: 'His-Avi', zh: 'His-Avi' },
  fc_avi: { en: 'Fc-Avi', zh: 'Fc-Avi' },
  gst: { en: 'GST', zh: 'GST' },
  strep: { en: 'Strep', zh: 'Strep' },
  llama_fc: { en: 'Llama Fc', zh: 'Llama Fc' },
} as const satisfies Record<string, Label>;
export type Tag = keyof typeof TAGS;

export const EXPRESSION_SYSTEMS = {
  e_coli: { en: 'E. coli', zh: '大肠杆菌' },
  yeast: { en: 'Yeast', zh: '酵母' },
  insect: { en: 'Insect cells', zh: '昆虫细胞' },
  mammalian: { en: 'Mammalian cells', zh: '哺乳动物细胞' },
} as const satisfies Record<string, Label>;
export type ExpressionSystem = keyof typeof EXPRESSION_SYSTEMS;

export const COUPLINGS = {
  biotin: { en: 'Biotinylated', zh: '生物素标记' },
  fitc: { en: 'FITC', zh: 'FITC标记' },
  pe: { en: 'PE', zh: 'PE标记' },
  apc: { en: 'APC', zh: 'APC标记' },
} as const satisfies Record<string, Label>;
export type Coupling = keyof typeof COUPLINGS;

const TAG_POSITIONS = {
  c_term: { en: 'C-terminus', zh: 'C端' },
  n_term: { en: 'N-terminus', zh: 'N端' },
  other: { en: 'Other', zh: '其他' },
} satisfies Record<string, Label>;

const EDUCATION = {
  bachelor: { en: "Bachelor's degree", zh: '本科' },
  master: { en: "Master's degree", zh: '硕士' },
  phd: { en: 'PhD', zh: '博士' },
  other: { en: 'Other', zh: '其他' },
} satisfies Record<string, Label>;

const APPLICATIONS = {
  cell_culture: { en: 'Cell culture', zh: '细胞培养' },
  elisa: { en: 'ELISA', zh: 'ELISA' },
  spr_bli: { en: 'SPR / BLI', zh: 'SPR / BLI' },
  flow_cytometry: { en: 'Flow cytometry', zh: '流式细胞术' },
  immunization: { en: 'Immunization', zh: '免疫' },
  ivt: { en: 'In vitro transcription (IVT)', zh: '体外转录（IVT）' },
  car_detection: { en: 'CAR detection', zh: 'CAR检测' },
  western_blot: { en: 'Western blot', zh: 'Western blot' },
  other: { en: 'Other', zh: '其他' },
} satisfies Record<string, Label>;

/** Five fallback hot search words (spec §2), shown until real search statistics exist; each label is a substring of a product name. */
const HOT_SEARCH = {
  'IL-2': { en: 'IL-2', zh: '白介素-2' },
  'PD-1': { en: 'PD-1', zh: 'PD-1' },
  capping_kit: { en: 'Capping Rate Detection Kit', zh: '加帽率检测' },
  t7: { en: 'T7 RNA Polymerase', zh: 'T7 RNA聚合酶' },
  cap_analog: { en: 'Cap 1 AG', zh: 'Cap 1 AG' },
} satisfies Record<string, Label>;

/** The forms also offer "other" for species and tags (spec §3, new-product suggestion). */
const OTHER: Label = { en: 'Other', zh: '其他' };

type DictRow = typeof dictEntries.$inferInsert;

function entries(type: string, labels: Record<string, Label>): DictRow[] {
  return Object.entries(labels).map(([value, l], i) => ({ type, value, labelEn: l.en, labelZh: l.zh, sort: (i + 1) * 10 }));
}

/**
 * All dictionary rows. `targets` are the distinct targets of the generated products (value = label in
 * English, Chinese label where the protein has a common Chinese name).
 */
export function buildDict(targets: ReadonlyMap<string, string>): DictRow[] {
  return [
    ...entries('species', { ...SPECIES, other: OTHER }),
    ...entries('protein_tag', { ...TAGS, other: OTHER }),
    ...entries('tag_position', TAG_POSITIONS),
    ...entries('expression_system', EXPRESSION_SYSTEMS),
    ...entries('coupling', COUPLINGS),
    ...entries('education', EDUCATION),
    ...entries('application', APPLICATIONS),
    ...entries('hot_search', HOT_SEARCH),
    ...entries('target', Object.fromEntries([...targets].map(([en, zh]) => [en, { en, zh }]))),
  ];
}
