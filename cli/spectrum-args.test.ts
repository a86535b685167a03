import { describe, expect, it } from 'vitest';
import { parseSpectrumArgs } from './spectrum-args.ts';

describe('toolbox spectrum arguments', () => {
  it('reads the species set, the window, charges, adducts and outputs', () => {
    const command = parseSpectrumArgs([
      'run.mzML.gz', '--product-sequence', 'GGGAGACGCUCGAUCCAGC', '--capping-method', 'co-transcriptional', '--cap-analog', 'CleanCap_AG',
      '--modification', 'm1psi', '--next-base', 'G', '--rt', '2.5-4', '--charges', '2-15', '--adducts', 'Na,K', '--tolerance-ppm', '5',
      '--xlsx', 'out.xlsx', '--report', 'out.pdf', '--lang', 'zh', '--date', '2026-11-28', '--prepared-by', 'QC',
    ]);
    expect(command).toEqual({
      file: 'run.mzML.gz',
      inputs: {
        product_sequence: 'GGGAGACGCUCGAUCCAGC', capping_method: 'co-transcriptional', cap_analog: 'CleanCap_AG', modification: 'm1psi',
        three_end: 'OH', next_base: 'G', charges: [2, 15], adducts: ['Na', 'K'], tolerance_ppm: 5, mass_type: 'monoisotopic',
      },
      rtWindowMin: [2.5, 4],
      json: false,
      xlsx: 'out.xlsx',
      report: { path: 'out.pdf', lang: 'zh', preparedBy: 'QC', date: '2026-11-28', comment: '' },
    });
    expect(parseSpectrumArgs(['a.mzML', '--product-sequence', 'GGG', '--json'])).toMatchObject({ json: true, inputs: { capping_method: 'enzymatic', modification: 'none' } });
  });

  it('names what is wrong', () => {
    const bad: [string[], RegExp][] = [
      [['a.mzML'], /--product-sequence is required/],
      [['--product-sequence', 'G'], /exactly one FILE/],
      [['a.mzML', '--product-sequence', 'G', '--rt', '5-2'], /--rt must be two numbers MIN-MAX/],
      [['a.mzML', '--product-sequence', 'G', '--charges', '2.5-9'], /--charges must be two whole numbers/],
      [['a.mzML', '--product-sequence', 'G', '--charges', '0-9'], /--charges must be whole numbers >= 1/],
      [['a.mzML', '--product-sequence', 'G', '--adducts', 'Na,Li'], /--adducts must be one of Na, K, got "Li"/],
      [['a.mzML', '--product-sequence', 'G', '--tolerance-ppm=-1'], /--tolerance-ppm must be a number of 0 or more/],
      [['a.mzML', '--product-sequence', 'G', '--capping-method', 'co-transcriptional'], /needs --cap-analog/],
      [['a.mzML', '--product-sequence', 'G', '--json', '--xlsx', 'o.xlsx'], /cannot be combined/],
      [['a.mzML', '--product-sequence', 'G', '--date', '28.11.2026'], /--date must be YYYY-MM-DD/],
      [['a.mzML', '--product-sequence', 'G', '--colour'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of bad) expect(() => parseSpectrumArgs(args), args.join(' ')).toThrow(message);
  });
});
