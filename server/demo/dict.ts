import type { dictEntries } from '../db/schema/index.ts';

/** A dictionary value with its two labels; `value` is the stable key stored in product columns. */
export interface Label {
  en: string;
  zh: string;
}

/** A dictionary from rows [value, English, Chinese]; the values stay the keys' type. */
function labels<K extends string>(rows: readonly (readonly [K, string, string])[]): Record<K, Label> {
  return Object.fromEntries(rows.map(([value, en, zh]) => [value, { en, zh }])) as Record<K, Label>;
}

export const SPECIES = labels([['human', 'Human', '人'], ['mouse', 'Mouse', '小鼠'], ['rat', 'Rat', '大鼠'], ['cynomolgus', 'Cynomolgus', '食蟹猴'], ['canine', 'Canine', '犬']]);
export type Species = keyof typeof SPECIES;

export const TAGS = labels([['tag_free', 'Tag Free', '无标签'], ['his', 'His', 'His'], ['hfc', 'hFc', 'hFc'], ['mfc', 'mFc', 'mFc'], ['flag', 'Flag', 'Flag'], ['his_avi', 'His-Avi', 'His-Avi'], ['fc_avi', 'Fc-Avi', 'Fc-Avi'], ['gst', 'GST', 'GST'], ['strep', 'Strep', 'Strep'], ['llama_fc', 'Llama Fc', 'Llama Fc']]);
export type Tag = keyof typeof TAGS;

export const EXPRESSION_SYSTEMS = labels([['e_coli', 'E. coli', '大肠杆菌'], ['yeast', 'Yeast', '酵母'], ['insect', 'Insect cells', '昆虫细胞'], ['mammalian', 'Mammalian cells', '哺乳动物细胞']]);
export type ExpressionSystem = keyof typeof EXPRESSION_SYSTEMS;

export const COUPLINGS = labels([['biotin', 'Biotinylated', '生物素标记'], ['fitc', 'FITC', 'FITC标记'], ['pe', 'PE', 'PE标记'], ['apc', 'APC', 'APC标记']]);
export type Coupling = keyof typeof COUPLINGS;

const TAG_POSITIONS = labels([['c_term', 'C-terminus', 'C端'], ['n_term', 'N-terminus', 'N端'], ['other', 'Other', '其他']]);

const EDUCATION = labels([['bachelor', "Bachelor's degree", '本科'], ['master', "Master's degree", '硕士'], ['phd', 'PhD', '博士'], ['other', 'Other', '其他']]);

const APPLICATIONS = labels([['cell_culture', 'Cell culture', '细胞培养'], ['elisa', 'ELISA', 'ELISA'], ['spr_bli', 'SPR / BLI', 'SPR / BLI'], ['flow_cytometry', 'Flow cytometry', '流式细胞术'], ['immunization', 'Immunization', '免疫'], ['ivt', 'In vitro transcription (IVT)', '体外转录（IVT）'], ['car_detection', 'CAR detection', 'CAR检测'], ['western_blot', 'Western blot', 'Western blot'], ['other', 'Other', '其他']]);

/** Five fallback hot search words, shown until real search statistics exist; each label is a substring of a product name. */
const HOT_SEARCH = labels([['IL-2', 'IL-2', '白介素-2'], ['PD-1', 'PD-1', 'PD-1'], ['capping_kit', 'Capping Rate Detection Kit', '加帽率检测'], ['t7', 'T7 RNA Polymerase', 'T7 RNA聚合酶'], ['cap_analog', 'Cap 1 AG', 'Cap 1 AG']]);

/** The forms also offer "other" for species and tags (new-product suggestion). */
const OTHER: Label = { en: 'Other', zh: '其他' };

type DictRow = typeof dictEntries.$inferInsert;

function entries(type: string, list: Record<string, Label>): DictRow[] {
  return Object.entries(list).map(([value, l], i) => ({ type, value, labelEn: l.en, labelZh: l.zh, sort: (i + 1) * 10 }));
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
