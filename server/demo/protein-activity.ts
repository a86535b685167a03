import type { Label } from './dict.ts';

/**
 * Demo bioactivity statements: the assay a supplier would use for each protein (cell line or binding
 * partner) and a typical ED50 range in ng/mL. The assays are the usual ones for these proteins; the ranges
 * are demo values, not measured data.
 */
type Assay = readonly [en: string, zh: string, loNgPerMl: number, hiNgPerMl: number];

const prolif = (cells: string, lo: number, hi: number): Assay => [`the proliferation of ${cells} cells`, `${cells}细胞增殖`, lo, hi];

const CELL_ASSAYS: Readonly<Record<string, Assay>> = {
  'IL-1α': prolif('D10.G4.1', 0.002, 0.01), 'IL-1β': prolif('D10.G4.1', 0.002, 0.01),
  'IL-18': ['IFN-γ secretion by KG-1 cells', 'KG-1细胞分泌IFN-γ', 5, 20], 'IL-33': prolif('D10.G4.1', 0.1, 0.5),
  'IL-2': prolif('CTLL-2', 0.05, 0.2), 'IL-4': prolif('TF-1', 0.05, 0.25), 'IL-7': prolif('2E8', 0.05, 0.3),
  'IL-9': prolif('MO7e', 0.1, 0.5), 'IL-15': prolif('CTLL-2', 0.1, 0.6), 'IL-21': prolif('Mino', 1, 5),
  'IL-6': prolif('7TD1', 0.02, 0.1), 'IL-11': prolif('7TD1', 0.1, 0.5), 'OSM': prolif('TF-1', 0.1, 0.6),
  'LIF': prolif('TF-1', 0.05, 0.3), 'CNTF': prolif('TF-1', 5, 25),
  'IL-10': prolif('MC/9', 0.5, 2), 'IL-12': ['IFN-γ secretion by PHA-activated PBMC', 'PHA活化的PBMC分泌IFN-γ', 0.05, 0.25],
  'IL-22': ['IL-10 secretion by COLO 205 cells', 'COLO 205细胞分泌IL-10', 0.2, 1],
  'IL-17A': ['IL-6 secretion by NIH/3T3 cells', 'NIH/3T3细胞分泌IL-6', 0.5, 2.5], 'IL-17F': ['IL-6 secretion by NIH/3T3 cells', 'NIH/3T3细胞分泌IL-6', 10, 50],
  'IFN-γ': ['the cytotoxicity to HT-29 cells', '对HT-29细胞的细胞毒性', 0.1, 0.5], 'IFN-α2b': ['the antiviral activity on WISH cells challenged with VSV', '对VSV感染WISH细胞的抗病毒活性', 0.005, 0.02],
  'IFN-β': ['the antiviral activity on A549 cells challenged with EMCV', '对EMCV感染A549细胞的抗病毒活性', 0.01, 0.05],
  'TNF-α': ['the cytotoxicity to L-929 cells in the presence of actinomycin D', '放线菌素D存在下对L-929细胞的细胞毒性', 0.01, 0.05],
  'TNF-β': ['the cytotoxicity to L-929 cells in the presence of actinomycin D', '放线菌素D存在下对L-929细胞的细胞毒性', 0.05, 0.25],
  'TRAIL': ['the cytotoxicity to L-929 cells in the presence of actinomycin D', '放线菌素D存在下对L-929细胞的细胞毒性', 2, 10],
  'CCL2': ['the chemotaxis of THP-1 cells', 'THP-1细胞趋化', 5, 25], 'CCL5': ['the chemotaxis of BaF3 cells expressing human CCR5', '表达人CCR5的BaF3细胞趋化', 2, 10],
  'CXCL8': ['the chemotaxis of human neutrophils', '人中性粒细胞趋化', 2, 10], 'CXCL12': ['the chemotaxis of BaF3 cells expressing human CXCR4', '表达人CXCR4的BaF3细胞趋化', 5, 20],
  'CXCL10': ['the chemotaxis of BaF3 cells expressing human CXCR3', '表达人CXCR3的BaF3细胞趋化', 10, 50],
  'GM-CSF': prolif('TF-1', 0.01, 0.05), 'G-CSF': prolif('NFS-60', 0.01, 0.06), 'M-CSF': prolif('M-NFS-60', 0.5, 2.5),
  'EPO': prolif('TF-1', 0.05, 0.25), 'TPO': prolif('MO7e', 0.5, 2.5), 'Flt3L': prolif('OCI-AML5', 0.5, 2.5),
  'FGF-1': prolif('BALB/c 3T3', 0.2, 1), 'FGF-2': prolif('BALB/c 3T3', 0.05, 0.3), 'FGF-4': prolif('BALB/c 3T3', 0.5, 2.5),
  'FGF-7': prolif('4MBr-5', 5, 25), 'FGF-10': prolif('4MBr-5', 10, 50), 'EGF': prolif('BALB/c 3T3', 0.02, 0.1),
  'HB-EGF': prolif('BALB/c 3T3', 0.5, 2.5), 'TGF-α': prolif('BALB/c 3T3', 0.02, 0.1),
  'VEGF165': prolif('HUVEC', 1, 6), 'VEGF121': prolif('HUVEC', 2, 10), 'PDGF-BB': prolif('NR6R-3T3', 1, 5),
  'TGF-β1': ['the inhibition of IL-4-induced proliferation of HT-2 cells', '抑制IL-4诱导的HT-2细胞增殖', 0.01, 0.05],
  'TGF-β3': ['the inhibition of IL-4-induced proliferation of HT-2 cells', '抑制IL-4诱导的HT-2细胞增殖', 0.01, 0.05],
  'Activin A': ['the inhibition of proliferation of MPC-11 cells', '抑制MPC-11细胞增殖', 1, 5],
  'BMP-2': ['alkaline phosphatase production by ATDC5 cells', 'ATDC5细胞碱性磷酸酶生成', 20, 100],
  'BMP-4': ['alkaline phosphatase production by ATDC5 cells', 'ATDC5细胞碱性磷酸酶生成', 10, 50],
  'BMP-7': ['alkaline phosphatase production by C2C12 cells', 'C2C12细胞碱性磷酸酶生成', 100, 500],
  'HGF': ['the scattering of MDCK cells', 'MDCK细胞离散', 2, 10], 'IGF-1': prolif('MCF-7', 1, 5), 'SCF': prolif('TF-1', 2, 10),
  'β-NGF': prolif('TF-1', 0.5, 2.5), 'R-Spondin 1': ['TCF/LEF reporter activity in HEK293T cells', 'HEK293T细胞TCF/LEF报告基因活性', 5, 25],
};

/** Binding partners for a functional ELISA of target proteins (immobilized partner, titrated product). */
const PARTNERS: Readonly<Record<string, readonly [en: string, zh: string]>> = {
  'PD-1': ['human PD-L1', '人PD-L1'], 'PD-L1': ['human PD-1', '人PD-1'], 'PD-L2': ['human PD-1', '人PD-1'],
  'CTLA-4': ['human B7-1 (CD80)', '人B7-1（CD80）'], 'TIGIT': ['human CD155', '人CD155'], 'CD47': ['human SIRPα', '人SIRPα'],
  'SIRPα': ['human CD47', '人CD47'], '4-1BB': ['human 4-1BB ligand', '人4-1BB配体'], 'OX40': ['human OX40 ligand', '人OX40配体'],
  'CD28': ['human B7-1 (CD80)', '人B7-1（CD80）'], 'ICOS': ['human ICOS ligand', '人ICOS配体'], 'GITR': ['human GITR ligand', '人GITR配体'],
  'CD40': ['human CD40 ligand', '人CD40配体'], 'CD40L': ['human CD40', '人CD40'], 'CD27': ['human CD70', '人CD70'],
  'BCMA': ['human APRIL', '人APRIL'], 'HER2': ['trastuzumab', '曲妥珠单抗'], 'EGFR': ['cetuximab', '西妥昔单抗'],
  'CD20': ['rituximab', '利妥昔单抗'], 'CD38': ['daratumumab', '达雷妥尤单抗'], 'TROP-2': ['an anti-TROP-2 antibody', '抗TROP-2抗体'],
  'c-MET': ['human HGF', '人HGF'], 'CD25': ['human IL-2', '人IL-2'], 'IL-6R': ['human IL-6', '人IL-6'],
  'TNFR2': ['human TNF-α', '人TNF-α'], 'VEGFR2': ['human VEGF165', '人VEGF165'], 'FcRn': ['human IgG1 (pH 6.0)', '人IgG1（pH 6.0）'],
  'CD16a': ['human IgG1', '人IgG1'], 'CD64': ['human IgG1', '人IgG1'], 'ACE2': ['the SARS-CoV-2 spike RBD', 'SARS-CoV-2刺突蛋白RBD'],
  'IL-17RA': ['human IL-17A', '人IL-17A'],
};

const range = (lo: number, hi: number) => `${lo}–${hi}`;

/** The activity statement and the ED50 (geometric middle of the range, ng/mL), or null when none is stated. */
export function proteinActivity(target: string, family: 'cytokine' | 'growth_factor' | 'target'): { text: Label; ed50NgPerMl: number } | null {
  const mid = (lo: number, hi: number) => Number(Math.sqrt(lo * hi).toPrecision(2));
  if (family !== 'target') {
    const a = CELL_ASSAYS[target];
    if (!a) return null;
    const [en, zh, lo, hi] = a;
    return {
      text: { en: `Measured by ${en}. The ED50 for this effect is ${range(lo, hi)} ng/mL.`, zh: `以${zh}测定，ED50为${range(lo, hi)} ng/mL。` },
      ed50NgPerMl: mid(lo, hi),
    };
  }
  const p = PARTNERS[target];
  if (!p) return null;
  // Binding EC50s of tagged extracellular domains in a functional ELISA: tens to hundreds of ng/mL.
  const lo = target.length % 2 ? 20 : 50;
  const hi = lo * 5;
  return {
    text: {
      en: `Immobilized ${p[0]} at 2 µg/mL (100 µL/well) binds the protein with an EC50 of ${range(lo, hi)} ng/mL (functional ELISA).`,
      zh: `将${p[1]}以2 µg/mL（100 µL/孔）包被，可结合本蛋白，EC50为${range(lo, hi)} ng/mL（功能ELISA）。`,
    },
    ed50NgPerMl: mid(lo, hi),
  };
}
