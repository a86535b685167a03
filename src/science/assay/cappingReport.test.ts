import { describe, expect, it } from 'vitest';
import { assaySpecies } from './assaySpecies.ts';
import { type CappingRequest, cappingReport } from './cappingReport.ts';
import { peakList, peaksFromRows } from './peakList.ts';
import { workbookRows } from '../../files/workbookRows.ts';

const REQUEST: CappingRequest = {
  productSequence: 'GGGAGACGCUCGAUCCAGC', nextBase: null, cappingMethod: 'enzymatic', capAnalog: null, modification: 'none',
  threePrime: 'OH', includeCap2: false, massType: 'average', tolerancePpm: 50, adducts: [], includeCutVariants: false,
};
const INTENSITY: Record<string, number> = { 'ppp n': 1.2e5, 'pp n': 0.3e5, 'GpppN n': 0.5e5, 'Cap0 n': 1.0e5, 'Cap1 n': 7.0e5 };
const species = assaySpecies({ ...REQUEST, cutVariants: false });
const noWorkbook = async () => [];
const lines = Object.entries(INTENSITY).map(([label, i]) => `${species.find((s) => s.label === label)!.average.toFixed(4)}\t${i}`);

describe('capping report', () => {
  it('reads a pasted peak list with a header and gives the worked example 80 / 70 / 85 / 15 %', async () => {
    const outcome = await cappingReport(REQUEST, `mass\tintensity\n${lines.join('\n')}\n`, 'text', workbookRows);
    if (!('report' in outcome)) throw new Error(JSON.stringify(outcome));
    const r = outcome.report;
    expect([r.cappedPercent, r.cap1Percent, r.anyCapPercent, r.uncappedPercent].map((p) => p!.toFixed(2))).toEqual(['80.00', '70.00', '85.00', '15.00']);
    expect(r.assignments.map((a) => a.species)).toEqual(Object.keys(INTENSITY));
    expect(r.targetCsv.split('\r\n')[0]).toBe('name,formula,monoisotopic,average');
    expect(r.encoding).toBeNull();
    expect(r.gpppnPercent!.toFixed(2)).toBe('5.00');
    expect(r.ranges.capped).toEqual([80, 80]);
  });

  it('with G at nt D+1 the GpppN n peak is ambiguous (pp n+1 has its formula), and the range says how far capped % moves', async () => {
    const outcome = await cappingReport({ ...REQUEST, nextBase: 'G' }, lines.join('\n'), 'text', workbookRows);
    if (!('report' in outcome)) throw new Error(JSON.stringify(outcome));
    expect(outcome.report.ambiguous.map((a) => a.candidates.map((c) => c.species))).toEqual([['GpppN n', 'pp n+1']]);
    expect(outcome.report.ranges.capped!.map((p) => p.toFixed(2))).toEqual(['80.00', '84.21']);
  });

  it('reads comma, semicolon and space separated bytes in Windows-1252 and names the encoding', async () => {
    const text = `Masse (Da);Intensität\r\n${lines.map((l) => l.replace('\t', ' ; ')).join('\r\n')}\r\n`;
    const bytes = Uint8Array.from(text, (c) => (c === 'ä' ? 0xe4 : c.charCodeAt(0)));
    const outcome = await cappingReport(REQUEST, bytes.buffer, 'text', workbookRows);
    if (!('report' in outcome)) throw new Error(JSON.stringify(outcome));
    expect(outcome.report.encoding).toBe('windows-1252');
    expect(outcome.report.cappedPercent!.toFixed(2)).toBe('80.00');
  });

  it('answers error codes with the line of a bad peak, an empty list, a bad sequence', async () => {
    expect(await cappingReport(REQUEST, '6354.7 100\n6600\n', 'text', workbookRows)).toEqual({ error: { code: 'peak_invalid', details: { line: 2 } } });
    expect(await cappingReport(REQUEST, 'mass intensity\n', 'text', workbookRows)).toEqual({ error: { code: 'peak_list_empty', details: {} } });
    const bad = await cappingReport({ ...REQUEST, productSequence: 'GGXA' }, lines.join('\n'), 'text', workbookRows);
    expect('error' in bad && bad.error.code).toBe('invalid_characters');
  });

  it('takes the first two numbers of each row and skips rows without numbers', () => {
    expect(peaksFromRows([['Component', 'RT (min)', 'Monoisotopic Mass', 'Sum Intensity'], ['1', '3.2', '6616.8', '5e4'], ['x', '', '', '']]).peaks).toEqual([{ mass: 6616.8, intensity: 5e4 }]);
    expect(peaksFromRows([['1', '6616.8', '5e4']]).peaks).toEqual([{ mass: 1, intensity: 6616.8 }]);
    expect(peaksFromRows([['6616.8', '5e4', 'extra']]).peaks).toEqual([{ mass: 6616.8, intensity: 5e4 }]);
  });
});

describe('peak-list reader: exports it used to misread', () => {
  it('reads a semicolon file with decimal commas', async () => {
    const list = await peakList('Mass;Intensity\n6644,8961;700\n6351,7837;300\n', 'text', noWorkbook);
    expect(list.peaks).toEqual([{ mass: 6644.8961, intensity: 700 }, { mass: 6351.7837, intensity: 300 }]);
  });
  it('takes the column of the chosen mass type when there are two (English and Chinese headers)', () => {
    const rows = [['Monoisotopic Mass', 'Average Mass', 'Intensity'], ['6644.8961', '6647.975', '5']];
    expect(peaksFromRows(rows, { massType: 'average' }).peaks).toEqual([{ mass: 6647.975, intensity: 5 }]);
    expect(peaksFromRows(rows, { massType: 'monoisotopic' }).peaks).toEqual([{ mass: 6644.8961, intensity: 5 }]);
    const zh = [['强度', '平均质量', '单同位素质量'], ['5', '6647.975', '6644.8961']];
    expect(peaksFromRows(zh, { massType: 'average' }).peaks).toEqual([{ mass: 6647.975, intensity: 5 }]);
    expect(peaksFromRows(zh, { massType: 'monoisotopic' }).peaks).toEqual([{ mass: 6644.8961, intensity: 5 }]);
    expect(peaksFromRows([['Mono', 'Avg', 'Abundance'], ['6644.8961', '6647.975', '5']], { massType: 'average' }).peaks[0]!.mass).toBe(6647.975);
  });
  it('refuses an m/z column unless a charge is given', () => {
    const rows = [['m/z', 'Intensity'], ['1106.4754', '9']];
    expect(() => peaksFromRows(rows)).toThrow(expect.objectContaining({ code: 'mz_column_not_mass', details: { line: 1, column: 1 } }));
    expect(peaksFromRows(rows, { mzCharge: 6 }).peaks[0]!.mass).toBeCloseTo(6 * (1106.4754 + 1.007276467), 6);
  });
  it('sums repeated masses and says how many', () => {
    expect(peaksFromRows([['6644.8961', '5'], ['6351.78', '1'], ['6644.8961', '2']])).toEqual({ peaks: [{ mass: 6644.8961, intensity: 7 }, { mass: 6351.78, intensity: 1 }], duplicatesSummed: 1 });
  });
});
