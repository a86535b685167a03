// PLACEHOLDER: replaced at merge by s31-reader's implementation

export interface MzmlScan {
  rtMin: number;
  mz: number[];
  intensity: number[];
  msLevel: number;
}

function b64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function encode(values: number[], encoding: string): string {
  const raw = encoding.startsWith('32') ? new Uint8Array(new Float32Array(values).buffer) : new Uint8Array(new Float64Array(values).buffer);
  void encoding;
  return b64(raw);
}

/** Placeholder: a plain (not indexed) mzML 1.1 file of the given scans. */
export function writeMzml(o: { scans: MzmlScan[]; encoding: '64-zlib' | '32-plain' | '64-plain' | '32-zlib'; indexed: boolean; centroid?: boolean; numpress?: boolean }): string {
  const bits = o.encoding.startsWith('32') ? 'MS:1000521" name="32-bit float' : 'MS:1000523" name="64-bit float';
  // The placeholder never compresses (the science may not import fflate); the real writer does.
  const comp = 'MS:1000576" name="no compression';
  const array = (values: number[], kind: string) =>
    `<binaryDataArray encodedLength="0"><cvParam cvRef="MS" accession="${bits}"/><cvParam cvRef="MS" accession="${comp}"/><cvParam cvRef="MS" accession="${kind}"/><binary>${encode(values, o.encoding)}</binary></binaryDataArray>`;
  const spectra = o.scans.map(
    (s, i) =>
      `<spectrum index="${i}" id="scan=${i + 1}" defaultArrayLength="${s.mz.length}"><cvParam cvRef="MS" accession="MS:1000511" name="ms level" value="${s.msLevel}"/><scanList count="1"><scan><cvParam cvRef="MS" accession="MS:1000016" name="scan start time" value="${s.rtMin}" unitName="minute"/></scan></scanList><binaryDataArrayList count="2">${array(s.mz, 'MS:1000514" name="m/z array')}${array(s.intensity, 'MS:1000515" name="intensity array')}</binaryDataArrayList></spectrum>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<mzML xmlns="http://psi.hupo.org/ms/mzml" version="1.1.0"><run id="r"><spectrumList count="${o.scans.length}">${spectra.join('\n')}</spectrumList></run></mzML>\n`;
}
