import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assaySpecies } from '../assay/assaySpecies.ts';
import { spectrumCapping } from '../spectrum/spectrumCapping.ts';
import { readMzml } from './readMzml.ts';

/**
 * A committed mzML file read from disk as the command line reads it (a Node file stream as a web stream), so
 * the reader is tested on bytes nobody made in this process. How the file was made, and its truth (Cap1 60 %,
 * Cap0 20 %, 5'-ppp 20 % of GGGAGACGCU, charges 4-6): tests/fixtures/mzml/make-capping-run.ts.
 */
const FILE = fileURLToPath(new URL('../../../tests/fixtures/mzml/capping-run.mzML', import.meta.url));
const PRODUCT = 'GGGAGACGCU';
/** sha256sum of the committed file: a changed fixture shows here first (regenerate, then update this). */
const FILE_SHA256 = '1ab579726a7f3530f2e5383b03f498dc66df55adb985e976ddbfec1326bb149d';

const fromDisk = () => readMzml(Readable.toWeb(createReadStream(FILE, { highWaterMark: 4096 })) as unknown as ReadableStream<Uint8Array>);

describe('readMzml on a committed file (tests/fixtures/mzml/capping-run.mzML)', () => {
  it('reads its two MS1 scans (skipping the MS2 scan) and fingerprints its bytes', async () => {
    const run = await fromDisk();
    expect(run).toMatchObject({ spectra: 3, ms1Scans: 2, scansInWindow: 2, rtRangeMin: [1, 1.2], centroid: false });
    expect(run.sha256).toBe(FILE_SHA256);
    expect(run.sha256).toBe(createHash('sha256').update(readFileSync(FILE)).digest('hex'));
    // The second scan is the first at half height: the chromatogram says so.
    expect(run.tic.intensity[1]! / run.tic.intensity[0]!).toBeCloseTo(0.5, 6);
  });

  it('gives the known percentages through spectrumCapping (within 0.5 points) and the masses within 5 ppm', async () => {
    const run = await fromDisk();
    const r = spectrumCapping({ product_sequence: PRODUCT, capping_method: 'enzymatic', modification: 'none', three_end: 'OH', mz: run.summed.mz, intensity: run.summed.intensity });
    // The truth of the file's mixture: Cap0 and Cap1 are m7G-capped, Cap1 alone is cap1, 5'-ppp is uncapped.
    const truth = { capped_percent: 80, cap1_percent: 60, any_cap_percent: 80, uncapped_percent: 20, gpppn_percent: 0 };
    for (const [name, value] of Object.entries(truth)) expect(Math.abs(r[name as keyof typeof truth]! - value), name).toBeLessThan(0.5);
    const species = assaySpecies({ productSequence: PRODUCT, cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH', cutVariants: false });
    for (const label of ['Cap1 n', 'Cap0 n', 'ppp n']) {
      const found = r.species.find((s) => s.species === label);
      const mass = species.find((s) => s.label === label)!.monoisotopic;
      expect(found?.charges, label).toEqual([4, 5, 6]);
      expect(Math.abs((found!.mass_monoisotopic! - mass) / mass) * 1e6, label).toBeLessThan(5);
    }
    expect(r.ambiguous).toEqual([]);
  });
});
