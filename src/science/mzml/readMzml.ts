/**
 * Streaming reader of mzML 1.1 (HUPO-PSI, indexed or not, optionally gzipped): MS1 scans only, summed
 * over a retention-time window, with the total-ion chromatogram of the whole run.
 *
 * Scanner, not an XML parser: the stream is decoded chunk by chunk and cut at each `</spectrum>`; only one
 * spectrum (~100 kB) plus one chunk is held as text, never the file. The reader needs only the spectrum
 * element, its cvParams and its `<binary>` contents. Decided by a bench on the 20 MB / 200-scan bench file
 * (bench/spectrum/benchFile.ts, loaded 2-core machine, warm): htmlparser2 10.1 (xmlMode, a maintained
 * streaming parser, here only as sanitize-html's dependency) parses it in ~0.14 s, this scanner in
 * ~0.25 s including the web-stream plumbing and UTF-8 decoding, while decoding the arrays (base64, zlib)
 * takes ~0.45 s more either way. ~1 s per 200 MB inside a 20 s budget does not pay for a new direct
 * dependency in the worker bundle plus reassembling base64 from its text callbacks; so no dependency.
 *
 * gzip: the platform's DecompressionStream('gzip') (Chromium, Firefox, Safari, Node ≥ 18), native zlib and
 * about 8x faster than fflate's streaming Gunzip on the same bytes (measured on 50 MB: 0.3 s vs 2.4 s),
 * with no code shipped. Node 20's DecompressionStream ends quietly on a truncated gzip instead of
 * failing; the reader does not depend on it: a file that ends before `</mzML>` is `truncated_file`.
 *
 * The file's SHA-256 (the capping report's input fingerprint) is computed from the same bytes in the same
 * pass, so no caller reads the file a second time, and the page never hashes it on its main thread.
 */
import { Sha256 } from '../digest/sha256.ts';
import { ToolboxError } from '../errors.ts';
import { CentroidSum } from './mergeCentroids.ts';
import { type CvParam, paramGroups, SpectrumElement } from './spectrumElement.ts';
import { ProfileSum } from './sumProfile.ts';

export interface MzmlProgress {
  /** Bytes of the file read so far (compressed bytes for a gzipped file). */
  readonly bytesRead: number;
  /** Spectra read so far (every MS level). */
  readonly scans: number;
}

export interface ReadMzmlOptions {
  /** true: gunzip; false: plain; absent: decided by the gzip magic bytes 1f 8b. */
  readonly gzip?: boolean;
  /** Inclusive retention-time window of the summed spectrum, minutes (default every MS1 scan). */
  readonly rtWindowMin?: readonly [number, number];
  /** The file's size, when known (only passed on; progress reports bytes). */
  readonly totalBytes?: number;
  readonly onProgress?: (p: MzmlProgress) => void;
}

export interface MzmlRun {
  spectra: number;
  ms1Scans: number;
  scansInWindow: number;
  rtRangeMin: [number, number];
  /** Every MS1 scan of the whole run (for the chromatogram). */
  tic: { rtMin: number[]; intensity: number[] };
  /** MS1 scans inside rtWindowMin (default all), summed. */
  summed: { mz: number[]; intensity: number[] };
  centroid: boolean;
  /** SHA-256 of the file's own bytes as read (the compressed ones for a .gz), 64 lower-case hex digits. */
  sha256: string;
}

/** onProgress at most once per this many bytes (plus once at the end): enough for a smooth bar. */
const PROGRESS_BYTES = 1 << 20;
/** Where the root element must have shown up by (mzML headers are a few kB; a 1 MB header is not mzML). */
const HEADER_LIMIT = 1 << 20;

/** @throws ToolboxError not_mzml | numpress_not_supported | truncated_file | no_ms1_scans */
export async function readMzml(stream: ReadableStream<Uint8Array>, options: ReadMzmlOptions = {}): Promise<MzmlRun> {
  const counter = { bytes: 0, hash: new Sha256() };
  const text = await textChunks(stream, options.gzip, counter);
  const window = options.rtWindowMin;
  const inWindow = (rt: number) => !window || (rt >= window[0] && rt <= window[1]);
  const tic = { rtMin: [] as number[], intensity: [] as number[] };
  let profile: ProfileSum | null = null;
  let centroids: CentroidSum | null = null;
  let centroid: boolean | null = null;
  let spectra = 0;
  let scansInWindow = 0;
  let groups = new Map<string, CvParam[]>();
  let header = true;
  let rootSeen = false;
  let closed = false;
  let carry = '';
  let reported = 0;
  const report = () => options.onProgress?.({ bytesRead: counter.bytes, scans: spectra });

  for await (const chunk of text) {
    carry += chunk;
    if (header) {
      const root = carry.search(/<(indexedmzML|mzML)[\s>]/);
      if (!/^[\s\ufeff]*</.test(carry.slice(0, 64)) && carry.trim().length > 0) throw notMzml();
      rootSeen ||= root >= 0;
      if (root < 0) {
        if (carry.length > HEADER_LIMIT) throw notMzml();
        continue;
      }
      const list = carry.indexOf('<spectrumList');
      if (list < 0 && carry.length < HEADER_LIMIT && !carry.includes('</mzML>')) continue;
      groups = paramGroups(carry.slice(0, list < 0 ? carry.length : list));
      header = false;
    }
    let start = carry.indexOf('<spectrum ');
    while (start >= 0) {
      const end = carry.indexOf('</spectrum>', start);
      if (end < 0) break;
      const spectrum = new SpectrumElement(carry.slice(start, end), groups);
      spectra++;
      const { msLevel, rtMin, tic: ticValue } = spectrum.meta;
      if (msLevel === 1) {
        const wanted = inWindow(rtMin);
        const intensity = wanted || ticValue === null ? spectrum.array('intensity') : null;
        tic.rtMin.push(rtMin);
        tic.intensity.push(ticValue ?? intensity!.reduce((a, b) => a + b, 0));
        if (wanted) {
          scansInWindow++;
          centroid ??= spectrum.meta.centroid;
          const mz = spectrum.array('mz');
          if (centroid) (centroids ??= new CentroidSum()).add(mz, intensity!);
          else (profile ??= new ProfileSum()).add(mz, intensity!);
        }
      }
      start = carry.indexOf('<spectrum ', end);
    }
    if (start < 0) closed ||= carry.includes('</mzML>');
    // Keep the pending spectrum, or a few characters in case a tag is cut between two chunks.
    carry = carry.slice(start >= 0 ? start : Math.max(0, carry.length - 16));
    if (counter.bytes - reported >= PROGRESS_BYTES) {
      reported = counter.bytes;
      report();
    }
  }
  if (!rootSeen) throw notMzml();
  // The offset is in the file's own bytes (compressed ones for a .gz): where the user's file stops.
  if (!closed) throw new ToolboxError('truncated_file', `the file ends at byte ${counter.bytes} before </mzML>`, { offset: counter.bytes });
  report();
  if (tic.rtMin.length === 0) throw new ToolboxError('no_ms1_scans', 'the file has no MS1 scan (ms level 1)');
  const summed = centroids?.result() ?? profile?.result() ?? { mz: [], intensity: [] };
  const rts = tic.rtMin.filter(Number.isFinite);
  return {
    spectra,
    ms1Scans: tic.rtMin.length,
    scansInWindow,
    rtRangeMin: rts.length ? [Math.min(...rts), Math.max(...rts)] : [NaN, NaN],
    tic,
    summed,
    centroid: centroid ?? false,
    sha256: counter.hash.hex(),
  };
}

const notMzml = () => new ToolboxError('not_mzml', 'the file is not mzML (no <mzML> root element)');

/** The stream as text pieces; `counter.bytes` counts the file's own bytes and `counter.hash` digests them. */
async function textChunks(stream: ReadableStream<Uint8Array>, gzip: boolean | undefined, counter: { bytes: number; hash: Sha256 }) {
  const counted = stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        counter.bytes += chunk.byteLength;
        counter.hash.update(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
  const reader = counted.getReader();
  const first = await reader.read();
  const head = first.done ? new Uint8Array(0) : first.value;
  const isGzip = gzip ?? (head[0] === 0x1f && head[1] === 0x8b);
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.byteLength) controller.enqueue(head);
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const bytes = isGzip ? rest.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>) : rest;
  const decoder = new TextDecoder('utf-8');
  return (async function* () {
    try {
      for await (const chunk of bytes as unknown as AsyncIterable<Uint8Array>) yield decoder.decode(chunk, { stream: true });
    } catch (error) {
      if (error instanceof ToolboxError) throw error;
      throw new ToolboxError(isGzip ? 'truncated_file' : 'not_mzml', `the file could not be read at byte ${counter.bytes}: ${(error as Error).message}`, { offset: counter.bytes });
    }
    yield decoder.decode();
  })();
}
