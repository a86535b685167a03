import { EXPRESSION_SYSTEMS, TAGS, type Label } from './dict.ts';
import type { Rng } from './prng.ts';
import type { Family, ProductSpec } from './product-spec.ts';

export const COMPANY: Label = { en: 'Aurora Protein Sciences', zh: '曙光蛋白科技' };

const HOSTS: Record<string, Label> = {
  e_coli: { en: 'E. coli', zh: '大肠杆菌' },
  yeast: { en: 'Pichia pastoris', zh: '毕赤酵母' },
  insect: { en: 'Sf9 insect cells', zh: 'Sf9昆虫细胞' },
  mammalian: { en: 'HEK293 cells', zh: 'HEK293细胞' },
};

const FORMULATIONS: Label[] = [
  { en: 'Lyophilised from a 0.22 µm filtered solution in PBS, pH 7.4, with 5% trehalose', zh: '由0.22 µm滤膜过滤的PBS（pH 7.4，含5%海藻糖）溶液冻干' },
  { en: 'Lyophilised from a 0.22 µm filtered solution in 20 mM Tris, 150 mM NaCl, pH 8.0, with 8% trehalose', zh: '由0.22 µm滤膜过滤的20 mM Tris、150 mM NaCl（pH 8.0，含8%海藻糖）溶液冻干' },
  { en: 'Supplied as a 0.22 µm filtered solution in PBS, pH 7.4, with 10% glycerol', zh: '以0.22 µm滤膜过滤的PBS溶液（pH 7.4，含10%甘油）形式提供' },
];

const FUNCTION: Partial<Record<Family, Label>> = {
  cytokine: { en: 'Bioactivity is confirmed in a cell-based proliferation or reporter assay for every lot.', zh: '每批次均经细胞增殖或报告基因实验验证生物学活性。' },
  growth_factor: { en: 'Bioactivity is confirmed in a cell proliferation assay for every lot.', zh: '每批次均经细胞增殖实验验证生物学活性。' },
  target: { en: 'Binding to its ligand or a reference antibody is verified by ELISA, and by SPR or BLI for selected lots.', zh: '经ELISA验证与配体或参照抗体的结合活性，部分批次经SPR或BLI验证。' },
};

/** Family sentences for the reagents: [what it is, quality and storage]. `{n}` is the product name. */
const REAGENT_TEXT: Partial<Record<Family, [Label, Label]>> = {
  cap: [{ en: '{n} is a cap analog for co-transcriptional capping of mRNA in T7 in vitro transcription.', zh: '{n}用于T7体外转录中mRNA的共转录加帽。' }, { en: 'Supplied as a 100 mM solution in nuclease-free water, pH 7.0; store at -20°C.', zh: '以无核酸酶水配制的100 mM溶液（pH 7.0）提供，-20°C保存。' }],
  ntp: [{ en: '{n} is a nucleotide for in vitro transcription of mRNA, free of detectable nuclease activity.', zh: '{n}为mRNA体外转录用核苷酸，无可检测的核酸酶活性。' }, { en: 'Supplied as a sodium salt solution, pH 7.5; store at -20°C or below and avoid repeated freeze-thaw cycles.', zh: '以钠盐溶液（pH 7.5）提供，-20°C及以下保存，避免反复冻融。' }],
  mrna_enzyme: [{ en: '{n} is produced recombinantly for mRNA manufacturing and tested for residual nucleases and host-cell DNA.', zh: '{n}为重组表达的mRNA生产用酶，经残留核酸酶及宿主DNA检测。' }, { en: 'Supplied in a storage buffer with 50% glycerol, animal-origin free; store at -20°C.', zh: '以含50%甘油的储存缓冲液提供，无动物源成分，-20°C保存。' }],
  mrna_kit: [{ en: '{n} contains optimised enzymes, buffers and controls for reproducible results.', zh: '{n}包含优化的酶、缓冲液及对照，结果重复性好。' }, { en: 'Store the components at -20°C and use within 12 months.', zh: '组分-20°C保存，12个月内使用。' }],
  enzyme: [{ en: '{n} is a recombinant enzyme expressed in E. coli and purified by multi-step chromatography.', zh: '{n}为大肠杆菌重组表达、经多步层析纯化的工具酶。' }, { en: 'Free of detectable contaminating nuclease activity and tested lot by lot for specific activity; store at -20°C.', zh: '无可检测的核酸酶污染，每批次检测比活性，-20°C保存。' }],
  cell_line: [{ en: '{n} is supplied frozen with at least 1×10⁶ viable cells per vial and is free of mycoplasma.', zh: '{n}以冻存形式提供，每支活细胞不少于1×10⁶，无支原体污染。' }, { en: 'Stable for at least 15 passages; store in liquid nitrogen on arrival.', zh: '至少稳定传代15代，到货后液氮保存。' }],
  antibody: [{ en: '{n} is a recombinant antibody produced in HEK293 cells and purified by Protein A affinity chromatography.', zh: '{n}为HEK293细胞重组表达、Protein A亲和层析纯化的抗体。' }, { en: 'Supplied in PBS, pH 7.4; store at -20°C.', zh: '以PBS（pH 7.4）缓冲液提供，-20°C保存。' }],
};

/** The name without its tag or concentration suffix, to open a sentence ("Recombinant Human PD-1 Protein is ..."). */
function subject(p: ProductSpec): Label {
  return {
    en: p.nameEn.replace(/, [^,]+ Tag$/, '').replace(/, \d+ mM( each)?$/, ''),
    zh: p.nameZh.replace(/，[^，]+标签$/, '').replace(/，各?\d+ mM$/, ''),
  };
}

const fill = (l: Label, p: ProductSpec): Label => ({ en: l.en.replace('{n}', subject(p).en), zh: l.zh.replace('{n}', subject(p).zh) });

/** What a protein's description repeats from its datasheet, so the two never disagree. */
export interface DatasheetFacts {
  purityPercent?: number | null;
  purityMethod?: string | null;
  endotoxinEuPerUg?: number | null;
  formulationEn?: string;
  formulationZh?: string;
}

/** 2-3 sentences in each language, from templates (product-specific opening when the spec has one). */
export function describe(p: ProductSpec, r: Rng, sheet?: DatasheetFacts): Label {
  if (p.family === 'cytokine' || p.family === 'growth_factor' || p.family === 'target') {
    const host = HOSTS[p.expressionSystem ?? 'mammalian'] as Label;
    const tag = p.proteinTag && p.proteinTag !== 'tag_free' ? TAGS[p.proteinTag] : null;
    const end = p.tagPosition === 'n_term' ? { en: 'N-terminal', zh: 'N端' } : { en: 'C-terminal', zh: 'C端' };
    // Drawn even when the datasheet's formulation is used, so the product's random stream stays as it was.
    const form = r.pick(FORMULATIONS);
    const fn = FUNCTION[p.family] as Label;
    const name = subject(p);
    if (sheet?.purityPercent != null && sheet.endotoxinEuPerUg != null && sheet.formulationEn) {
      const method = sheet.purityMethod ?? 'SDS-PAGE';
      return {
        en: `${name.en} is expressed in ${host.en}${tag ? ` with a ${end.en} ${tag.en} tag` : ' without a tag'} and purified to >${sheet.purityPercent}% by ${method}, with endotoxin <${sheet.endotoxinEuPerUg} EU/µg by the LAL method. ${fn.en} ${sheet.formulationEn}`,
        zh: `${name.zh}由${host.zh}表达${tag ? `，${end.zh}带${tag.zh}标签` : '，不带标签'}，${method}纯度>${sheet.purityPercent}%，内毒素<${sheet.endotoxinEuPerUg} EU/µg（LAL法）。${fn.zh}${sheet.formulationZh ?? ''}`,
      };
    }
    // Without datasheet values the text states no purity or endotoxin: the page and the documents state none either.
    return {
      en: `${name.en} is expressed in ${host.en}${tag ? ` with a ${end.en} ${tag.en} tag` : ' without a tag'}. ${fn.en} ${form.en}; store at -20°C to -80°C and avoid repeated freeze-thaw cycles.`,
      zh: `${name.zh}由${host.zh}表达${tag ? `，${end.zh}带${tag.zh}标签` : '，不带标签'}。${fn.zh}${form.zh}；建议-20°C至-80°C保存，避免反复冻融。`,
    };
  }
  const [what, quality] = REAGENT_TEXT[p.family] as [Label, Label];
  const opening = p.about ?? fill(what, p);
  return { en: `${opening.en} ${quality.en}`, zh: `${opening.zh}${quality.zh}` };
}

const QA: Record<'protein' | 'reagent' | 'cell', [Label, Label][]> = {
  protein: [
    [{ en: 'The vial looks empty after delivery.', zh: '收到的冻干管看起来是空的。' }, { en: 'Lyophilised protein forms a thin film; centrifuge briefly before opening and reconstitute as the COA describes.', zh: '冻干蛋白呈薄膜状，开盖前请短暂离心，并按COA说明复溶。' }],
    [{ en: 'Can I keep the reconstituted protein at 4°C?', zh: '复溶后的蛋白可以4°C保存吗？' }, { en: 'Use it within one week at 2-8°C; for longer storage aliquot and freeze at -80°C, ideally with 0.1% BSA as carrier.', zh: '2-8°C下一周内使用；长期保存请分装后-80°C冻存，建议加入0.1% BSA作为载体蛋白。' }],
    [{ en: 'Activity is lower than expected.', zh: '活性低于预期。' }, { en: 'Avoid repeated freeze-thaw cycles and low-binding surfaces without carrier protein; check the working concentration against the ED50 on the COA.', zh: '避免反复冻融及在无载体蛋白时使用低吸附耗材；请对照COA上的ED50核对工作浓度。' }],
    [{ en: 'The band on SDS-PAGE is larger than the predicted mass.', zh: 'SDS-PAGE条带大于理论分子量。' }, { en: 'Glycosylation of proteins expressed in HEK293 or insect cells raises the apparent mass; this is expected.', zh: 'HEK293或昆虫细胞表达的蛋白存在糖基化，表观分子量偏大属正常现象。' }],
  ],
  reagent: [
    [{ en: 'The IVT yield is low.', zh: '体外转录产量低。' }, { en: 'Linearise the template completely, keep Mg²⁺ in balance with total NTPs, and add inorganic pyrophosphatase.', zh: '确保模板完全线性化，保持Mg²⁺与总NTP浓度平衡，并加入无机焦磷酸酶。' }],
    [{ en: 'The enzyme lost activity after shipping.', zh: '运输后酶活性下降。' }, { en: 'Store at -20°C in a non-frost-free freezer and keep the tube on ice while pipetting; glycerol stocks do not freeze solid.', zh: '请保存于非无霜-20°C冰箱，取用时置于冰上；甘油储液不会冻实。' }],
    [{ en: 'Can the reagent be used for GMP production?', zh: '该试剂能否用于GMP生产？' }, { en: 'This grade is for research use; GMP-grade lots with full documentation are available on request (see Bulk & GMP Supply).', zh: '本规格仅供科研使用；可按需提供附完整文件的GMP级批次（见大包装与GMP级供应）。' }],
  ],
  cell: [
    [{ en: 'Cells recover slowly after thawing.', zh: '复苏后细胞生长缓慢。' }, { en: 'Thaw quickly at 37°C, remove DMSO by centrifugation, and seed at no less than 3×10⁵ cells/mL in pre-warmed medium.', zh: '37°C快速解冻，离心去除DMSO，以不低于3×10⁵ cells/mL的密度接种于预热培养基。' }],
    [{ en: 'Target expression drops after many passages.', zh: '多次传代后靶点表达下降。' }, { en: 'Keep selection antibiotic in the medium and use cells within 15 passages of thawing.', zh: '培养基中保持筛选抗生素，并在复苏后15代内使用。' }],
  ],
};

/** A few Q&A lines ("Q: ...\nA: ...") for about half of the products; empty otherwise. */
export function troubleshooting(p: ProductSpec, r: Rng): Label {
  if (!r.chance(0.5)) return { en: '', zh: '' };
  const set = p.family === 'cell_line' ? QA.cell : p.family === 'cytokine' || p.family === 'growth_factor' || p.family === 'target' || p.family === 'antibody' ? QA.protein : QA.reagent;
  const pairs = r.sample(set, 2);
  return {
    en: pairs.map(([q, a]) => `Q: ${q.en}\nA: ${a.en}`).join('\n'),
    zh: pairs.map(([q, a]) => `问：${q.zh}\n答：${a.zh}`).join('\n'),
  };
}

export interface Seo {
  seoTitleEn: string;
  seoTitleZh: string;
  seoKeywordsEn: string;
  seoKeywordsZh: string;
  seoDescriptionEn: string;
  seoDescriptionZh: string;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

export function seo(p: ProductSpec, description: Label): Seo {
  const expr = p.expressionSystem ? EXPRESSION_SYSTEMS[p.expressionSystem] : null;
  const kwEn = [...new Set([...p.keywordsEn, p.catalogNumber, ...(expr ? [expr.en] : []), COMPANY.en])];
  const kwZh = [...new Set([...p.keywordsZh, p.catalogNumber, ...(expr ? [expr.zh] : []), COMPANY.zh])];
  return {
    seoTitleEn: `${p.nameEn} | ${p.catalogNumber} | ${COMPANY.en}`,
    seoTitleZh: `${p.nameZh}｜${p.catalogNumber}｜${COMPANY.zh}`,
    seoKeywordsEn: kwEn.join(', '),
    seoKeywordsZh: kwZh.join('，'),
    seoDescriptionEn: clip(description.en, 160),
    seoDescriptionZh: clip(description.zh, 80),
  };
}
