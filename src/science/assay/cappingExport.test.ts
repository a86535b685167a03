import { describe, expect, it } from 'vitest';
import { assaySpecies } from './assaySpecies.ts';
import { cappingEfficiency } from './cappingEfficiency.ts';
import { CAPPING_PEAK_COLUMNS, CAPPING_SUMMARY_COLUMNS, cappingPeakRows, cappingSummaryRows } from './cappingExport.ts';
import { targetListCsv } from './targetList.ts';
import { ENZYMATIC, withCutVariants } from '../testing/capping-worked.ts';


describe('capping result export rows', () => {
  const result = cappingEfficiency(
    withCutVariants([
      { mass: 6644.8961, intensity: 90 },
      { mass: 6616.8648, intensity: 5 },
      { mass: 7000, intensity: 1 },
    ]),
  );
  it('one peak row per peak, keyed by the columns: assigned, ambiguous, unassigned', () => {
    const rows = cappingPeakRows(result);
    expect(rows.map((r) => r['peak_status'])).toEqual(['assigned', 'ambiguous', 'unassigned']);
    expect(rows[0]).toMatchObject({ peak_species: 'Cap1 n', peak_formula: 'C194H245N82O142P21' });
    expect(rows[0]!['peak_expected_da']).toBeCloseTo(6644.8961, 4);
    expect(rows[1]!['peak_candidates']).toMatch(/^GpppN n \(-?0\.0\d\); pp n\+1 \(-?0\.0\d\)$/);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(CAPPING_PEAK_COLUMNS.map((c) => c.key).sort());
  });
  it('summary rows: the four percentages first, then each 5\' form\'s share and the settings', () => {
    const rows = cappingSummaryRows(result);
    expect(rows.slice(0, 4).map((r) => [r['figure'], r['value']])).toEqual([
      ['capped_percent', 100], ['cap1_percent', 100], ['any_cap_percent', 100], ['uncapped_percent', 0],
    ]);
    expect(rows.find((r) => r['figure'] === 'share_GpppN')?.['value']).toBe(0); // the ambiguous peak counts nowhere
    expect(rows.find((r) => r['figure'] === 'tolerance_monoisotopic')?.['value']).toBe(10);
    expect(rows.find((r) => r['figure'] === 'peaks_ambiguous')?.['value']).toBe(1);
    for (const row of rows) expect(Object.keys(row)).toEqual(CAPPING_SUMMARY_COLUMNS.map((c) => c.key));
  });
});

describe('targetListCsv', () => {
  it('name, formula, monoisotopic and average mass per species, 4 decimals, CRLF', () => {
    const csv = targetListCsv(assaySpecies({ ...ENZYMATIC, adducts: ['K'] }));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('name,formula,monoisotopic,average');
    expect(lines).toContain('Cap1 n,C194H245N82O142P21,6644.8961,6647.975'); // docs/toolbox-science.md worked example
    expect(lines).toContain('ppp n,C182H230N77O138P21,6351.7837,6354.692');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 14 + 1);
  });
});
