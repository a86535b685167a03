/**
 * Benchmarks of the toolbox science core against the naive baseline in bench/baseline/.
 *   npx tsx bench/science.bench.ts          (or import { runScienceBench } from a bench runner)
 * Figures: median of N timed runs after warm-up runs; memory from heapUsed after a forced GC.
 * Targets (issue 3): 1 Mnt clean-up + composition + exact masses <= 10 ms; 10,000 x 2,000 nt batch < 1 s.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { batchChunks } from '../src/science/batch/runBatch.ts';
import type { BatchOptions } from '../src/science/batch/batchOptions.ts';
import { mrnaMass } from '../src/science/mass/mrnaMass.ts';
import { cleanSequence } from '../src/science/sequence/cleanSequence.ts';
import { fastaRecords } from '../src/science/sequence/splitFasta.ts';
import { mulberry32, randomSequence } from '../src/science/testing/prng.ts';
import { naiveBatch } from './baseline/naiveBatch.ts';
import { naiveClean, naiveFormula, naiveMasses } from './baseline/naiveSequence.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const PROBE = { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 };
const OPTIONS: BatchOptions = {
  probe: PROBE,
  modification: 'm1psi',
  cappingMethod: 'enzymatic',
  reaction: { sampleConcNgPerUl: 500, probeConcUM: 100 },
};
const NAIVE_OPTIONS = { ...PROBE, modification: 'm1psi', sampleConcNgPerUl: 500, probeConcUM: 100 };

let sink = 0; // keeps results alive so the engine cannot drop the work

function fasta(name: string, sequence: string, width = 60): string {
  let text = `>${name}\n`;
  for (let i = 0; i < sequence.length; i += width) text += `${sequence.slice(i, i + width)}\n`;
  return text;
}

function medianMs(run: () => void, warmups: number, runs: number): number {
  for (let i = 0; i < warmups; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Heap (MB) still held after `build` returns its result, between forced GCs; median of 3 after a warm-up (or one run). */
function retainedMb(build: () => unknown, quick = false): number {
  const once = (): number => {
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = build();
    gc();
    const after = process.memoryUsage().heapUsed;
    sink += kept === undefined ? 0 : 1;
    return (after - before) / 2 ** 20;
  };
  if (quick) return once();
  once();
  return median([once(), once(), once()]);
}

/** Highest live heap growth (MB) at chunk boundaries while streaming a batch; median of 3 after a warm-up. */
function streamingPeakMb(text: string): number {
  const once = (): number => {
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    for (const chunk of batchChunks(fastaRecords(text), OPTIONS, 500)) {
      sink += chunk.rows.length;
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    }
    return peak / 2 ** 20;
  };
  once();
  return median([once(), once(), once()]);
}

function cleanAndWeigh(text: string): number {
  const cleaned = cleanSequence(text);
  return mrnaMass(cleaned, 'none').monoisotopic + mrnaMass(cleaned, 'm1psi').average;
}

function naiveCleanAndWeigh(text: string): number {
  const cleaned = naiveClean(text);
  return naiveMasses(naiveFormula(cleaned.bases, 'none')).monoisotopic + naiveMasses(naiveFormula(cleaned.bases, 'm1psi')).average;
}

type Row = [figure: string, ours: string, baseline: string, ratio: string, target: string];

function print(rows: Row[]): void {
  const header: Row = ['figure', 'ours', 'baseline', 'baseline/ours', 'target'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

/** Runs the science benchmarks and prints the figures (ours, baseline, ratio) to stdout. */
export async function runScienceBench(): Promise<void> {
  const random = mulberry32(20240601);
  const oneMnt = fasta('bench 1 Mnt', randomSequence(random, 1_000_000));
  const ours = cleanAndWeigh(oneMnt);
  const theirs = naiveCleanAndWeigh(oneMnt);
  if (Math.abs(ours - theirs) > 1e-6 * ours) throw new Error(`baseline disagrees: ${ours} vs ${theirs}`);
  const cleanOurs = medianMs(() => (sink += cleanAndWeigh(oneMnt)), 20, 21);
  const cleanBase = medianMs(() => (sink += naiveCleanAndWeigh(oneMnt)), 2, 7);

  const records = Array.from({ length: 10_000 }, (_, i) => fasta(`rec${i + 1}`, randomSequence(random, 2_000))).join('');
  const batchOurs = medianMs(() => {
    for (const chunk of batchChunks(fastaRecords(records), OPTIONS, 500)) sink += chunk.rows.length;
  }, 2, 5);
  const batchBase = medianMs(() => (sink += naiveBatch(records, NAIVE_OPTIONS).length), 1, 3);

  const mem: Row[] = [];
  for (const n of [250_000, 500_000, 1_000_000]) {
    const text = oneMnt.slice(0, Math.round((n / 1_000_000) * oneMnt.length));
    const o = retainedMb(() => cleanSequence(text));
    const b = retainedMb(() => naiveClean(text));
    mem.push([`retained heap, clean-up of ${n / 1000}k nt`, `${o.toFixed(2)} MB`, `${b.toFixed(1)} MB`, `${(b / o).toFixed(0)}x`, 'linear, ~1 B/nt']);
  }
  for (const count of [2_500, 5_000, 10_000]) {
    const text = records.slice(0, Math.round((count / 10_000) * records.length));
    const o = streamingPeakMb(text);
    const b = retainedMb(() => naiveBatch(text, NAIVE_OPTIONS), true); // holds every row, as a non-streaming batch does
    mem.push([`live heap, batch of ${count} x 2,000 nt`, `${o.toFixed(2)} MB`, `${b.toFixed(1)} MB`, `${(b / o).toFixed(1)}x`, 'bounded (streamed)']);
  }

  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Toolbox science core: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, load average ${load}`);
  console.log('Times: median of 21 (1 Mnt, after 20 warm-ups) or 5 (batch, after 2) runs; baseline median of 7 or 3.');
  print([
    ['1 Mnt clean-up + composition + exact masses', `${cleanOurs.toFixed(2)} ms`, `${cleanBase.toFixed(1)} ms`, `${(cleanBase / cleanOurs).toFixed(0)}x`, '<= 10 ms'],
    ['10,000 x 2,000 nt batch (probe, species, reaction)', `${batchOurs.toFixed(0)} ms`, `${batchBase.toFixed(0)} ms`, `${(batchBase / batchOurs).toFixed(1)}x`, '< 1000 ms'],
    ...mem,
  ]);
  if (sink === -1) console.log('');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runScienceBench();
