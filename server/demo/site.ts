import type { banners, resources, services } from '../db/schema/index.ts';
import type { Bi } from './article-spec.ts';
import { enZh } from './bilingual.ts';
import type { CategoryData } from './categories.ts';
import { CAPPING_KIT_CATALOG } from './mrna-products.ts';

export type BannerRow = typeof banners.$inferInsert;
export type ServiceRow = typeof services.$inferInsert;
export type ResourceRow = typeof resources.$inferInsert;

/** Home-page banners; the images are self-hosted SVGs under public/images/banners/. */
export function buildBanners(): BannerRow[] {
  const list: [Bi, Bi, string, string][] = [
    [['Know your capping rate in 1.5 hours', '1.5小时掌握mRNA加帽率'], ['LC-MS capping kit with fragment recovery above 80%', 'LC-MS法加帽率检测试剂盒，片段回收率高于80%'], 'capping-kit', `/product-detail?catalogNumber=${CAPPING_KIT_CATALOG}`],
    [['mRNA Capping Toolbox', 'mRNA加帽工具箱'], ['Probe design, reaction systems and fragment masses, free online', '探针设计、反应体系与片段分子量，在线免费使用'], 'toolbox', '/tool-class'],
    [['New products every month', '每月上新'], ['Cytokines, target proteins, enzymes and cell lines', '细胞因子、靶点蛋白、工具酶及细胞株'], 'new-products', '/new-products'],
  ];
  return list.map(([title, subtitle, image, linkUrl], i) => ({
    titleEn: title[0],
    titleZh: title[1],
    subtitleEn: subtitle[0],
    subtitleZh: subtitle[1],
    imageUrl: `/images/banners/${image}.svg`,
    linkUrl,
    sort: (i + 1) * 10,
    visible: true,
  }));
}

interface ServiceSpec {
  menu: string;
  title: Bi;
  summary: Bi;
  steps: Bi[];
}

const SERVICES: ServiceSpec[] = [
  { menu: 'svc.protein', title: ['Custom Protein Expression and Purification', '蛋白定制表达与纯化'], summary: ['From gene to milligrams of purified protein in 4-6 weeks, in E. coli, yeast, insect or HEK293/CHO cells.', '4-6周完成从基因到毫克级纯化蛋白，可选大肠杆菌、酵母、昆虫或HEK293/CHO细胞表达。'],
    steps: [['Codon optimisation and gene synthesis', '密码子优化及基因合成'], ['Small-scale expression screening in parallel hosts', '多宿主并行小试表达筛选'], ['Scale-up and multi-step purification', '放大表达及多步纯化'], ['QC: SDS-PAGE, SEC-HPLC, endotoxin, activity', '质控：SDS-PAGE、SEC-HPLC、内毒素及活性检测']] },
  { menu: 'svc.protein', title: ['Site-specific Biotinylation and Labelling', '定点生物素化及荧光标记'], summary: ['Avi-tag biotinylation with BirA, or FITC, PE and APC conjugation of your protein.', '利用BirA对Avi标签进行定点生物素化，或对蛋白进行FITC、PE及APC标记。'],
    steps: [['Biotinylation efficiency measured by streptavidin shift assay', '链霉亲和素迁移实验测定生物素化效率'], ['Degree of labelling reported for fluorophores', '荧光标记提供标记度数据']] },
  { menu: 'svc.mrna', title: ['Custom mRNA Synthesis', '定制mRNA合成'], summary: ['Cap 1 mRNA with your choice of modified nucleotides, from 100 µg to gram scale.', '提供Cap 1结构mRNA，可选修饰核苷酸，规模从100 µg至克级。'],
    steps: [['Template design with optimised UTRs and poly(A)', '模板设计，优化UTR及poly(A)'], ['IVT with co-transcriptional or enzymatic capping', '体外转录，共转录或酶法加帽'], ['Purification and dsRNA removal', '纯化及dsRNA去除'], ['QC: capping rate by LC-MS, integrity, dsRNA, endotoxin', '质控：LC-MS加帽率、完整性、dsRNA及内毒素']] },
  { menu: 'svc.antibody', title: ['Antibody Discovery and Engineering', '抗体发现与改造'], summary: ['Hybridoma, phage display and nanobody campaigns against difficult targets, with our own antigens.', '基于自有抗原，针对难点靶点开展杂交瘤、噬菌体展示及纳米抗体项目。'],
    steps: [['Antigen design and production', '抗原设计与制备'], ['Immunisation or library panning', '动物免疫或文库淘选'], ['Screening by ELISA, FACS and BLI', 'ELISA、流式及BLI筛选'], ['Sequencing, humanisation and recombinant production', '测序、人源化及重组表达']] },
  { menu: 'svc.cell_line', title: ['Stable and Reporter Cell Line Construction', '稳转及报告基因细胞株构建'], summary: ['Overexpression, reporter and CRISPR knockout lines delivered with validation data in 8-12 weeks.', '8-12周交付过表达、报告基因及CRISPR敲除细胞株，并附验证数据。'],
    steps: [['Lentiviral transduction or transfection', '慢病毒转导或转染'], ['Single-cell cloning and expansion', '单克隆筛选及扩增'], ['Validation by flow cytometry and functional assays', '流式及功能实验验证'], ['Mycoplasma testing and cell banking', '支原体检测及细胞建库']] },
  { menu: 'svc.analytics', title: ['LC-MS mRNA Capping Analysis', 'LC-MS法mRNA加帽率分析'], summary: ['Send us your mRNA and receive capping rate, Cap 0/Cap 1 ratio and 5′ heterogeneity in five working days.', '寄送mRNA样品，5个工作日内获得加帽率、Cap 0/Cap 1比例及5′端异质性报告。'],
    steps: [['Probe design for your sequence', '针对您的序列设计探针'], ['RNase H digestion and fragment enrichment', 'RNase H酶切及片段富集'], ['High-resolution LC-MS and report', '高分辨LC-MS分析并出具报告']] },
  { menu: 'svc.analytics', title: ['Protein Characterisation (SEC-HPLC, SPR/BLI)', '蛋白表征（SEC-HPLC、SPR/BLI）'], summary: ['Purity, aggregation and binding kinetics of proteins and antibodies, with raw data.', '蛋白及抗体的纯度、聚集体及结合动力学分析，提供原始数据。'],
    steps: [['SEC-HPLC and SEC-MALS', 'SEC-HPLC及SEC-MALS'], ['SPR and BLI kinetics', 'SPR及BLI动力学'], ['Thermal stability by DSF', 'DSF热稳定性分析']] },
  { menu: 'svc.bulk', title: ['Bulk and GMP-grade Supply', '大包装与GMP级供应'], summary: ['Custom pack sizes, GMP-grade lots, DMF support and quality agreements for clinical and commercial use.', '为临床及商业化用途提供定制包装、GMP级批次、DMF支持及质量协议。'],
    steps: [['Custom formulation and fill volumes', '定制配方及分装体积'], ['Change notification and supply agreements', '变更通知及供应协议'], ['On-site audits welcome', '欢迎现场审计']] },
];

/** The body after the summary (the page shows the summary above it, and its own enquiry button below). */
function serviceBody(s: ServiceSpec, i: 0 | 1): string {
  const lead = i === 0 ? 'What we do' : '服务内容';
  return `<p><strong>${lead}</strong></p>\n<ul>${s.steps.map((x) => `<li>${x[i]}</li>`).join('')}</ul>`;
}

export function buildServices(cats: CategoryData): ServiceRow[] {
  return SERVICES.map((s, i) => ({
    categoryId: cats.idOf(s.menu),
    ...enZh('title', s.title),
    ...enZh('summary', s.summary),
    ...enZh('body', [serviceBody(s, 0), serviceBody(s, 1)]),
    sort: (i + 1) * 10,
  }));
}

/** Downloadable documents: [kind, English, Chinese, file name, size in bytes, category key, date]. */
const RESOURCES: [ResourceRow['kind'], string, string, string, number, string, string][] = [
  ['manual', 'mRNA Capping Rate Detection Kit (LC-MS) Manual', 'mRNA加帽率检测试剂盒（LC-MS法）说明书', 'mrna-capping-kit-manual-v2.pdf', 1_842_331, 'mrna.kits', '2025-02-18'],
  ['protocol', 'Capping Rate Data Analysis Protocol (LC-MS)', '加帽率数据分析操作规程（LC-MS）', 'capping-lcms-data-analysis-protocol-v1.pdf', 964_210, 'mrna.kits', '2025-03-04'],
  ['brochure', 'mRNA Raw Materials Brochure 2026', 'mRNA原料产品手册（2026版）', 'mrna-raw-materials-brochure-2026.pdf', 6_215_904, 'mrna', '2026-01-12'],
  ['brochure', 'Cytokines & Growth Factors Catalogue 2026', '细胞因子与生长因子产品目录（2026版）', 'cytokines-growth-factors-catalogue-2026.pdf', 8_407_552, 'cytokines', '2026-01-20'],
  ['brochure', 'Target Proteins for ADC and CAR-T Research', 'ADC及CAR-T研究用靶点蛋白手册', 'target-proteins-adc-cart-brochure.pdf', 5_120_377, 'targets', '2025-08-30'],
  ['manual', 'T7 RNA Polymerase Product Manual', 'T7 RNA聚合酶产品说明书', 't7-rna-polymerase-manual-v3.pdf', 412_665, 'mrna.polymerase', '2024-11-08'],
  ['manual', 'Vaccinia Capping Enzyme Product Manual', '牛痘病毒加帽酶产品说明书', 'vaccinia-capping-enzyme-manual-v2.pdf', 398_120, 'mrna.capping', '2024-09-16'],
  ['protocol', 'Co-transcriptional Capping with Cap 1 AG Analogs', 'Cap 1 AG帽类似物共转录加帽操作规程', 'cap1-ag-cotranscriptional-capping-protocol.pdf', 655_018, 'mrna.cap', '2024-02-02'],
  ['protocol', 'Reconstitution and Storage of Lyophilised Proteins', '冻干蛋白复溶及储存操作指南', 'lyophilised-protein-reconstitution-guide.pdf', 287_449, 'cytokines', '2024-05-21'],
  ['msds', "Safety Data Sheet: N1-Methyl-Pseudouridine-5'-Triphosphate", "安全技术说明书：N1-甲基假尿苷-5'-三磷酸", 'sds-n1-methyl-pseudouridine-triphosphate.pdf', 176_300, 'mrna.modified', '2024-07-09'],
  ['msds', 'Safety Data Sheet: Proteinase K', '安全技术说明书：蛋白酶K', 'sds-proteinase-k.pdf', 168_941, 'enz.protease', '2024-07-09'],
  ['poster', 'Cell Line Portfolio Poster', '细胞株产品海报', 'cell-line-portfolio-poster.pdf', 3_302_118, 'cell_lines', '2025-05-12'],
  ['manual', 'Reporter Cell Line Assay Manual (Jurkat-NFAT-Luc)', '报告基因细胞株检测说明书（Jurkat-NFAT-Luc）', 'jurkat-nfat-luc-assay-manual.pdf', 731_552, 'cel.reporter', '2025-05-12'],
  ['brochure', 'Biosimilar Reference Antibodies', '生物类似药参照抗体手册', 'biosimilar-reference-antibodies-brochure.pdf', 2_948_003, 'ant.biosimilar', '2025-10-15'],
];

export function buildResources(cats: CategoryData): ResourceRow[] {
  return RESOURCES.map(([kind, titleEn, titleZh, fileName, sizeBytes, category, publishedAt]) => ({
    kind, titleEn, titleZh, fileName, sizeBytes, categoryId: cats.idOf(category), publishedAt,
  }));
}
