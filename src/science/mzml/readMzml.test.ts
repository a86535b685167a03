import { createHash } from 'node:crypto';
import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isToolboxError } from '../errors.ts';
import { type MzmlProgress, type MzmlRun, readMzml, type ReadMzmlOptions } from './readMzml.ts';
import { type MzmlScan, writeMzml, type WriteMzmlOptions } from './testing/writeMzml.ts';

/** The bytes as a stream of small chunks, so tags and base64 runs are cut between chunks. */
function streamOf(bytes: Uint8Array, chunk = 997): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
}
const bytesOf = (text: string) => new TextEncoder().encode(text);
const read = (doc: string | Uint8Array, options?: ReadMzmlOptions) => readMzml(streamOf(typeof doc === 'string' ? bytesOf(doc) : doc), options);

const GRID = Array.from({ length: 200 }, (_, i) => 800 + i * 0.01);
const peak = (centre: number, height: number) => GRID.map((m) => height * Math.exp(-(((m - centre) / 0.02) ** 2)));
const SCANS: MzmlScan[] = [
  { rtMin: 0.5, mz: GRID, intensity: peak(800.5, 100), msLevel: 1 },
  { rtMin: 0.6, mz: [300, 400], intensity: [5, 6], msLevel: 2 },
  { rtMin: 1.0, mz: GRID, intensity: peak(800.5, 300), msLevel: 1 },
  { rtMin: 1.5, mz: GRID, intensity: peak(801.0, 50), msLevel: 1 },
];
const doc = (over: Partial<WriteMzmlOptions> = {}) => writeMzml({ scans: SCANS, encoding: '64-zlib', indexed: false, ...over });
/** The run without its file fingerprint (files with the same spectra but other bytes read the same). */
const spectraOf = ({ sha256: _, ...run }: MzmlRun) => run;
const at = (run: { summed: { mz: number[]; intensity: number[] } }, mz: number) => run.summed.intensity[run.summed.mz.findIndex((m) => Math.abs(m - mz) < 1e-9)];

async function code(promise: Promise<unknown>): Promise<{ code: string; offset?: number }> {
  try {
    await promise;
  } catch (error) {
    if (isToolboxError(error)) return { code: error.code, ...(error.details.offset !== undefined ? { offset: error.details.offset } : {}) };
    throw error;
  }
  throw new Error('no error');
}

describe('readMzml', () => {
  it('sums the MS1 scans of a 64-bit zlib profile file, and gives the chromatogram of every MS1 scan', async () => {
    const run = await read(doc());
    expect(run).toMatchObject({ spectra: 4, ms1Scans: 3, scansInWindow: 3, rtRangeMin: [0.5, 1.5], centroid: false });
    expect(run.tic.rtMin).toEqual([0.5, 1.0, 1.5]);
    expect(run.tic.intensity[1]).toBeCloseTo(peak(800.5, 300).reduce((a, b) => a + b), 6);
    expect(at(run, GRID[50]!)).toBeCloseTo(400 + peak(801.0, 50)[50]!, 9);
    expect(at(run, GRID[100]!)).toBeCloseTo(50 + peak(800.5, 400)[100]!, 9);
  });

  it('reads 32-bit plain arrays to float precision, and indexed files like plain ones', async () => {
    const plain = await read(doc({ encoding: '32-plain' }));
    expect(at(plain, Math.fround(GRID[50]!))).toBeCloseTo(400, 3);
    const indexed = await read(doc({ indexed: true }));
    expect(spectraOf(indexed)).toEqual(spectraOf(await read(doc())));
    expect(doc({ indexed: true })).toContain('<indexListOffset>');
  });

  it('reads a gzipped file (.mzML.gz), found by its magic bytes or when told', async () => {
    const gz = gzipSync(bytesOf(doc()));
    const expected = spectraOf(await read(doc()));
    expect(spectraOf(await read(gz))).toEqual(expected);
    expect(spectraOf(await read(gz, { gzip: true }))).toEqual(expected);
  });

  it('gives the SHA-256 of the file\'s own bytes (the compressed ones for a .gz), whatever the chunking', async () => {
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const plain = bytesOf(doc());
    const gz = gzipSync(plain);
    for (const chunk of [1, 63, 64, 997, 1 << 20]) expect((await readMzml(streamOf(plain, chunk))).sha256).toBe(sha(plain));
    expect((await read(gz)).sha256).toBe(sha(gz));
    expect(sha(gz)).not.toBe(sha(plain));
  });

  it('sums only the scans inside the retention-time window (minutes; seconds in the file are converted)', async () => {
    const run = await read(doc({ rtUnit: 'second' }), { rtWindowMin: [0.9, 1.6] });
    expect(run).toMatchObject({ ms1Scans: 3, scansInWindow: 2, rtRangeMin: [0.5, 1.5] });
    expect(at(run, GRID[50]!)).toBeCloseTo(300 + peak(801.0, 50)[50]!, 9);
    expect(run.tic.rtMin).toHaveLength(3);
  });

  it('resamples profile scans whose m/z grids differ onto one grid, keeping peak positions and heights', async () => {
    const shifted = (i: number): MzmlScan => {
      const mz = GRID.map((m) => m + i * 0.0037);
      return { rtMin: i, mz, intensity: mz.map((m) => 100 * Math.exp(-(((m - 800.5) / 0.02) ** 2))), msLevel: 1 };
    };
    const run = await read(writeMzml({ scans: [0, 1, 2].map(shifted), encoding: '64-zlib', indexed: false }));
    const top = run.summed.intensity.indexOf(Math.max(...run.summed.intensity));
    expect(Math.abs(run.summed.mz[top]! - 800.5) / 800.5 * 1e6).toBeLessThan(5);
    // Each scan samples the peak every 0.01 Da (half its width), so heights sit 0-6 % below the true 300.
    expect(run.summed.intensity[top]).toBeGreaterThan(270);
    expect(run.summed.intensity[top]).toBeLessThan(300.01);
    const area = (mz: readonly number[], y: readonly number[]) => mz.slice(1).reduce((a, m, i) => a + ((m - mz[i]!) * (y[i]! + y[i + 1]!)) / 2, 0);
    const one = shifted(0);
    expect(area(run.summed.mz, run.summed.intensity) / (3 * area(Array.from(one.mz), Array.from(one.intensity)))).toBeCloseTo(1, 2);
  });

  it('reads arrays whose length differs from the spectrum\'s defaultArrayLength', async () => {
    const text = doc().replaceAll('defaultArrayLength="200"', 'defaultArrayLength="150"');
    expect((await read(text)).summed).toEqual((await read(doc())).summed);
  });

  it('merges centroid peaks of the same ion across scans (within a few ppm)', async () => {
    const scans: MzmlScan[] = [
      { rtMin: 1, mz: [1000, 1500], intensity: [10, 20], msLevel: 1 },
      { rtMin: 2, mz: [1000.002, 1500.3], intensity: [30, 5], msLevel: 1 },
    ];
    const run = await read(writeMzml({ scans, encoding: '64-plain', indexed: false, centroid: true }));
    expect(run.centroid).toBe(true);
    expect(run.summed.intensity).toEqual([40, 20, 5]);
    expect(run.summed.mz[0]).toBeCloseTo(1000.0015, 6);
  });

  it('reports progress in batches, ending at the byte count of the file', async () => {
    const big = doc({ scans: Array.from({ length: 240 }, (_, i) => ({ ...SCANS[0]!, rtMin: i, intensity: GRID.map((_, k) => (k * 7919 + i) % 1000) })), encoding: '64-plain' });
    const bytes = bytesOf(big);
    const seen: MzmlProgress[] = [];
    await readMzml(streamOf(bytes, 64 * 1024), { onProgress: (p) => seen.push(p) });
    expect(bytes.length).toBeGreaterThan(1 << 20);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(10);
    expect(seen.at(-1)).toEqual({ bytesRead: bytes.length, scans: 240 });
  });

  it('names every way a file can fail', async () => {
    expect(await code(read(doc({ numpress: true })))).toEqual({ code: 'numpress_not_supported' });
    const full = bytesOf(doc());
    expect(await code(read(full.slice(0, 5000)))).toEqual({ code: 'truncated_file', offset: 5000 });
    expect(await code(read(gzipSync(full).slice(0, 3000)))).toEqual({ code: 'truncated_file', offset: 3000 });
    expect(await code(read(writeMzml({ scans: [SCANS[1]!], encoding: '64-zlib', indexed: true })))).toEqual({ code: 'no_ms1_scans' });
    expect(await code(read('mass,intensity\n6644.9,700\n'))).toEqual({ code: 'not_mzml' });
    expect(await code(read('<?xml version="1.0"?>\n<html><body>hello</body></html>\n'))).toEqual({ code: 'not_mzml' });
    expect(await code(read(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0])))).toEqual({ code: 'not_mzml' });
    expect(await code(read(''))).toEqual({ code: 'not_mzml' });
  });
});
