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

const n = (key: string, en: string, zh: string, children?: TreeSpec[]): TreeSpec => (children ? { key, en, zh, children } : { key, en, zh });

/**
 * The product menu under root 1: eight top-level areas, each two levels deep somewhere.
 * Products attach to the leaves (keys are referenced by the product lists).
 */
export const PRODUCT_TREE: TreeSpec[] = [
  n('cytokines', 'Cytokines', '细胞因子', [
    n('cyt.interleukins', 'Interleukins', '白介素', [
      n('cyt.il1', 'IL-1 Family', 'IL-1家族'),
      n('cyt.gamma_chain', 'Common γ-Chain Cytokines', 'γc家族细胞因子'),
      n('cyt.il6', 'IL-6 Family', 'IL-6家族'),
      n('cyt.il10', 'IL-10 & IL-12 Families', 'IL-10与IL-12家族'),
      n('cyt.il17', 'IL-17 Family', 'IL-17家族'),
    ]),
    n('cyt.interferons', 'Interferons', '干扰素'),
    n('cyt.tnf', 'TNF Superfamily', '肿瘤坏死因子超家族'),
    n('cyt.chemokines', 'Chemokines', '趋化因子', [
      n('cyt.cc', 'CC Chemokines', 'CC亚家族趋化因子'),
      n('cyt.cxc', 'CXC Chemokines', 'CXC亚家族趋化因子'),
    ]),
    n('cyt.csf', 'Colony-Stimulating Factors', '集落刺激因子'),
  ]),
  n('growth_factors', 'Growth Factors', '生长因子', [
    n('gf.fgf', 'FGF Family', 'FGF家族'),
    n('gf.egf', 'EGF Family', 'EGF家族'),
    n('gf.vegf', 'VEGF & PDGF Families', 'VEGF与PDGF家族'),
    n('gf.tgfb_super', 'TGF-β Superfamily', 'TGF-β超家族', [
      n('gf.tgfb', 'TGF-β & Activins', 'TGF-β与激活素'),
      n('gf.bmp', 'Bone Morphogenetic Proteins', '骨形态发生蛋白'),
    ]),
    n('gf.other', 'Other Growth Factors', '其他生长因子'),
  ]),
  n('mrna', 'mRNA Raw Materials', 'mRNA原料', [
    n('mrna.cap', 'Cap Analogs', '帽类似物'),
    n('mrna.nucleotides', 'Nucleotides', '核苷酸', [
      n('mrna.modified', 'Modified NTPs', '修饰核苷酸'),
      n('mrna.ntp', 'Standard NTPs & Sets', '常规NTP及套装'),
    ]),
    n('mrna.capping', 'Capping Enzymes', '加帽酶'),
    n('mrna.ivt', 'IVT Enzymes', '体外转录用酶', [
      n('mrna.polymerase', 'RNA Polymerases', 'RNA聚合酶'),
      n('mrna.auxiliary', 'Auxiliary Enzymes', '辅助酶'),
    ]),
    n('mrna.kits', 'Capping Analysis Kits', '加帽检测试剂盒'),
  ]),
  n('targets', 'Target Proteins', '靶点蛋白', [
    n('tgt.checkpoints', 'Immune Checkpoints', '免疫检查点', [
      n('tgt.inhibitory', 'Inhibitory Checkpoints', '抑制性检查点'),
      n('tgt.costim', 'Co-stimulatory Molecules', '共刺激分子'),
    ]),
    n('tgt.cell_therapy', 'CAR-T & Cell Therapy Targets', 'CAR-T及细胞治疗靶点', [
      n('tgt.bcell', 'B-cell Antigens', 'B细胞抗原'),
      n('tgt.tcell', 'T-cell & Myeloid Antigens', 'T细胞及髓系抗原'),
    ]),
    n('tgt.adc', 'ADC & Solid Tumour Targets', 'ADC及实体瘤靶点', [
      n('tgt.her', 'HER Family', 'HER家族'),
      n('tgt.taa', 'Tumour-Associated Antigens', '肿瘤相关抗原'),
    ]),
    n('tgt.receptors', 'Cytokine & Fc Receptors', '细胞因子及Fc受体'),
    // Announced but not yet released: hidden from the menus (exercises `visible`).
    { key: 'tgt.viral', en: 'Viral Antigens', zh: '病毒抗原', visible: false },
  ]),
  n('cell_lines', 'Cell Lines', '细胞株', [
    n('cel.stable', 'Stable Cell Lines', '稳转细胞株', [
      n('cel.overexpression', 'Overexpression Cell Lines', '过表达细胞株'),
      n('cel.reporter', 'Reporter Cell Lines', '报告基因细胞株'),
    ]),
    n('cel.knockout', 'Knockout Cell Lines', '敲除细胞株'),
  ]),
  n('enzymes', 'Enzymes', '工具酶', [
    n('enz.molbio', 'Molecular Biology Enzymes', '分子生物学用酶', [
      n('enz.polymerase', 'DNA Polymerases & Reverse Transcriptases', 'DNA聚合酶与逆转录酶'),
      n('enz.nuclease', 'Nucleases & Modifying Enzymes', '核酸酶与修饰酶'),
    ]),
    n('enz.protease', 'Proteases', '蛋白酶'),
    n('enz.glycosidase', 'Glycosidases', '糖苷酶'),
  ]),
  n('antibodies', 'Antibodies', '抗体', [
    n('ant.tag', 'Anti-Tag Antibodies', '标签抗体'),
    n('ant.research', 'Research Antibodies', '科研抗体', [
      n('ant.checkpoint', 'Checkpoint Antibodies', '检查点抗体'),
      n('ant.cytokine', 'Cytokine Antibodies', '细胞因子抗体'),
    ]),
    n('ant.biosimilar', 'Biosimilar Reference Antibodies', '生物类似药参照抗体'),
  ]),
];
