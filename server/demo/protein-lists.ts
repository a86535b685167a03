/**
 * Protein targets of the generated catalogue, by leaf category: [symbol, Chinese name, full English name].
 * The Chinese name is used in product names ("重组人白介素-2蛋白"); receptors and antigens keep their
 * symbol in Chinese as suppliers do ("重组人PD-1蛋白").
 */
export type TargetEntry = readonly [symbol: string, zh: string, full: string];

export interface TargetGroup {
  /** Leaf category key (see category-tree.ts). */
  leaf: string;
  family: 'cytokine' | 'growth_factor' | 'target';
  targets: readonly TargetEntry[];
}

export const PROTEIN_GROUPS: readonly TargetGroup[] = [
  { leaf: 'cyt.il1', family: 'cytokine', targets: [
    ['IL-1α', '白介素-1α', 'Interleukin-1 alpha'], ['IL-1β', '白介素-1β', 'Interleukin-1 beta'],
    ['IL-18', '白介素-18', 'Interleukin-18'], ['IL-33', '白介素-33', 'Interleukin-33'],
    ['IL-36γ', '白介素-36γ', 'Interleukin-36 gamma'], ['IL-1RA', '白介素-1受体拮抗剂', 'Interleukin-1 receptor antagonist'],
  ] },
  { leaf: 'cyt.gamma_chain', family: 'cytokine', targets: [
    ['IL-2', '白介素-2', 'Interleukin-2'], ['IL-4', '白介素-4', 'Interleukin-4'], ['IL-7', '白介素-7', 'Interleukin-7'],
    ['IL-9', '白介素-9', 'Interleukin-9'], ['IL-15', '白介素-15', 'Interleukin-15'], ['IL-21', '白介素-21', 'Interleukin-21'],
  ] },
  { leaf: 'cyt.il6', family: 'cytokine', targets: [
    ['IL-6', '白介素-6', 'Interleukin-6'], ['IL-11', '白介素-11', 'Interleukin-11'], ['OSM', '抑瘤素M', 'Oncostatin M'],
    ['LIF', '白血病抑制因子', 'Leukemia inhibitory factor'], ['CNTF', '睫状神经营养因子', 'Ciliary neurotrophic factor'],
  ] },
  { leaf: 'cyt.il10', family: 'cytokine', targets: [
    ['IL-10', '白介素-10', 'Interleukin-10'], ['IL-12', '白介素-12', 'Interleukin-12 p70'], ['IL-22', '白介素-22', 'Interleukin-22'],
    ['IL-23', '白介素-23', 'Interleukin-23'], ['IL-27', '白介素-27', 'Interleukin-27'],
  ] },
  { leaf: 'cyt.il17', family: 'cytokine', targets: [
    ['IL-17A', '白介素-17A', 'Interleukin-17A'], ['IL-17F', '白介素-17F', 'Interleukin-17F'], ['IL-25', '白介素-25', 'Interleukin-25 (IL-17E)'],
  ] },
  { leaf: 'cyt.interferons', family: 'cytokine', targets: [
    ['IFN-α2b', '干扰素-α2b', 'Interferon alpha-2b'], ['IFN-β', '干扰素-β', 'Interferon beta'],
    ['IFN-γ', '干扰素-γ', 'Interferon gamma'], ['IFN-λ1', '干扰素-λ1', 'Interferon lambda-1'],
  ] },
  { leaf: 'cyt.tnf', family: 'cytokine', targets: [
    ['TNF-α', '肿瘤坏死因子-α', 'Tumor necrosis factor alpha'], ['TNF-β', '肿瘤坏死因子-β', 'Lymphotoxin alpha'],
    ['RANKL', '核因子κB受体活化因子配体', 'Receptor activator of NF-κB ligand'],
    ['TRAIL', '肿瘤坏死因子相关凋亡诱导配体', 'TNF-related apoptosis-inducing ligand'],
    ['BAFF', 'B细胞活化因子', 'B-cell activating factor'], ['APRIL', '增殖诱导配体', 'A proliferation-inducing ligand'],
  ] },
  { leaf: 'cyt.cc', family: 'cytokine', targets: [
    ['CCL2', '单核细胞趋化蛋白-1', 'C-C motif chemokine 2 (MCP-1)'], ['CCL3', '巨噬细胞炎症蛋白-1α', 'C-C motif chemokine 3 (MIP-1α)'],
    ['CCL5', '趋化因子CCL5', 'C-C motif chemokine 5 (RANTES)'], ['CCL19', '趋化因子CCL19', 'C-C motif chemokine 19'],
    ['CCL21', '趋化因子CCL21', 'C-C motif chemokine 21'],
  ] },
  { leaf: 'cyt.cxc', family: 'cytokine', targets: [
    ['CXCL8', '白介素-8', 'Interleukin-8 (CXCL8)'], ['CXCL10', '干扰素诱导蛋白-10', 'C-X-C motif chemokine 10 (IP-10)'],
    ['CXCL12', '基质细胞衍生因子-1α', 'Stromal cell-derived factor 1 alpha'], ['CXCL13', '趋化因子CXCL13', 'C-X-C motif chemokine 13'],
  ] },
  { leaf: 'cyt.csf', family: 'cytokine', targets: [
    ['GM-CSF', '粒细胞-巨噬细胞集落刺激因子', 'Granulocyte-macrophage colony-stimulating factor'],
    ['G-CSF', '粒细胞集落刺激因子', 'Granulocyte colony-stimulating factor'],
    ['M-CSF', '巨噬细胞集落刺激因子', 'Macrophage colony-stimulating factor'],
    ['EPO', '促红细胞生成素', 'Erythropoietin'], ['TPO', '血小板生成素', 'Thrombopoietin'],
    ['Flt3L', 'FMS样酪氨酸激酶3配体', 'Fms-related tyrosine kinase 3 ligand'],
  ] },
  { leaf: 'gf.fgf', family: 'growth_factor', targets: [
    ['FGF-1', '酸性成纤维细胞生长因子', 'Fibroblast growth factor 1 (aFGF)'],
    ['FGF-2', '碱性成纤维细胞生长因子', 'Fibroblast growth factor 2 (bFGF)'],
    ['FGF-4', '成纤维细胞生长因子-4', 'Fibroblast growth factor 4'], ['FGF-7', '角质细胞生长因子', 'Keratinocyte growth factor (FGF-7)'],
    ['FGF-10', '成纤维细胞生长因子-10', 'Fibroblast growth factor 10'], ['FGF-21', '成纤维细胞生长因子-21', 'Fibroblast growth factor 21'],
  ] },
  { leaf: 'gf.egf', family: 'growth_factor', targets: [
    ['EGF', '表皮生长因子', 'Epidermal growth factor'], ['HB-EGF', '肝素结合性表皮生长因子', 'Heparin-binding EGF-like growth factor'],
    ['TGF-α', '转化生长因子-α', 'Transforming growth factor alpha'], ['NRG1-β1', '神经调节蛋白-1β1', 'Neuregulin-1 beta 1'],
  ] },
  { leaf: 'gf.vegf', family: 'growth_factor', targets: [
    ['VEGF165', '血管内皮生长因子165', 'Vascular endothelial growth factor A, isoform 165'],
    ['VEGF121', '血管内皮生长因子121', 'Vascular endothelial growth factor A, isoform 121'],
    ['PlGF', '胎盘生长因子', 'Placental growth factor'], ['PDGF-BB', '血小板衍生生长因子-BB', 'Platelet-derived growth factor BB'],
  ] },
  { leaf: 'gf.tgfb', family: 'growth_factor', targets: [
    ['TGF-β1', '转化生长因子-β1', 'Transforming growth factor beta 1'], ['TGF-β3', '转化生长因子-β3', 'Transforming growth factor beta 3'],
    ['Activin A', '激活素A', 'Activin A'], ['GDF-15', '生长分化因子-15', 'Growth/differentiation factor 15'],
  ] },
  { leaf: 'gf.bmp', family: 'growth_factor', targets: [
    ['BMP-2', '骨形态发生蛋白-2', 'Bone morphogenetic protein 2'], ['BMP-4', '骨形态发生蛋白-4', 'Bone morphogenetic protein 4'],
    ['BMP-7', '骨形态发生蛋白-7', 'Bone morphogenetic protein 7'], ['Noggin', '头蛋白', 'Noggin'],
  ] },
  { leaf: 'gf.other', family: 'growth_factor', targets: [
    ['HGF', '肝细胞生长因子', 'Hepatocyte growth factor'], ['IGF-1', '胰岛素样生长因子-1', 'Insulin-like growth factor 1'],
    ['SCF', '干细胞因子', 'Stem cell factor'], ['β-NGF', '神经生长因子-β', 'Beta-nerve growth factor'],
    ['BDNF', '脑源性神经营养因子', 'Brain-derived neurotrophic factor'], ['R-Spondin 1', 'R-Spondin 1', 'R-spondin-1'],
  ] },
  { leaf: 'tgt.inhibitory', family: 'target', targets: [
    ['PD-1', 'PD-1', 'Programmed cell death protein 1'], ['PD-L1', 'PD-L1', 'Programmed death-ligand 1'],
    ['PD-L2', 'PD-L2', 'Programmed death-ligand 2'], ['CTLA-4', 'CTLA-4', 'Cytotoxic T-lymphocyte antigen 4'],
    ['LAG-3', 'LAG-3', 'Lymphocyte activation gene 3'], ['TIGIT', 'TIGIT', 'T-cell immunoreceptor with Ig and ITIM domains'],
    ['TIM-3', 'TIM-3', 'T-cell immunoglobulin mucin-3'], ['Siglec-15', 'Siglec-15', 'Sialic acid-binding Ig-like lectin 15'],
    ['VISTA', 'VISTA', 'V-domain Ig suppressor of T-cell activation'], ['CD47', 'CD47', 'Leukocyte surface antigen CD47'],
    ['SIRPα', 'SIRPα', 'Signal regulatory protein alpha'],
  ] },
  { leaf: 'tgt.costim', family: 'target', targets: [
    ['4-1BB', '4-1BB', 'Tumor necrosis factor receptor superfamily member 9'], ['OX40', 'OX40', 'Tumor necrosis factor receptor superfamily member 4'],
    ['CD28', 'CD28', 'T-cell-specific surface glycoprotein CD28'], ['ICOS', 'ICOS', 'Inducible T-cell costimulator'],
    ['GITR', 'GITR', 'Glucocorticoid-induced TNFR-related protein'], ['CD40', 'CD40', 'Tumor necrosis factor receptor superfamily member 5'],
    ['CD27', 'CD27', 'CD27 antigen'], ['CD40L', 'CD40L', 'CD40 ligand'],
  ] },
  { leaf: 'tgt.bcell', family: 'target', targets: [
    ['CD19', 'CD19', 'B-lymphocyte antigen CD19'], ['CD20', 'CD20', 'B-lymphocyte antigen CD20'], ['CD22', 'CD22', 'B-cell receptor CD22'],
    ['BCMA', 'BCMA', 'B-cell maturation antigen'], ['CD38', 'CD38', 'ADP-ribosyl cyclase 1'], ['CD79B', 'CD79B', 'B-cell antigen receptor complex-associated protein beta chain'],
  ] },
  { leaf: 'tgt.tcell', family: 'target', targets: [
    ['CD3E', 'CD3E', 'T-cell surface glycoprotein CD3 epsilon chain'], ['CD7', 'CD7', 'T-cell antigen CD7'],
    ['CD33', 'CD33', 'Myeloid cell surface antigen CD33'], ['CD123', 'CD123', 'Interleukin-3 receptor subunit alpha'],
    ['CLL-1', 'CLL-1', 'C-type lectin-like molecule 1'], ['CD5', 'CD5', 'T-cell surface glycoprotein CD5'],
  ] },
  { leaf: 'tgt.her', family: 'target', targets: [
    ['HER2', 'HER2', 'Receptor tyrosine-protein kinase erbB-2'], ['EGFR', 'EGFR', 'Epidermal growth factor receptor'],
    ['HER3', 'HER3', 'Receptor tyrosine-protein kinase erbB-3'],
  ] },
  { leaf: 'tgt.taa', family: 'target', targets: [
    ['TROP-2', 'TROP-2', 'Tumor-associated calcium signal transducer 2'], ['Nectin-4', 'Nectin-4', 'Nectin cell adhesion molecule 4'],
    ['Claudin 18.2', 'Claudin 18.2', 'Claudin-18 isoform 2'], ['B7-H3', 'B7-H3', 'CD276 antigen'], ['c-MET', 'c-MET', 'Hepatocyte growth factor receptor'],
    ['Mesothelin', 'Mesothelin', 'Mesothelin'], ['GPC3', 'GPC3', 'Glypican-3'], ['CEACAM5', 'CEACAM5', 'Carcinoembryonic antigen-related cell adhesion molecule 5'],
    ['FOLR1', 'FOLR1', 'Folate receptor alpha'], ['CDH17', 'CDH17', 'Cadherin-17'], ['DLL3', 'DLL3', 'Delta-like protein 3'],
    ['PSMA', 'PSMA', 'Prostate-specific membrane antigen'],
  ] },
  { leaf: 'tgt.receptors', family: 'target', targets: [
    ['CD25', 'CD25', 'Interleukin-2 receptor subunit alpha'], ['IL-6R', 'IL-6R', 'Interleukin-6 receptor subunit alpha'],
    ['IL-17RA', 'IL-17RA', 'Interleukin-17 receptor A'], ['TNFR2', 'TNFR2', 'Tumor necrosis factor receptor 2'],
    ['VEGFR2', 'VEGFR2', 'Vascular endothelial growth factor receptor 2'], ['FcRn', 'FcRn', 'Neonatal Fc receptor'],
    ['CD16a', 'CD16a', 'Fc gamma receptor IIIa'], ['CD64', 'CD64', 'Fc gamma receptor I'], ['ACE2', 'ACE2', 'Angiotensin-converting enzyme 2'],
  ] },
];
