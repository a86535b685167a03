import type { Rng } from './prng.ts';

/** Fictional article titles, filled from small word lists. `{T}` is the product's target or short name. */
export type Topic = 'cytokine' | 'target' | 'mrna' | 'enzyme' | 'cell_line' | 'knockout' | 'antibody';

const CELLS = [
  'regulatory T cells', 'CD8+ T cells', 'NK cells', 'tumour-associated macrophages', 'dendritic cells', 'γδ T cells',
  'memory B cells', 'intestinal epithelial cells', 'hepatic stellate cells', 'chondrocytes', 'microglia', 'neutrophils',
];
const DISEASES = [
  'rheumatoid arthritis', 'systemic lupus erythematosus', 'sepsis', 'psoriasis', 'inflammatory bowel disease', 'type 2 diabetes',
  'osteoarthritis', 'atherosclerosis', 'pulmonary fibrosis', 'multiple sclerosis', 'acute lung injury', 'liver fibrosis',
];
const CANCERS = [
  'colorectal cancer', 'hepatocellular carcinoma', 'non-small cell lung cancer', 'gastric cancer', 'acute myeloid leukaemia',
  'multiple myeloma', 'triple-negative breast cancer', 'pancreatic ductal adenocarcinoma', 'B-cell lymphoma', 'ovarian cancer',
  'glioblastoma', 'urothelial carcinoma',
];
const MODELS = ['in mice', 'in rhesus macaques', 'in Syrian hamsters', 'in ferrets', 'in humanised mice', 'in aged mice'];
const ROUTES = ['intramuscular', 'intranasal', 'intradermal', 'intravenous', 'intratumoural', 'inhaled'];
const PROCESSES = [
  'fibrosis', 'epithelial repair', 'angiogenesis', 'osteoclastogenesis', 'T cell exhaustion', 'metabolic reprogramming',
  'pyroptosis', 'neutrophil recruitment', 'stem cell self-renewal', 'cartilage degeneration', 'immune evasion', 'tissue regeneration',
];
const ANTIGENS = [
  'SARS-CoV-2 spike', 'RSV prefusion F', 'influenza haemagglutinin', 'Zika virus prM-E', 'rabies glycoprotein',
  'personalised tumour neoantigens', 'human erythropoietin', 'a broadly neutralising antibody',
];
const PATHOGENS = ['SARS-CoV-2', 'respiratory syncytial virus', 'H1N1 influenza virus', 'Zika virus', 'African swine fever virus', 'Mycobacterium tuberculosis'];

const TEMPLATES: Record<Topic, string[]> = {
  cytokine: [
    '{T} signalling sustains {C} function in {K}',
    'Low-dose {T} expands {C} and ameliorates {D} {M}',
    '{T} drives {P} in {D}: evidence from patient samples and knockout mice',
    'Neutralising {T} attenuates {P} and {D} {M}',
    '{T} promotes {P} through a STAT3-dependent pathway in {D}',
    'Serum {T} levels predict response to immune checkpoint blockade in {K}',
    'An engineered {T} variant with reduced toxicity enhances antitumour activity of {C}',
    '{T} shapes the tumour microenvironment of {K} by recruiting {C}',
    'Single-cell profiling identifies {T}-responsive {C} driving {P}',
    '{T} and {P}: a feed-forward loop in experimental {D}',
  ],
  target: [
    'A bispecific antibody targeting {T} and CD3 redirects T cells against {K}',
    'Structural basis of {T} recognition by a therapeutic antibody',
    'A high-affinity {T} binder from a synthetic nanobody library inhibits {K} growth {M}',
    '{T}-directed CAR-T cells eradicate {K} xenografts',
    'An antibody-drug conjugate against {T} overcomes chemoresistance in {K}',
    'Nanobodies against {T} enable PET imaging of {K}',
    '{T} expression defines a subset of {K} with poor prognosis',
    'Biolayer interferometry screening of {T} binders from a synthetic library',
    'Blocking {T} restores the function of {C} in {K}',
  ],
  mrna: [
    'N1-methylpseudouridine-modified mRNA encoding {A} elicits durable immunity {M}',
    'Co-transcriptional capping with a Cap 1 analog improves translation of {A} mRNA in {C}',
    'Optimised in vitro transcription reduces double-stranded RNA by-products in {A} mRNA',
    '{R} delivery of lipid nanoparticle mRNA encoding {A} protects against {X} {M}',
    'LC-MS quantification of 5′ cap heterogeneity in {A} mRNA',
    'Enzymatic versus co-transcriptional capping of {A} mRNA: yield and capping efficiency',
    'A self-amplifying RNA vaccine against {X} induces neutralising antibodies {M}',
    'Poly(A) tail length and 5′ cap structure jointly control expression of {A} mRNA {M}',
    'Nucleoside-modified mRNA encoding {A} is well tolerated after {R} administration {M}',
    'Innate sensing of uncapped mRNA limits expression of {A} in {C}',
  ],
  enzyme: [
    'A one-pot CRISPR assay with isothermal amplification detects {X} in clinical samples',
    'Rapid isothermal amplification for point-of-care detection of {X}',
    'Site-specific N-glycan analysis after enzymatic deglycosylation of therapeutic antibodies',
    'Tn5-based library construction for single-cell chromatin profiling of {C}',
    'Uracil-DNA glycosylase carry-over prevention improves qPCR detection of {X}',
    'Protease cleavage of fusion tags yields native {T} for structural studies',
  ],
  cell_line: [
    'A cell-based reporter assay for potency testing of {T}-targeting antibodies',
    'Establishment of a stable {T}-expressing cell line for antibody screening in {K}',
    'Reporter gene assays replace primary cells in the lot release of {T}-targeting biologics',
    'Internalisation of {T} antibodies measured in an engineered cell line predicts ADC efficacy in {K}',
  ],
  knockout: [
    'CRISPR knockout of {T} clarifies its role in {P}',
    '{T}-deficient cells as a platform for engineered cell therapies against {K}',
    'Loss of {T} alters antibody glycosylation and effector function',
  ],
  antibody: [
    'Comparative binding kinetics of {T} biosimilar candidates',
    'Quantitative immunohistochemistry of {T} in {K}',
    'Flow cytometric detection of {T} on circulating {C} in {K}',
    'Anti-drug antibody assays for {T}-targeted therapeutics',
  ],
};

export function topicOf(family: string | null, leaf?: string): Topic {
  if (leaf === 'cel.knockout') return 'knockout';
  if (family === 'cytokine' || family === 'growth_factor') return 'cytokine';
  if (family === 'cap' || family === 'ntp' || family === 'mrna_enzyme' || family === 'mrna_kit') return 'mrna';
  if (family === 'target' || family === 'enzyme' || family === 'cell_line' || family === 'antibody') return family;
  return 'target';
}

/** SARS-CoV-2 appears in titles from 2020 on. */
const since2020 = (list: string[], year: number) => (year >= 2020 ? list : list.filter((s) => !s.startsWith('SARS-CoV-2')));

/** A title on `topic`, about `subject` (a target symbol), plausible for a paper of `year`. */
export function citationTitle(topic: Topic, subject: string, year: number, r: Rng): string {
  return r
    .pick(TEMPLATES[topic])
    .replace('{T}', subject)
    .replace('{C}', r.pick(CELLS))
    .replace('{D}', r.pick(DISEASES))
    .replace('{K}', r.pick(CANCERS))
    .replace('{M}', r.pick(MODELS))
    .replace('{R}', r.pick(ROUTES))
    .replace('{P}', r.pick(PROCESSES))
    .replace('{A}', r.pick(since2020(ANTIGENS, year)))
    .replace('{X}', r.pick(since2020(PATHOGENS, year)))
    .replace(/^./, (c) => c.toUpperCase());
}

const SURNAMES = [
  'Zhang', 'Li', 'Wang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin',
  'Gao', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng', 'Smith', 'Müller', 'Kim', 'Tanaka', 'Garcia', 'Nguyen',
];
const INITIALS = ['W', 'Y', 'X', 'J', 'L', 'H', 'Q', 'M', 'Z', 'S', 'C', 'F', 'YF', 'XM', 'JH', 'LL', 'ZQ', 'HY'];

/** "Zhang W, Li Y, Wang X, et al." (three names and et al. for most papers, the full short list otherwise). */
export function authorList(r: Rng): string {
  const n = r.int(2, 5);
  const names = Array.from({ length: n }, () => `${r.pick(SURNAMES)} ${r.pick(INITIALS)}`);
  return n >= 4 ? `${names.slice(0, 3).join(', ')}, et al.` : names.join(', ');
}
