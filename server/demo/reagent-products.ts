import type { Coupling, Label } from './dict.ts';
import { reagentSpecs, type ReagentItem } from './mrna-products.ts';
import type { ProductSpec } from './product-spec.ts';

const ENZYME_ITEMS: readonly ReagentItem[] = [
  ['ENZ-0001', 'Taq DNA Polymerase', 'Taq DNA聚合酶', 'enz.polymerase', 'enzyme', 'unitsSmall', 280],
  ['ENZ-0002', 'Hot-Start Taq DNA Polymerase', '热启动Taq DNA聚合酶', 'enz.polymerase', 'enzyme', 'unitsSmall', 480],
  ['ENZ-0003', 'High-Fidelity DNA Polymerase', '高保真DNA聚合酶', 'enz.polymerase', 'enzyme', 'unitsSmall', 680],
  ['ENZ-0004', 'Bst DNA Polymerase, Large Fragment', 'Bst DNA聚合酶大片段', 'enz.polymerase', 'enzyme', 'unitsMid', 580],
  ['ENZ-0005', 'M-MLV Reverse Transcriptase', 'M-MLV逆转录酶', 'enz.polymerase', 'enzyme', 'unitsHuge', 580],
  ['ENZ-0006', 'Phi29 DNA Polymerase', 'Phi29 DNA聚合酶', 'enz.polymerase', 'enzyme', 'unitsSmall', 780],
  ['ENZ-0011', 'Uracil-DNA Glycosylase (UDG)', '尿嘧啶-DNA糖基化酶（UDG）', 'enz.nuclease', 'enzyme', 'unitsSmall', 380],
  ['ENZ-0012', 'T4 DNA Ligase', 'T4 DNA连接酶', 'enz.nuclease', 'enzyme', 'unitsHuge', 480],
  ['ENZ-0013', 'T4 Polynucleotide Kinase', 'T4多核苷酸激酶', 'enz.nuclease', 'enzyme', 'unitsSmall', 420],
  ['ENZ-0014', 'Broad-Spectrum Nuclease (Serratia marcescens)', '广谱核酸酶（粘质沙雷氏菌来源）', 'enz.nuclease', 'enzyme', 'unitsLarge', 880],
  ['ENZ-0015', 'Exonuclease I (E. coli)', '核酸外切酶I（大肠杆菌）', 'enz.nuclease', 'enzyme', 'unitsMid', 480],
  ['ENZ-0016', 'Shrimp Alkaline Phosphatase', '虾碱性磷酸酶', 'enz.nuclease', 'enzyme', 'unitsSmall', 520],
  ['ENZ-0017', 'Tn5 Transposase', 'Tn5转座酶', 'enz.nuclease', 'enzyme', 'kit', 1680],
  ['ENZ-0018', 'SpCas9 Nuclease, NLS', 'SpCas9核酸酶（含NLS）', 'enz.nuclease', 'enzyme', 'pmol', 880],
  ['ENZ-0021', 'Proteinase K', '蛋白酶K', 'enz.protease', 'enzyme', 'grams', 380],
  ['ENZ-0022', 'TEV Protease', 'TEV蛋白酶', 'enz.protease', 'enzyme', 'unitsMid', 680],
  ['ENZ-0023', 'Enterokinase, Light Chain', '肠激酶轻链', 'enz.protease', 'enzyme', 'unitsSmall', 780],
  ['ENZ-0024', 'SUMO Protease', 'SUMO蛋白酶', 'enz.protease', 'enzyme', 'unitsMid', 680],
  ['ENZ-0025', 'HRV 3C Protease', 'HRV 3C蛋白酶', 'enz.protease', 'enzyme', 'unitsSmall', 680],
  ['ENZ-0026', 'Sortase A (Pentamutant)', '转肽酶Sortase A（五突变体）', 'enz.protease', 'enzyme', 'protein', 780],
  ['ENZ-0031', 'PNGase F', 'PNGase F糖苷酶', 'enz.glycosidase', 'enzyme', 'unitsHuge', 980],
  ['ENZ-0032', 'Endoglycosidase H (Endo H)', '内切糖苷酶H（Endo H）', 'enz.glycosidase', 'enzyme', 'unitsHuge', 980],
  ['ENZ-0033', 'O-Glycosidase', 'O-糖苷酶', 'enz.glycosidase', 'enzyme', 'unitsHuge', 1280],
  ['ENZ-0034', 'Neuraminidase (Sialidase)', '神经氨酸酶（唾液酸酶）', 'enz.glycosidase', 'enzyme', 'unitsSmall', 880],
];

/** [catalog, host-target label, Chinese, leaf, target, kind]. kind: overexpression, reporter, knockout. */
type CellLine = readonly [string, string, string, string, string | null, 'stable' | 'reporter' | 'knockout'];
const CELL_LINES: readonly CellLine[] = [
  ['CEL-0001', 'HEK293-hPD-1 Stable Cell Line', 'HEK293-人PD-1稳转细胞株', 'cel.overexpression', 'PD-1', 'stable'],
  ['CEL-0002', 'CHO-K1-hPD-L1 Stable Cell Line', 'CHO-K1-人PD-L1稳转细胞株', 'cel.overexpression', 'PD-L1', 'stable'],
  ['CEL-0003', 'HEK293-hClaudin 18.2 Stable Cell Line', 'HEK293-人Claudin 18.2稳转细胞株', 'cel.overexpression', 'Claudin 18.2', 'stable'],
  ['CEL-0004', 'CHO-K1-hTROP-2 Stable Cell Line', 'CHO-K1-人TROP-2稳转细胞株', 'cel.overexpression', 'TROP-2', 'stable'],
  ['CEL-0005', 'HEK293-hBCMA Stable Cell Line', 'HEK293-人BCMA稳转细胞株', 'cel.overexpression', 'BCMA', 'stable'],
  ['CEL-0006', 'CHO-K1-hHER2 Stable Cell Line', 'CHO-K1-人HER2稳转细胞株', 'cel.overexpression', 'HER2', 'stable'],
  ['CEL-0007', 'HEK293-hCD19 Stable Cell Line', 'HEK293-人CD19稳转细胞株', 'cel.overexpression', 'CD19', 'stable'],
  ['CEL-0008', 'HEK293-hNectin-4 Stable Cell Line', 'HEK293-人Nectin-4稳转细胞株', 'cel.overexpression', 'Nectin-4', 'stable'],
  ['CEL-0009', 'CHO-K1-hB7-H3 Stable Cell Line', 'CHO-K1-人B7-H3稳转细胞株', 'cel.overexpression', 'B7-H3', 'stable'],
  ['CEL-0010', 'HEK293-hFcRn/B2M Stable Cell Line', 'HEK293-人FcRn/B2M稳转细胞株', 'cel.overexpression', 'FcRn', 'stable'],
  ['CEL-0011', 'HEK293-hGPC3 Stable Cell Line', 'HEK293-人GPC3稳转细胞株', 'cel.overexpression', 'GPC3', 'stable'],
  ['CEL-0012', 'CHO-K1-hCD20 Stable Cell Line', 'CHO-K1-人CD20稳转细胞株', 'cel.overexpression', 'CD20', 'stable'],
  ['CEL-0021', 'Jurkat-NFAT-Luc Reporter Cell Line', 'Jurkat-NFAT-荧光素酶报告基因细胞株', 'cel.reporter', null, 'reporter'],
  ['CEL-0022', 'Jurkat-NFAT-Luc-hPD-1 Reporter Cell Line', 'Jurkat-NFAT-荧光素酶-人PD-1报告基因细胞株', 'cel.reporter', 'PD-1', 'reporter'],
  ['CEL-0023', 'Jurkat-NF-κB-Luc-h4-1BB Reporter Cell Line', 'Jurkat-NF-κB-荧光素酶-人4-1BB报告基因细胞株', 'cel.reporter', '4-1BB', 'reporter'],
  ['CEL-0024', 'Jurkat-NFAT-Luc-hCD16a Reporter Cell Line (ADCC)', 'Jurkat-NFAT-荧光素酶-人CD16a报告基因细胞株（ADCC）', 'cel.reporter', 'CD16a', 'reporter'],
  ['CEL-0025', 'HEK293-STAT5-Luc-hIL-2R Reporter Cell Line', 'HEK293-STAT5-荧光素酶-人IL-2R报告基因细胞株', 'cel.reporter', 'IL-2', 'reporter'],
  ['CEL-0026', 'HEK293-ISRE-Luc Reporter Cell Line (Type I IFN)', 'HEK293-ISRE-荧光素酶报告基因细胞株（I型干扰素）', 'cel.reporter', 'IFN-α2b', 'reporter'],
  ['CEL-0031', 'HEK293 B2M Knockout Cell Line', 'HEK293 B2M敲除细胞株', 'cel.knockout', 'B2M', 'knockout'],
  ['CEL-0032', 'Jurkat TRAC Knockout Cell Line', 'Jurkat TRAC敲除细胞株', 'cel.knockout', 'TRAC', 'knockout'],
  ['CEL-0033', 'HEK293 FUT8 Knockout Cell Line', 'HEK293 FUT8敲除细胞株', 'cel.knockout', 'FUT8', 'knockout'],
  ['CEL-0034', 'CHO-K1 GS Knockout Cell Line', 'CHO-K1 GS敲除细胞株', 'cel.knockout', 'GS', 'knockout'],
];

/** [catalog, English, Chinese, leaf, target, coupling]. */
type Antibody = readonly [string, string, string, string, string | null, Coupling | null];
const ANTIBODIES: readonly Antibody[] = [
  ['ANT-0001', 'Anti-His Tag Mouse Monoclonal Antibody', '抗His标签鼠单克隆抗体', 'ant.tag', null, null],
  ['ANT-0002', 'Anti-Flag Tag Mouse Monoclonal Antibody', '抗Flag标签鼠单克隆抗体', 'ant.tag', null, null],
  ['ANT-0003', 'Anti-GST Tag Rabbit Monoclonal Antibody', '抗GST标签兔单克隆抗体', 'ant.tag', null, null],
  ['ANT-0004', 'Anti-Strep Tag Mouse Monoclonal Antibody', '抗Strep标签鼠单克隆抗体', 'ant.tag', null, null],
  ['ANT-0005', 'Biotinylated Anti-His Tag Mouse Monoclonal Antibody', '生物素标记抗His标签鼠单克隆抗体', 'ant.tag', null, 'biotin'],
  ['ANT-0006', 'FITC-Labeled Anti-His Tag Mouse Monoclonal Antibody', 'FITC标记抗His标签鼠单克隆抗体', 'ant.tag', null, 'fitc'],
  ['ANT-0011', 'Anti-Human PD-1 Rabbit Monoclonal Antibody', '抗人PD-1兔单克隆抗体', 'ant.checkpoint', 'PD-1', null],
  ['ANT-0012', 'Anti-Human PD-L1 Rabbit Monoclonal Antibody', '抗人PD-L1兔单克隆抗体', 'ant.checkpoint', 'PD-L1', null],
  ['ANT-0013', 'Anti-Human CTLA-4 Mouse Monoclonal Antibody', '抗人CTLA-4鼠单克隆抗体', 'ant.checkpoint', 'CTLA-4', null],
  ['ANT-0014', 'Anti-Human LAG-3 Rabbit Monoclonal Antibody', '抗人LAG-3兔单克隆抗体', 'ant.checkpoint', 'LAG-3', null],
  ['ANT-0015', 'Anti-Human TIGIT Rabbit Monoclonal Antibody', '抗人TIGIT兔单克隆抗体', 'ant.checkpoint', 'TIGIT', null],
  ['ANT-0016', 'PE-Labeled Anti-Human PD-1 Mouse Monoclonal Antibody', 'PE标记抗人PD-1鼠单克隆抗体', 'ant.checkpoint', 'PD-1', 'pe'],
  ['ANT-0017', 'APC-Labeled Anti-Human PD-L1 Mouse Monoclonal Antibody', 'APC标记抗人PD-L1鼠单克隆抗体', 'ant.checkpoint', 'PD-L1', 'apc'],
  ['ANT-0021', 'Anti-Human IL-2 Rabbit Monoclonal Antibody', '抗人白介素-2兔单克隆抗体', 'ant.cytokine', 'IL-2', null],
  ['ANT-0022', 'Anti-Human IL-6 Rabbit Monoclonal Antibody', '抗人白介素-6兔单克隆抗体', 'ant.cytokine', 'IL-6', null],
  ['ANT-0023', 'Anti-Human TNF-α Mouse Monoclonal Antibody', '抗人肿瘤坏死因子-α鼠单克隆抗体', 'ant.cytokine', 'TNF-α', null],
  ['ANT-0024', 'Anti-Human IFN-γ Mouse Monoclonal Antibody', '抗人干扰素-γ鼠单克隆抗体', 'ant.cytokine', 'IFN-γ', null],
  ['ANT-0025', 'Anti-Human IL-17A Rabbit Monoclonal Antibody', '抗人白介素-17A兔单克隆抗体', 'ant.cytokine', 'IL-17A', null],
  ['ANT-0026', 'Biotinylated Anti-Human GM-CSF Mouse Monoclonal Antibody', '生物素标记抗人粒细胞-巨噬细胞集落刺激因子鼠单克隆抗体', 'ant.cytokine', 'GM-CSF', 'biotin'],
];

/** Reference antibodies made from published sequences of approved drugs (INN names, not brands). */
const BIOSIMILARS: readonly [string, string, string, string][] = [
  ['PD-1', 'Nivolumab', '纳武利尤单抗', 'ANT-0101'], ['PD-1', 'Pembrolizumab', '帕博利珠单抗', 'ANT-0102'],
  ['PD-L1', 'Atezolizumab', '阿替利珠单抗', 'ANT-0103'], ['CTLA-4', 'Ipilimumab', '伊匹木单抗', 'ANT-0104'],
  ['HER2', 'Trastuzumab', '曲妥珠单抗', 'ANT-0105'], ['HER2', 'Pertuzumab', '帕妥珠单抗', 'ANT-0106'],
  ['CD20', 'Rituximab', '利妥昔单抗', 'ANT-0107'], ['EGFR', 'Cetuximab', '西妥昔单抗', 'ANT-0108'],
  ['VEGF165', 'Bevacizumab', '贝伐珠单抗', 'ANT-0109'], ['CD38', 'Daratumumab', '达雷妥尤单抗', 'ANT-0110'],
  ['IL-6R', 'Tocilizumab', '托珠单抗', 'ANT-0111'], ['TNF-α', 'Adalimumab', '阿达木单抗', 'ANT-0112'],
];

function cellLineAbout(kind: CellLine[5], target: string | null): Label {
  if (kind === 'knockout')
    return {
      en: `The ${target} gene is knocked out by CRISPR/Cas9 and the clone is confirmed by Sanger sequencing and loss of protein expression.`,
      zh: `通过CRISPR/Cas9敲除${target}基因，经Sanger测序及蛋白表达缺失验证单克隆。`,
    };
  if (kind === 'reporter')
    return {
      en: 'A luciferase reporter under a pathway-responsive promoter reads out receptor signalling; the response window is confirmed with reference agonists or antibodies.',
      zh: '荧光素酶报告基因受通路响应启动子调控，可读出受体信号；已用参照激动剂或抗体验证响应窗口。',
    };
  return {
    en: `A clonal line stably overexpressing full-length human ${target}, built by lentiviral transduction and single-cell cloning; expression is confirmed by flow cytometry.`,
    zh: `通过慢病毒转导与单克隆筛选构建、稳定过表达全长人${target}的细胞株，流式细胞术验证表达。`,
  };
}

export function enzymeProducts(): ProductSpec[] {
  return reagentSpecs(ENZYME_ITEMS);
}

export function cellLineProducts(): ProductSpec[] {
  const items: ReagentItem[] = CELL_LINES.map(([cat, en, zh, leaf, target, kind]) => [cat, en, zh, leaf, 'cell_line', 'vial', 18800, cellLineAbout(kind, target)]);
  return reagentSpecs(items, ([cat]) => {
    const line = CELL_LINES.find((c) => c[0] === cat)!;
    const human = line[1].startsWith('HEK293') || line[1].startsWith('Jurkat') || line[1].includes('-h');
    return {
      species: human ? 'human' : null,
      target: line[4],
      basePriceCny: line[5] === 'knockout' ? 15800 : line[5] === 'reporter' ? 32800 : 22800,
      keywordsEn: [line[1].replace(/ (Stable|Reporter|Knockout) Cell Line.*$/, ''), 'cell line', ...(line[4] ? [line[4]] : [])],
      keywordsZh: ['细胞株', ...(line[4] ? [line[4]] : [])],
    };
  });
}

export function antibodyProducts(): ProductSpec[] {
  const all: Antibody[] = [
    ...ANTIBODIES,
    ...BIOSIMILARS.map(([target, inn, innZh, cat]): Antibody => [cat, `Anti-Human ${target} Antibody (${inn} Biosimilar)`, `抗人${target}抗体（${innZh}生物类似物）`, 'ant.biosimilar', target, null]),
  ];
  const items: ReagentItem[] = all.map(([cat, en, zh, leaf]) => [cat, en, zh, leaf, 'antibody', 'antibody', leaf === 'ant.biosimilar' ? 1680 : 1280]);
  return reagentSpecs(items, ([cat]) => {
    const ab = all.find((a) => a[0] === cat)!;
    return {
      species: ab[1].includes('Anti-Human') ? 'human' : null,
      target: ab[4],
      coupling: ab[5],
      expressionSystem: 'mammalian',
      keywordsEn: [ab[4] ?? 'tag', 'antibody', ab[3] === 'ant.biosimilar' ? 'biosimilar' : 'monoclonal antibody'],
      keywordsZh: [ab[4] ?? '标签', '抗体'],
    };
  });
}
