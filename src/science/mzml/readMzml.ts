// PLACEHOLDER: replaced at merge by s31-reader's implementation

export interface MzmlRun {
  spectra: number;
  ms1Scans: number;
  scansInWindow: number;
  rtRangeMin: [number, number];
  tic: { rtMin: number[]; intensity: number[] };
  summed: { mz: number[]; intensity: number[] };
  centroid: boolean;
}

export interface ReadMzmlOptions {
  gzip?: boolean;
  rtWindowMin?: [number, number];
  totalBytes?: number;
  onProgress?: (p: { bytesRead: number; scans: number }) => void;
}

/** zlib ('deflate' in the Compression Streams API) or gzip bytes, inflated. */
async function inflate(bytes: Uint8Array, format: 'deflate' | 'gzip'): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream(format))).arrayBuffer());
}

async function decode(b64: string, is32: boolean, zlib: boolean): Promise<number[]> {
  const bin = atob(b64.trim());
  let bytes: Uint8Array = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  if (zlib) bytes = await inflate(bytes, 'deflate');
  return Array.from(is32 ? new Float32Array(bytes.slice().buffer) : new Float64Array(bytes.slice().buffer));
}

/** Placeholder: reads the whole stream (not streamed), sums MS1 scans on an m/z grid of the first scan. */
export async function readMzml(stream: ReadableStream<Uint8Array>, options: ReadMzmlOptions = {}): Promise<MzmlRun> {
  const chunks: Uint8Array[] = [];
  let bytesRead = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytesRead += value.length;
    options.onProgress?.({ bytesRead, scans: 0 });
  }
  let all: Uint8Array = new Uint8Array(bytesRead);
  let at = 0;
  for (const c of chunks) (all.set(c, at), (at += c.length));
  if (options.gzip) all = await inflate(all, 'gzip');
  const text = new TextDecoder().decode(all);
  const spectra = [...text.matchAll(/<spectrum [\s\S]*?<\/spectrum>/g)].map((m) => m[0]);
  const tic = { rtMin: [] as number[], intensity: [] as number[] };
  const [lo, hi] = options.rtWindowMin ?? [-Infinity, Infinity];
  let summed: { mz: number[]; intensity: number[] } = { mz: [], intensity: [] };
  let inWindow = 0;
  for (const s of spectra) {
    if (!/name="ms level" value="1"/.test(s)) continue;
    const rt = Number(/name="scan start time" value="([^"]+)"/.exec(s)?.[1] ?? 0);
    const arrays = await Promise.all([...s.matchAll(/<binaryDataArray[\s\S]*?<binary>([\s\S]*?)<\/binary>/g)].map((m) => decode(m[1]!, m[0].includes('32-bit'), m[0].includes('zlib compression'))));
    const [mz = [], intensity = []] = arrays;
    tic.rtMin.push(rt);
    tic.intensity.push(intensity.reduce((a, b) => a + b, 0));
    if (rt < lo || rt > hi) continue;
    inWindow++;
    if (summed.mz.length === 0) summed = { mz: mz.slice(), intensity: intensity.slice() };
    else intensity.forEach((v, i) => (summed.intensity[i] = (summed.intensity[i] ?? 0) + v));
  }
  options.onProgress?.({ bytesRead, scans: tic.rtMin.length });
  return { spectra: spectra.length, ms1Scans: tic.rtMin.length, scansInWindow: inWindow, rtRangeMin: [tic.rtMin[0] ?? 0, tic.rtMin.at(-1) ?? 0], tic, summed, centroid: false };
}
