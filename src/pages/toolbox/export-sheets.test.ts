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
  });
});
