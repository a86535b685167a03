import type { Label } from './dict.ts';
import type { Family, ProductSpec } from './product-spec.ts';
import type { LadderKey } from './sizes.ts';

/** [catalog number, English name, Chinese name, leaf, family, ladder, price of the first size (CNY), about]. */
export type ReagentItem = readonly [string, string, string, string, Family, LadderKey, number, Label?];

/** Catalog number of the LC-MS capping kit (banners and tests link to it). */
export const CAPPING_KIT_CATALOG = 'MRN-0061';

const CAPPING_KIT_ABOUT: Label = {
  en:
    'The kit measures the capping rate of IVT mRNA by LC-MS: a biotinylated probe hybridises to the 5′ end, RNase H releases a short 5′ fragment that is captured on streptavidin beads, and LC-MS resolves Cap 1, Cap 0 and uncapped (ppp/pp) fragments. ' +
    'The complete workflow takes about 1.5 hours from mRNA to an LC-MS-ready sample, with fragment recovery above 80%.',
  zh:
    '本试剂盒采用LC-MS法检测体外转录mRNA的加帽率：生物素标记探针与mRNA 5′端杂交，RNase H切割释放5′端短片段并由链霉亲和素磁珠富集，LC-MS区分Cap 1、Cap 0及未加帽（ppp/pp）片段。' +
    '从mRNA到上机样品的完整流程约1.5小时，片段回收率高于80%。',
};

/** mRNA raw materials: cap analogs, nucleotides, capping and IVT enzymes, analysis kits. */
const MRNA_ITEMS: readonly ReagentItem[] = [
  ['MRN-0001', 'm7GpppG Cap Analog (mCap)', 'm7GpppG帽类似物（mCap）', 'mrna.cap', 'cap', 'cap', 980],
  ['MRN-0002', 'Anti-Reverse Cap Analog (ARCA)', '抗反向帽类似物（ARCA）', 'mrna.cap', 'cap', 'cap', 1280],
  ['MRN-0003', 'Cap 1 AG Analog (m7GpppAmG)', 'Cap 1 AG帽类似物（m7GpppAmG）', 'mrna.cap', 'cap', 'cap', 1680],
  ['MRN-0004', "Cap 1 AG (3'-OMe) Analog", "Cap 1 AG（3'-OMe）帽类似物", 'mrna.cap', 'cap', 'cap', 1880],
  ['MRN-0005', 'Cap 1 GG Analog (m7GpppGmG)', 'Cap 1 GG帽类似物（m7GpppGmG）', 'mrna.cap', 'cap', 'cap', 1680],
  ['MRN-0006', 'm7GpppA Cap Analog', 'm7GpppA帽类似物', 'mrna.cap', 'cap', 'cap', 980],
  ['MRN-0011', "N1-Methyl-Pseudouridine-5'-Triphosphate (N1-Me-ΨTP), 100 mM", "N1-甲基假尿苷-5'-三磷酸（N1-Me-ΨTP），100 mM", 'mrna.modified', 'ntp', 'ntp', 1180],
  ['MRN-0012', "Pseudouridine-5'-Triphosphate (ΨTP), 100 mM", "假尿苷-5'-三磷酸（ΨTP），100 mM", 'mrna.modified', 'ntp', 'ntp', 980],
  ['MRN-0013', "5-Methoxyuridine-5'-Triphosphate (5-moUTP), 100 mM", "5-甲氧基尿苷-5'-三磷酸（5-moUTP），100 mM", 'mrna.modified', 'ntp', 'ntp', 1080],
  ['MRN-0014', "5-Methylcytidine-5'-Triphosphate (5-mCTP), 100 mM", "5-甲基胞苷-5'-三磷酸（5-mCTP），100 mM", 'mrna.modified', 'ntp', 'ntp', 1080],
  ['MRN-0015', "N6-Methyladenosine-5'-Triphosphate (m6ATP), 100 mM", "N6-甲基腺苷-5'-三磷酸（m6ATP），100 mM", 'mrna.modified', 'ntp', 'ntp', 1180],
  ['MRN-0021', 'ATP Solution, 100 mM', 'ATP溶液，100 mM', 'mrna.ntp', 'ntp', 'ntp', 260],
  ['MRN-0022', 'GTP Solution, 100 mM', 'GTP溶液，100 mM', 'mrna.ntp', 'ntp', 'ntp', 260],
  ['MRN-0023', 'CTP Solution, 100 mM', 'CTP溶液，100 mM', 'mrna.ntp', 'ntp', 'ntp', 260],
  ['MRN-0024', 'UTP Solution, 100 mM', 'UTP溶液，100 mM', 'mrna.ntp', 'ntp', 'ntp', 260],
  ['MRN-0025', 'NTP Set (ATP, CTP, GTP, UTP), 100 mM each', 'NTP套装（ATP、CTP、GTP、UTP），各100 mM', 'mrna.ntp', 'ntp', 'ntpSet', 880],
  ['MRN-0026', 'NTP Set with N1-Me-ΨTP, 100 mM each', '含N1-Me-ΨTP的NTP套装，各100 mM', 'mrna.ntp', 'ntp', 'ntpSet', 1580],
  ['MRN-0031', 'Vaccinia Capping Enzyme', '牛痘病毒加帽酶', 'mrna.capping', 'mrna_enzyme', 'unitsMid', 1380, {
    en: 'Vaccinia Capping Enzyme adds a Cap 0 structure (m7GpppN) to the 5′ triphosphate of RNA using GTP and SAM.',
    zh: '牛痘病毒加帽酶以GTP和SAM为底物，在RNA 5′三磷酸末端加上Cap 0结构（m7GpppN）。',
  }],
  ['MRN-0032', "mRNA Cap 2'-O-Methyltransferase", "mRNA帽2'-O-甲基转移酶", 'mrna.capping', 'mrna_enzyme', 'unitsMid', 1480, {
    en: "mRNA Cap 2'-O-Methyltransferase methylates the first transcribed nucleotide of Cap 0 RNA, converting it to Cap 1.",
    zh: "mRNA帽2'-O-甲基转移酶甲基化Cap 0 RNA的第一个转录核苷酸，将其转化为Cap 1结构。",
  }],
  ['MRN-0033', 'S-Adenosylmethionine (SAM), 32 mM', 'S-腺苷甲硫氨酸（SAM），32 mM', 'mrna.capping', 'mrna_enzyme', 'volume', 380],
  ['MRN-0034', 'mRNA Enzymatic Capping Kit (Cap 1)', 'mRNA酶法加帽试剂盒（Cap 1）', 'mrna.capping', 'mrna_kit', 'kit', 2680],
  ['MRN-0041', 'T7 RNA Polymerase', 'T7 RNA聚合酶', 'mrna.polymerase', 'mrna_enzyme', 'unitsLarge', 880, {
    en: 'T7 RNA Polymerase synthesises RNA from DNA templates downstream of a T7 promoter, with high yield in standard IVT reactions.',
    zh: 'T7 RNA聚合酶以含T7启动子的DNA为模板合成RNA，在常规体外转录反应中产量高。',
  }],
  ['MRN-0042', 'T7 RNA Polymerase, High Concentration (200 U/µL)', 'T7 RNA聚合酶（高浓度，200 U/µL）', 'mrna.polymerase', 'mrna_enzyme', 'unitsHuge', 2280],
  ['MRN-0043', 'SP6 RNA Polymerase', 'SP6 RNA聚合酶', 'mrna.polymerase', 'mrna_enzyme', 'unitsLarge', 880],
  ['MRN-0044', 'T7 High Yield RNA Synthesis Kit', 'T7高产量RNA合成试剂盒', 'mrna.polymerase', 'mrna_kit', 'kit', 1980],
  ['MRN-0051', 'Inorganic Pyrophosphatase (Yeast)', '无机焦磷酸酶（酵母来源）', 'mrna.auxiliary', 'mrna_enzyme', 'unitsSmall', 680],
  ['MRN-0052', 'RNase Inhibitor (Murine)', 'RNase抑制剂（鼠源）', 'mrna.auxiliary', 'mrna_enzyme', 'unitsLarge', 580],
  ['MRN-0053', 'DNase I (RNase-free)', 'DNase I（无RNase）', 'mrna.auxiliary', 'mrna_enzyme', 'unitsMid', 480],
  ['MRN-0054', 'E. coli Poly(A) Polymerase', '大肠杆菌Poly(A)聚合酶', 'mrna.auxiliary', 'mrna_enzyme', 'unitsSmall', 780],
  ['MRN-0055', 'RNase H', 'RNase H', 'mrna.auxiliary', 'mrna_enzyme', 'unitsSmall', 580],
  [CAPPING_KIT_CATALOG, 'mRNA Capping Rate Detection Kit (LC-MS)', 'mRNA加帽率检测试剂盒（LC-MS法）', 'mrna.kits', 'mrna_kit', 'kit', 6800, CAPPING_KIT_ABOUT],
  ['MRN-0062', 'mRNA Poly(A) Tail Length Analysis Kit', 'mRNA Poly(A)尾长度分析试剂盒', 'mrna.kits', 'mrna_kit', 'kit', 5200],
  ['MRN-0063', 'dsRNA Detection ELISA Kit', 'dsRNA检测ELISA试剂盒', 'mrna.kits', 'mrna_kit', 'plate', 4800],
  ['MRN-0064', 'Residual T7 RNA Polymerase ELISA Kit', 'T7 RNA聚合酶残留检测ELISA试剂盒', 'mrna.kits', 'mrna_kit', 'plate', 5600],
];

/** Turns reagent items into product specs (no species/tag; enzymes are expressed in E. coli). */
export function reagentSpecs(items: readonly ReagentItem[], extra: (item: ReagentItem) => Partial<ProductSpec> = () => ({})): ProductSpec[] {
  return items.map((item) => {
    const [catalogNumber, nameEn, nameZh, leaf, family, ladder, basePriceCny, about] = item;
    const enzyme = family === 'mrna_enzyme' || family === 'enzyme';
    return {
      catalogNumber,
      nameEn,
      nameZh,
      leaf,
      family,
      species: null,
      proteinTag: null,
      target: null,
      coupling: null,
      expressionSystem: enzyme && !nameEn.startsWith('S-Adenosyl') ? 'e_coli' : null,
      ladder,
      basePriceCny,
      about,
      keywordsEn: [nameEn.replace(/,.*$/, ''), family === 'cap' || family === 'ntp' || family.startsWith('mrna') ? 'mRNA' : 'enzyme'],
      keywordsZh: [nameZh.replace(/，.*$/, ''), family === 'cap' || family === 'ntp' || family.startsWith('mrna') ? 'mRNA原料' : '工具酶'],
      ...extra(item),
    };
  });
}

export function mrnaProducts(): ProductSpec[] {
  return reagentSpecs(MRNA_ITEMS);
}
