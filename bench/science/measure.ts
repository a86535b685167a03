/** Timing and memory helpers of the science bench (Node only). */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Keeps results alive so the engine cannot drop the work. */
export const keep = { sink: 0 };

/** FASTA text of one record, 60 nt per line. */
export function fasta(name: string, sequence: string, width = 60): string {
  let text = `>${name}\n`;
  for (let i = 0; i < sequence.length; i += width) text += `${sequence.slice(i, i + width)}\n`;
  return text;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median wall time (ms) of `runs` runs after `warmups` untimed ones. */
export function medianMs(run: () => void, warmups: number, runs: number): number {
  for (let i = 0; i < warmups; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Heap (MB) still held after `build` returns its result, between forced GCs; median of 3 after a warm-up (or one run). */
export function retainedMb(build: () => unknown, quick = false): number {
  const once = (): number => {
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = build();
    gc();
    const after = process.memoryUsage().heapUsed;
    keep.sink += kept === undefined ? 0 : 1;
    return (after - before) / 2 ** 20;
  };
  if (quick) return once();
  once();
  return median([once(), once(), once()]);
}

/** Highest live heap growth (MB) at the points `step` yields, between forced GCs; median of 3 after a warm-up. */
export function peakMb(steps: () => Iterable<unknown>): number {
  const once = (): number => {
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    for (const item of steps()) {
      keep.sink += item === undefined ? 0 : 1;
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    }
    return peak / 2 ** 20;
  };
  once();
  return median([once(), once(), once()]);
}
