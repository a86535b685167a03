import '@vitest/web-worker';
import { createHash } from 'node:crypto';
import { proxy, wrap } from 'comlink';
import writeXlsxFile from 'write-excel-file/node';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { AnalysisPart, AnalysisSettings, BatchOptions, BatchRow } from '../src/contracts/toolbox.ts';
import type { ToolboxWorkerApi } from './toolbox.worker.ts';
import { writeMzml } from '../src/science/mzml/testing/writeMzml.ts';

const start = () => {
  const worker = new Worker(new URL('./toolbox.worker.ts', import.meta.url), { type: 'module' });
  return { worker, api: wrap<ToolboxWorkerApi>(worker) };
};

// TOOLBOX.md worked example: the 19-mer product GGGAGACGCUCGAUCCAGC, followed by more mRNA.
const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';
const SETTINGS: AnalysisSettings = {
  probe: { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 },
  modification: 'none', cappingMethod: 'enzymatic', capAnalog: null, chargeStates: [3],
  reaction: { sampleConcNgPerUl: 1000, probeConcUM: 100, mrnaLengthNt: 1000 },
};
const OPTIONS: BatchOptions = { probe: { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 }, modification: 'none', cappingMethod: 'enzymatic' };
const fasta = (n: number) => Array.from({ length: n }, (_, i) => `>r${i + 1}\n${MRNA}\n`).join('');

describe('toolbox worker', () => {
  it('streams a single analysis section by section', async () => {
    const { worker, api } = start();
    const calls: AnalysisPart[][] = [];
    await api.analyse(MRNA, SETTINGS, ['sequence', 'probe', 'species', 'reaction'], proxy((parts: AnalysisPart[]) => void calls.push(parts)));
    expect(calls.map((c) => c.map((p) => p.kind))).toEqual([['sequence'], ['probe'], ['species'], ['reaction']]);
    const species = calls[2]![0]!;
    if (species.kind !== 'species') throw new Error('no species');
    // TOOLBOX.md worked example, monoisotopic / average.
    const cap0 = species.species.find((s) => s.id === 'Cap0')!;
    expect(cap0.monoDa).toBeCloseTo(6630.8804, 3);
    expect(cap0.avgDa).toBeCloseTo(6633.948, 3);
    expect(species.species.find((s) => s.role === 'main_capped')?.id).toBe('Cap1');
    worker.terminate();
  });

  it('sends errors as codes with positions, never as thrown exceptions', async () => {
    const { worker, api } = start();
    const calls: AnalysisPart[][] = [];
    await api.analyse('GGGAXA', SETTINGS, ['sequence', 'probe'], proxy((parts: AnalysisPart[]) => void calls.push(parts)));
    expect(calls).toEqual([[{ kind: 'error', section: 'sequence', code: 'invalid_characters', details: expect.objectContaining({ position: 5, character: 'X' }) }]]);
    const more: AnalysisPart[][] = [];
    await api.analyse(MRNA, { ...SETTINGS, probe: { ...SETTINGS.probe, probeLength: 500 } }, ['sequence', 'probe'], proxy((p: AnalysisPart[]) => void more.push(p)));
    expect(more[1]).toEqual([expect.objectContaining({ kind: 'error', code: 'probe_out_of_range' })]);
    worker.terminate();
  });

  it('computes the reaction from a length alone when there is no sequence', async () => {
    const { worker, api } = start();
    const calls: AnalysisPart[][] = [];
    await api.analyse('', { ...SETTINGS, reaction: { sampleConcNgPerUl: 10, probeConcUM: 100, mrnaLengthNt: 2000 } }, ['sequence', 'reaction'], proxy((p: AnalysisPart[]) => void calls.push(p)));
    const reaction = calls[0]!.find((p) => p.kind === 'reaction');
    expect(reaction).toMatchObject({ mwBasis: 'length', system: { status: 'sample_concentration_too_low' } });
    worker.terminate();
  });

  it('streams a batch in chunks, not row by row', async () => {
    const { worker, api } = start();
    const sizes: number[] = [];
    const fractions: number[] = [];
    const total = await api.runBatch(fasta(1000), 'fasta', OPTIONS, proxy((rows: BatchRow[], p: { fraction: number }) => void (sizes.push(rows.length), fractions.push(p.fraction))));
    expect(total).toEqual({ records: 1000, encoding: null });
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(fractions.at(-1)).toBe(1);
    worker.terminate();
  });

  it('reads a batch from CSV and XLSX (one sequence per row) and honours the visitor limit', async () => {
    const { worker, api } = start();
    const rowsOf = async (input: string | ArrayBuffer, kind: 'csv' | 'xlsx', limit?: number) => {
      const rows: BatchRow[] = [];
      await api.runBatch(input, kind, OPTIONS, proxy((r: BatchRow[]) => void rows.push(...r)), limit);
      return rows;
    };
    const csv = await rowsOf(`name,sequence\na,${MRNA}\nb,${MRNA}\n`, 'csv');
    expect(csv.map((r) => [r['name'], r['product_length_nt']])).toEqual([['a', 18], ['b', 18]]);
    const data = Array.from({ length: 30 }, (_, i) => [{ value: `s${i}` }, { value: MRNA }]);
    const blob = await writeXlsxFile(data).toBuffer();
    const bytes = blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength) as ArrayBuffer;
    const xlsx = await rowsOf(bytes, 'xlsx', 20);
    expect(xlsx).toHaveLength(20);
    expect(xlsx[0]).toMatchObject({ name: 's0', product_sequence: MRNA.slice(0, 18) });
    worker.terminate();
  });

  it('exports an XLSX workbook with numbers as numbers', async () => {
    const { worker, api } = start();
    const bytes = await api.exportWorkbook([
      { name: 'Inputs', header: ['Field', 'Value'], rows: [['Probe length (nt)', 25]] },
      { name: 'Species masses and m-z', header: ['Species', 'Average mass (Da)'], rows: [['Cap0', 6633.948]] },
    ]);
    const sheets = await readXlsxFile(Buffer.from(bytes));
    expect(sheets.map((s) => s.sheet)).toEqual(['Inputs', 'Species masses and m-z']);
    expect(sheets[1]!.data[1]).toEqual(['Cap0', 6633.948]);
    worker.terminate();
  });
  it('answers a module of the machine interface (spectrum_capping) through eval', async () => {
    const { worker, api } = start();
    const mz = Array.from({ length: 400 }, (_, i) => 900 + i * 0.005);
    const answer = await api.eval('spectrum_capping', { product_sequence: 'GGGAGACGCU', capping_method: 'enzymatic', mz, intensity: mz.map(() => 1), charges: [4, 4] });
    expect(answer).toMatchObject({ capped_percent: null, species: [], charges: [4] });
    expect(await api.eval('spectrum_capping', { product_sequence: 'GGGAGACGCU', capping_method: 'enzymatic', mz: [1], intensity: [] })).toMatchObject({ error: 'spectrum_invalid' });
    worker.terminate();
  });

  it('reads an mzML file as a stream, with progress, and sends its errors with their codes', async () => {
    const { worker, api } = start();
    const scans = Array.from({ length: 3 }, (_, i) => ({ rtMin: i, mz: [1000, 1000.01, 1000.02], intensity: [0, 10 * (i + 1), 0], msLevel: 1 }));
    const text = writeMzml({ scans, encoding: '64-zlib', indexed: true });
    const file = new Blob([text]);
    const progress: number[] = [];
    const run = await api.readMzml(file, { rtWindowMin: [1, 2] }, proxy((p: { bytesRead: number }) => void progress.push(p.bytesRead)));
    expect(run).toMatchObject({ ms1Scans: 3, scansInWindow: 2, summed: { mz: [1000, 1000.01, 1000.02], intensity: [0, 50, 0] } });
    expect(progress.at(-1)).toBe(file.size);
    // The report's fingerprint comes with the run: the page hashes nothing itself.
    expect(run.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    await expect(api.readMzml(new Blob(['mass,intensity\n1,2\n']), {})).rejects.toMatchObject({ code: 'not_mzml' });
    worker.terminate();
  });
});
