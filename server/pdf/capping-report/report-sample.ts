import type { CappingReportInput } from '../../../src/contracts/capping-report.ts';

/** A small report input for the tests (made-up numbers: the report only draws what it is given). */
export function sampleReportInput(): CappingReportInput {
  const mz: number[] = [];
  const intensity: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const m = 1000 + i * 0.5;
    mz.push(m);
    intensity.push(100 + 1e5 * Math.exp(-(((m - 1410.07) / 0.3) ** 2)) + 5e4 * Math.exp(-(((m - 1645.25) / 0.3) ** 2)));
  }
  return {
    toolboxVersion: '0.1.0',
    massTableVersion: 'AME2020 / CIAAW 2021',
    massTableSources: ['AME2020: Wang et al., Chinese Phys. C 45, 030003 (2021)', 'IUPAC CIAAW 2021: Prohaska et al., Pure Appl. Chem. 94, 573 (2022)'],
    file: { name: 'run-01.mzML.gz', bytes: 123456, sha256: 'a'.repeat(64) },
    parameters: { product_sequence: 'AGCUAGCUAGCUAGCUAGCUAGCUAGCUAG', capping_method: 'enzymatic', charges: [3, 8], adducts: ['Na'], tolerance_ppm: 10, rt_window_min: [1.5, 4.5], include_cap2: false },
    spectrum: { mz, intensity },
    answer: {
      species: [
        { species: 'Cap1 n', mass_monoisotopic: 9877.53, intensity: 1.2e6, charges: [6, 7], error_ppm: 1.3 },
        { species: 'ppp n', mass_monoisotopic: 9467.02, intensity: 1.1e5, charges: [6], error_ppm: -0.7 },
      ],
      unassigned_envelopes: [{ mass: 9100.2, intensity: 2e4, charges: [6] }],
      ambiguous: [{ mass: 9852.5, intensity: 3e3, candidates: [{ species: 'GpppN n', error_ppm: 0.5 }, { species: 'pp n+1', error_ppm: 0.9 }] }],
      capped_percent: 91.6,
      cap1_percent: 91.6,
      any_cap_percent: 91.6,
      uncapped_percent: 8.4,
      gpppn_percent: 0,
      ranges: { capped_percent: [91.4, 91.6], cap1_percent: [91.4, 91.6], any_cap_percent: [91.6, 91.8], uncapped_percent: [8.2, 8.4], gpppn_percent: [0, 0.2] },
    },
    comment: 'Lot 2026-11 release screening.',
    preparedBy: 'Dr. Li Wei 李伟',
    date: '2026-11-28',
  };
}
