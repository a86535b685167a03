// Child process of the spectrum bench: reads and sums one mzML file through readMzml (as the CLI does:
// a Node file stream as a web stream), then deconvolves the summed spectrum; prints one JSON line.
// A process of its own, so its peak RSS is the reader's alone.
import { createReadStream, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { readMzml } from '../../src/science/mzml/readMzml.ts';
import { spectrumCapping } from '../../src/science/spectrum/spectrumCapping.ts';
import { BENCH_PRODUCT } from './benchFile.ts';

const file = process.argv[2]!;
let progressCalls = 0;
const start = performance.now();
const run = await readMzml(Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>, { onProgress: () => void progressCalls++ });
const readMs = performance.now() - start;
const readRssMb = process.resourceUsage().maxRSS / 1024;
const t = performance.now();
const answer = spectrumCapping({ product_sequence: BENCH_PRODUCT, capping_method: 'enzymatic', mz: run.summed.mz, intensity: run.summed.intensity, charges: [2, 15], adducts: ['Na', 'K'] } as Parameters<typeof spectrumCapping>[0]);
const deconvolutionMs = performance.now() - t;
const placeholder = readFileSync(new URL('../../src/science/spectrum/spectrumCapping.ts', import.meta.url), 'utf8').startsWith('// PLACEHOLDER');
console.log(JSON.stringify({ readMs, readRssMb, deconvolutionMs, placeholder, scans: run.ms1Scans, summedPoints: run.summed.mz.length, progressCalls, cappedPercent: answer.capped_percent }));
