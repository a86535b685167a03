import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/create.ts';
import { batchColumns } from '../../science/batch/batchColumns.ts';
import type { BatchOptions } from '../../science/batch/batchOptions.ts';
import { columnHeader } from './export-sheets.ts';

const tEn = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
const tZh = (key: string, params?: Record<string, unknown>) => translate('zh', key, params);
const probe = { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 };
const reaction = { sampleConcNgPerUl: 300, probeConcUM: 100 };
const OPTIONS: BatchOptions[] = [
  { probe, modification: 'none', cappingMethod: 'enzymatic', chargeStates: [3, 4], includeCap2: true, reaction },
  { probe, modification: 'm1psi', cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AG_3OMe', chargeStates: [5] },
];

describe('batch column headers on the page', () => {
  it('are the command line\'s headers in English (same names and units), and translated in Chinese', () => {
    for (const options of OPTIONS) {
      const columns = batchColumns(options);
      expect(columns.map((c) => columnHeader(tEn, c))).toEqual(columns.map((c) => c.header));
      // No English words left untranslated in the Chinese headers.
      expect(columns.map((c) => columnHeader(tZh, c)).filter((h, i) => h === columns[i]!.header && /[a-z]{3}/.test(h))).toEqual([]);
    }
    expect(columnHeader(tZh, batchColumns(OPTIONS[0]!).find((c) => c.key === 'final_volume_ul')!)).toBe('终体积（µl）');
    // In Chinese a species column names its species as the page does.
    expect(columnHeader(tZh, batchColumns(OPTIONS[0]!).find((c) => c.key === 'ppp_formula')!)).toMatch(/^5′-三磷酸: /);
  });
});

describe('product-masses export', () => {
  it('has the species with three neutral masses and every ion with its notation and three m/z', async () => {
    const { speciesPart } = await import('../../science/analysis/sectionParts.ts');
    const { createToolboxState } = await import('../../state/toolbox.state.ts');
    const { ToolboxClient } = await import('../../workers-bridge/toolbox-client.ts');
    const { DEFAULT_INPUTS, validateInputs } = await import('../../state/toolbox.params.ts');
    const { exportSheets } = await import('./export-sheets.ts');
    const settings = validateInputs(DEFAULT_INPUTS, false).settings!;
    const state = createToolboxState('product_molecules', { client: new ToolboxClient(), report: () => undefined });
    state.results.value = { species: speciesPart('GGGAGACGCUCGAUCCAGC', { ...settings, masses: { ...settings.masses!, nextBase: 'G' } }) };
    const sheets = exportSheets(tZh, state);
    const [species, ions] = sheets.slice(-2);
    expect(species!.header).toEqual(['产物', '分子式', '单同位素质量（Da）', '最高同位素峰质量（Da）', '平均质量（Da）']);
    // Species named as the page names them, never by the assay core's labels ("Cap1 n", "OH n").
    expect(species!.rows.find((r) => r[0] === 'Cap1帽')?.[3]).toBeCloseTo(6646.9013, 3);
    expect(species!.rows.map((r) => r[0])).toContain('5′-羟基');
    expect(species!.rows.filter((r) => / n([+-]1)?( |$)/.test(String(r[0])))).toEqual([]);
    expect(ions!.name).toBe('离子 m-z');
    const z6 = ions!.rows.find((r) => r[0] === 'Cap1帽' && r[1] === '[M-6H]6-')!;
    expect(z6.slice(2)).toEqual([6, expect.closeTo(1106.4754, 3), expect.closeTo(1106.8096, 3), expect.closeTo(1106.9886, 3)]);
  });
});
