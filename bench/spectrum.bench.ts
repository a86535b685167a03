/**
 * mzML reading and spectrum deconvolution (issue #31), `npm run bench -- spectrum`:
 * a ~200 MB profile mzML (2,000 MS1 scans, 64-bit zlib; bench/spectrum/benchFile.ts) written to a temp
 * folder, read and summed by readMzml in a child Node process (its own peak RSS), the summed spectrum
 * deconvolved by spectrumCapping, and the same file read by pymzml (Debian python3-pymzml) as the
 * baseline when it is installed, and the same file read on the capping-result page of the built site in Chromium
 * (its longest main-thread task). Each target gets met/missed. SPECTRUM_BENCH_SCANS changes the scan count.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeBenchMzml } from './spectrum/benchFile.ts';
import { pageLongestTask } from './spectrum/pageLongestTask.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Issue #31 targets: read + sum ≤ 20 s on 2 cores, peak memory ≤ 1 GB, deconvolution ≤ 2 s, the page's longest main-thread task ≤ 200 ms. */
const TARGETS = { readS: 20, rssMb: 1024, deconvolutionS: 2, longestTaskMs: 200 };
/** About 5,400 profile points a scan make ~100 kB of base64 per scan: 2,000 scans ≈ 200 MB. */
const POINTS = 5_400;

interface ChildFigures {
  readMs: number;
  readRssMb: number;
  deconvolutionMs: number;
  placeholder: boolean;
  scans: number;
  summedPoints: number;
  progressCalls: number;
  cappedPercent: number | null;
}

function json<T>(run: ReturnType<typeof spawnSync>, what: string): T {
  if (run.status !== 0) throw new Error(`${what} failed: ${String(run.stderr)}`);
  return JSON.parse(String(run.stdout).trim().split('\n').at(-1)!) as T;
}

const verdict = (met: boolean) => (met ? 'met' : 'missed');

export async function runSpectrumBench(): Promise<void> {
  const scans = Number(process.env.SPECTRUM_BENCH_SCANS ?? 2000);
  const folder = mkdtempSync(join(tmpdir(), 'spectrum-bench-'));
  try {
    const file = join(folder, 'run.mzML');
    const t = performance.now();
    const bytes = writeBenchMzml(file, scans, POINTS);
    console.log(`machine: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`file: ${(bytes / 1e6).toFixed(0)} MB, ${scans} MS1 profile scans of ${POINTS} points, 64-bit zlib, indexed (written in ${((performance.now() - t) / 1000).toFixed(1)} s)`);
    const ours = json<ChildFigures>(spawnSync(process.execPath, ['--import', 'tsx', join(here, 'spectrum/readChild.mts'), file], { cwd: join(here, '..'), encoding: 'utf8', maxBuffer: 1 << 24 }), 'readMzml');
    const rows: string[][] = [
      ['readMzml read + sum (s)', (ours.readMs / 1000).toFixed(1), `<= ${TARGETS.readS}`, verdict(ours.readMs / 1000 <= TARGETS.readS), `${ours.scans} scans, ${ours.summedPoints} summed points, ${ours.progressCalls} progress calls`],
      ['readMzml peak RSS (MB)', ours.readRssMb.toFixed(0), `<= ${TARGETS.rssMb}`, verdict(ours.readRssMb <= TARGETS.rssMb), 'whole child process (Node + tsx)'],
      ['spectrumCapping (s)', (ours.deconvolutionMs / 1000).toFixed(2), `<= ${TARGETS.deconvolutionS}`, ours.placeholder ? 'n/a' : verdict(ours.deconvolutionMs / 1000 <= TARGETS.deconvolutionS), ours.placeholder ? 'placeholder implementation: not measured' : `capped ${ours.cappedPercent?.toFixed(1)} % (file made with 85 % Cap1 + 5 % Cap0)`],
    ];
    // The page: the same file chosen on /tool-class/capping-result of the built site (DIST_DIR, default dist).
    const onPage = await pageLongestTask(file, process.env.DIST_DIR ?? 'dist');
    rows.push(['page: longest main-thread task (ms)', onPage.longestTaskMs.toFixed(0), `<= ${TARGETS.longestTaskMs}`, verdict(onPage.longestTaskMs <= TARGETS.longestTaskMs), `${onPage.longTasks} tasks > 50 ms; ${(onPage.totalMs / 1000).toFixed(1)} s from "Read the run" to the percentages`]);
    rows.push(['page: main-thread CPU (ms)', onPage.mainThreadCpuMs.toFixed(0), '', '', `longest task ${onPage.longestTaskCpuMs.toFixed(0)} ms of CPU (wall-clock tasks stretch with the load)`]);
    // Debian's python3-pymzml sits in /usr/bin/python3, which a pyenv or venv python3 on PATH may hide.
    const python = ['python3', '/usr/bin/python3'].find((p) => spawnSync(p, ['-c', 'import pymzml'], { encoding: 'utf8' }).status === 0);
    if (python) {
      const py = json<{ readMs: number; rssMb: number; scans: number; version: string }>(spawnSync(python, [join(here, 'spectrum/pymzmlBaseline.py'), file], { encoding: 'utf8' }), 'pymzml');
      rows.push([`pymzml ${py.version} read (s)`, (py.readMs / 1000).toFixed(1), 'baseline', `${(py.readMs / ours.readMs).toFixed(1)}x readMzml's time`, `${py.scans} scans decoded, not summed`]);
      rows.push(['pymzml peak RSS (MB)', py.rssMb.toFixed(0), 'baseline', '', '']);
    } else {
      rows.push(['pymzml', '—', 'baseline', 'not installed', 'apt-get install -y python3-pymzml']);
    }
    const header = ['figure', 'value', 'target', 'verdict', 'note'];
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
    for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await runSpectrumBench();
