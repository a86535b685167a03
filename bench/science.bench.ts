/**
 * Benchmarks of the toolbox science core against the naive baselines in bench/baseline/ and, when Debian's
 * python3-biopython is installed, Biopython's molecular_weight on the same inputs in the same run.
 *   npm run bench -- science          (or npx tsx bench/science.bench.ts)
 * Figures: median of N timed runs after warm-up runs; memory from heapUsed after a forced GC.
 * Each target gets a met/missed verdict.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { BatchOptions } from '../src/science/batch/batchOptions.ts';
import { batchChunks } from '../src/science/batch/runBatch.ts';
import { mrnaMass } from '../src/science/mass/mrnaMass.ts';
import { cleanSequence } from '../src/science/sequence/cleanSequence.ts';
import { fastaRecords } from '../src/science/sequence/splitFasta.ts';
import { mulberry32, randomSequence } from '../src/science/testing/prng.ts';
import { naiveBatch } from './baseline/naiveBatch.ts';
import { naiveClean, naiveFormula, naiveMasses } from './baseline/naiveSequence.ts';
import { biopythonFigures } from './science/biopython.ts';
import { isotopeFigures } from './science/isotopes.ts';
import { fasta, keep, medianMs, peakMb, retainedMb } from './science/measure.ts';

const PROBE = { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 };
const OPTIONS: BatchOptions = { probe: PROBE, modification: 'm1psi', cappingMethod: 'enzymatic', reaction: { sampleConcNgPerUl: 500, probeConcUM: 100 } };
const NAIVE_OPTIONS = { ...PROBE, modification: 'm1psi', sampleConcNgPerUl: 500, probeConcUM: 100 };

function cleanAndWeigh(text: string): number {
  const cleaned = cleanSequence(text);
  return mrnaMass(cleaned, 'none').monoisotopic + mrnaMass(cleaned, 'm1psi').average;
}

function naiveCleanAndWeigh(text: string): number {
  const cleaned = naiveClean(text);
  return naiveMasses(naiveFormula(cleaned.bases, 'none')).monoisotopic + naiveMasses(naiveFormula(cleaned.bases, 'm1psi')).average;
}

/** Biopython's work, done our way: read each record, average and monoisotopic mass of the 5'-p, 3'-OH chain. */
function weighRecords(text: string): number {
  let total = 0;
  for (const record of fastaRecords(text)) {
    const m = mrnaMass(cleanSequence(record.text), 'none', 'p');
    total += m.average + m.monoisotopic;
  }
  return total;
}

type Row = string[];
const verdict = (met: boolean) => (met ? 'met' : 'missed');

function print(header: Row, rows: Row[]): void {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}

/** Runs the science benchmarks and prints the figures, baselines, ratios and verdicts to stdout. */
export async function runScienceBench(): Promise<void> {
  const random = mulberry32(20240601);
  const oneMnt = fasta('bench 1 Mnt', randomSequence(random, 1_000_000));
  const ours = cleanAndWeigh(oneMnt);
  const theirs = naiveCleanAndWeigh(oneMnt);
  if (Math.abs(ours - theirs) > 1e-6 * ours) throw new Error(`baseline disagrees: ${ours} vs ${theirs}`);
  const cleanOurs = medianMs(() => (keep.sink += cleanAndWeigh(oneMnt)), 20, 21);
  const cleanBase = medianMs(() => (keep.sink += naiveCleanAndWeigh(oneMnt)), 2, 7);

  const records = Array.from({ length: 10_000 }, (_, i) => fasta(`rec${i + 1}`, randomSequence(random, 2_000))).join('');
  const batchOurs = medianMs(() => {
    for (const chunk of batchChunks(fastaRecords(records), OPTIONS, 500)) keep.sink += chunk.rows.length;
  }, 2, 5);
  const batchBase = medianMs(() => (keep.sink += naiveBatch(records, NAIVE_OPTIONS).length), 1, 3);

  const rows: Row[] = [
    ['1 Mnt clean-up + composition + exact masses', `${cleanOurs.toFixed(2)} ms`, `${cleanBase.toFixed(1)} ms`, `${(cleanBase / cleanOurs).toFixed(0)}x`, '<= 10 ms', verdict(cleanOurs <= 10)],
    ['10,000 x 2,000 nt batch (probe, species, reaction)', `${batchOurs.toFixed(0)} ms`, `${batchBase.toFixed(0)} ms`, `${(batchBase / batchOurs).toFixed(1)}x`, '< 1000 ms', verdict(batchOurs < 1000)],
  ];
  for (const f of isotopeFigures(random)) {
    const target = f.massDa < 20_000 ? 5 : 50;
    rows.push([`isotope distribution, ${f.name}, ${f.peaks} peaks`, `${f.oursMs.toFixed(3)} ms`, `${f.baselineMs.toFixed(1)} ms`, `${(f.baselineMs / f.oursMs).toFixed(0)}x`, `< ${target} ms`, verdict(f.oursMs < target)]);
  }
  const cleanMb = [250_000, 500_000, 1_000_000].map((n) => {
    const text = oneMnt.slice(0, Math.round((n / 1_000_000) * oneMnt.length));
    return { n, o: retainedMb(() => cleanSequence(text)), b: retainedMb(() => naiveClean(text)) };
  });
  const linear = cleanMb[2]!.o <= 2 && cleanMb[2]!.o / cleanMb[0]!.o >= 3 && cleanMb[2]!.o / cleanMb[0]!.o <= 5;
  for (const { n, o, b } of cleanMb) rows.push([`retained heap, clean-up of ${n / 1000}k nt`, `${o.toFixed(2)} MB`, `${b.toFixed(1)} MB`, `${(b / o).toFixed(0)}x`, 'linear, ~1 B/nt', verdict(linear)]);
  const streamMb = [2_500, 5_000, 10_000].map((count) => {
    const text = records.slice(0, Math.round((count / 10_000) * records.length));
    return { count, o: peakMb(() => batchChunks(fastaRecords(text), OPTIONS, 500)), b: retainedMb(() => naiveBatch(text, NAIVE_OPTIONS), true) };
  });
  const bounded = streamMb[2]!.o <= 1.5 * streamMb[0]!.o;
  for (const { count, o, b } of streamMb) rows.push([`live heap, batch of ${count} x 2,000 nt`, `${o.toFixed(2)} MB`, `${b.toFixed(1)} MB`, `${(b / o).toFixed(1)}x`, 'bounded (streamed)', verdict(bounded)]);

  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Toolbox science core: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, load average ${load}`);
  console.log('Times: median of 21 (1 Mnt), 5 (batch), 101 / 21 (isotopes) runs after warm-ups; baselines median of 7, 3, 3.');
  print(['figure', 'ours', 'baseline', 'baseline/ours', 'target', 'verdict'], rows);
  printBiopython(oneMnt, records);
  if (keep.sink === -1) console.log('');
}

/** Biopython's molecular_weight on the same 1 Mnt and 10,000 x 2,000 nt FASTA texts, against our same work. */
function printBiopython(oneMnt: string, records: string): void {
  console.log('\nBiopython Bio.SeqUtils.molecular_weight (read FASTA, average + monoisotopic RNA mass per record), same inputs:');
  const bio = biopythonFigures(oneMnt, records);
  if (!bio.installed) {
    console.log(`  Biopython: ${bio.reason}`);
    return;
  }
  const oneOurs = medianMs(() => (keep.sink += weighRecords(oneMnt)), 5, 21);
  const batchOurs = medianMs(() => (keep.sink += weighRecords(records)), 1, 5);
  const mass = mrnaMass(cleanSequence(oneMnt), 'none', 'p');
  const rows: Row[] = [
    ['1 Mnt: read + 2 masses', `${oneOurs.toFixed(2)} ms`, `${bio.oneMntMs.toFixed(1)} ms`, `${(bio.oneMntMs / oneOurs).toFixed(1)}x`],
    ['10,000 x 2,000 nt: read + 2 masses per record', `${batchOurs.toFixed(0)} ms`, `${bio.batchMs.toFixed(0)} ms`, `${(bio.batchMs / batchOurs).toFixed(1)}x`],
  ];
  console.log(`  Biopython ${bio.version} (median of 5 runs for 1 Mnt after a warm-up, 1 run for the batch); ours does the same work (clean-up, 5'-p 3'-OH masses), median of 21 / 5.`);
  print(['figure', 'ours', `Biopython ${bio.version}`, 'Biopython/ours'], rows);
  console.log(
    `  1 Mnt masses, ours vs Biopython: monoisotopic ${mass.monoisotopic.toFixed(4)} vs ${bio.oneMntMonoisotopic.toFixed(4)} Da; ` +
      `average ${mass.average.toFixed(2)} vs ${bio.oneMntAverage.toFixed(2)} Da (Biopython rounds its monoisotopic nucleotide weights ` +
      'to 6 decimals and weighs averages with C 12.0107, H 1.00794, N 14.0067, O 15.9994; ours: IUPAC 2021 conventional weights).',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runScienceBench();
