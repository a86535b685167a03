/** A node of a category tree as declared here; ids are assigned by `buildCategories`. */
export interface TreeSpec {
  key: string;
  en: string;
  zh: string;
  url?: string;
  visible?: boolean;
  /** New-product areas: the keys of the product categories they list. */
  mirrors?: string[];
  children?: TreeSpec[];
}

/**
 * The product menu under root 1, one row a node: parent key ('' for the eight top-level areas), key,
 * English, Chinese; each area is two levels deep somewhere. Products attach to the leaves (keys are
 * referenced by the product lists).
 */
const PRODUCT_NODES: [parent: string, key: string, en: string, zh: string][] = [
  ['', 'cytokines', 'Cytokines', '细胞因子'],
  ['cytokines', 'cyt.interleukins', 'Interleukins', '白介素'],
  ['cyt.interleukins', 'cyt.il1', 'IL-1 Family', 'IL-1家族'],
  ['cyt.interleukins', 'cyt.gamma_chain', 'Common γ-Chain Cytokines', 'γc家族细胞因子'],
  ['cyt.interleukins', 'cyt.il6', 'IL-6 Family', 'IL-6家族'],
  ['cyt.interleukins', 'cyt.il10', 'IL-10 & IL-12 Families', 'IL-10与IL-12家族'],
  ['cyt.interleukins', 'cyt.il17', 'IL-17 Family', 'IL-17家族'],
  ['cytokines', 'cyt.interferons', 'Interferons', '干扰素'],
  ['cytokines', 'cyt.tnf', 'TNF Superfamily', '肿瘤坏死因子超家族'],
  ['cytokines', 'cyt.chemokines', 'Chemokines', '趋化因子'],
  ['cyt.chemokines', 'cyt.cc', 'CC Chemokines', 'CC亚家族趋化因子'],
  ['cyt.chemokines', 'cyt.cxc', 'CXC Chemokines', 'CXC亚家族趋化因子'],
  ['cytokines', 'cyt.csf', 'Colony-Stimulating Factors', '集落刺激因子'],
  ['', 'growth_factors', 'Growth Factors', '生长因子'],
  ['growth_factors', 'gf.fgf', 'FGF Family', 'FGF家族'],
  ['growth_factors', 'gf.egf', 'EGF Family', 'EGF家族'],
  ['growth_factors', 'gf.vegf', 'VEGF & PDGF Families', 'VEGF与PDGF家族'],
  ['growth_factors', 'gf.tgfb_super', 'TGF-β Superfamily', 'TGF-β超家族'],
  ['gf.tgfb_super', 'gf.tgfb', 'TGF-β & Activins', 'TGF-β与激活素'],
  ['gf.tgfb_super', 'gf.bmp', 'Bone Morphogenetic Proteins', '骨形态发生蛋白'],
  ['growth_factors', 'gf.other', 'Other Growth Factors', '其他生长因子'],
  ['', 'mrna', 'mRNA Raw Materials', 'mRNA原料'],
  ['mrna', 'mrna.cap', 'Cap Analogs', '帽类似物'],
  ['mrna', 'mrna.nucleotides', 'Nucleotides', '核苷酸'],
  ['mrna.nucleotides', 'mrna.modified', 'Modified NTPs', '修饰核苷酸'],
  ['mrna.nucleotides', 'mrna.ntp', 'Standard NTPs & Sets', '常规NTP及套装'],
  ['mrna', 'mrna.capping', 'Capping Enzymes', '加帽酶'],
  ['mrna', 'mrna.ivt', 'IVT Enzymes', '体外转录用酶'],
  ['mrna.ivt', 'mrna.polymerase', 'RNA Polymerases', 'RNA聚合酶'],
  ['mrna.ivt', 'mrna.auxiliary', 'Auxiliary Enzymes', '辅助酶'],
  ['mrna', 'mrna.kits', 'Capping Analysis Kits', '加帽检测试剂盒'],
  ['', 'targets', 'Target Proteins', '靶点蛋白'],
  ['targets', 'tgt.checkpoints', 'Immune Checkpoints', '免疫检查点'],
  ['tgt.checkpoints', 'tgt.inhibitory', 'Inhibitory Checkpoints', '抑制性检查点'],
  ['tgt.checkpoints', 'tgt.costim', 'Co-stimulatory Molecules', '共刺激分子'],
  ['targets', 'tgt.cell_therapy', 'CAR-T & Cell Therapy Targets', 'CAR-T及细胞治疗靶点'],
  ['tgt.cell_therapy', 'tgt.bcell', 'B-cell Antigens', 'B细胞抗原'],
  ['tgt.cell_therapy', 'tgt.tcell', 'T-cell & Myeloid Antigens', 'T细胞及髓系抗原'],
  ['targets', 'tgt.adc', 'ADC & Solid Tumour Targets', 'ADC及实体瘤靶点'],
  ['tgt.adc', 'tgt.her', 'HER Family', 'HER家族'],
  ['tgt.adc', 'tgt.taa', 'Tumour-Associated Antigens', '肿瘤相关抗原'],
  ['targets', 'tgt.receptors', 'Cytokine & Fc Receptors', '细胞因子及Fc受体'],
  ['targets', 'tgt.viral', 'Viral Antigens', '病毒抗原'],
  ['', 'cell_lines', 'Cell Lines', '细胞株'],
  ['cell_lines', 'cel.stable', 'Stable Cell Lines', '稳转细胞株'],
  ['cel.stable', 'cel.overexpression', 'Overexpression Cell Lines', '过表达细胞株'],
  ['cel.stable', 'cel.reporter', 'Reporter Cell Lines', '报告基因细胞株'],
  ['cell_lines', 'cel.knockout', 'Knockout Cell Lines', '敲除细胞株'],
  ['', 'enzymes', 'Enzymes', '工具酶'],
  ['enzymes', 'enz.molbio', 'Molecular Biology Enzymes', '分子生物学用酶'],
  ['enz.molbio', 'enz.polymerase', 'DNA Polymerases & Reverse Transcriptases', 'DNA聚合酶与逆转录酶'],
  ['enz.molbio', 'enz.nuclease', 'Nucleases & Modifying Enzymes', '核酸酶与修饰酶'],
  ['enzymes', 'enz.protease', 'Proteases', '蛋白酶'],
  ['enzymes', 'enz.glycosidase', 'Glycosidases', '糖苷酶'],
  ['', 'antibodies', 'Antibodies', '抗体'],
  ['antibodies', 'ant.tag', 'Anti-Tag Antibodies', '标签抗体'],
  ['antibodies', 'ant.research', 'Research Antibodies', '科研抗体'],
  ['ant.research', 'ant.checkpoint', 'Checkpoint Antibodies', '检查点抗体'],
  ['ant.research', 'ant.cytokine', 'Cytokine Antibodies', '细胞因子抗体'],
  ['antibodies', 'ant.biosimilar', 'Biosimilar Reference Antibodies', '生物类似药参照抗体'],
];

/** Announced but not yet released: hidden from the menus (exercises `visible`). */
const HIDDEN = new Set(['tgt.viral']);

function childrenOf(parent: string): TreeSpec[] {
  return PRODUCT_NODES.filter((r) => r[0] === parent).map(([, key, en, zh]) => {
    const children = childrenOf(key);
    if (HIDDEN.has(key)) return { key, en, zh, visible: false };
    return children.length > 0 ? { key, en, zh, children } : { key, en, zh };
  });
}

export const PRODUCT_TREE: TreeSpec[] = childrenOf('');
