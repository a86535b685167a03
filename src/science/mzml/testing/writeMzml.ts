/**
 * Writes small mzML 1.1 documents for tests and the bench (test code: never shipped to the page).
 * Spectra as msconvert writes them: ms level, profile/centroid, scan start time in minutes, TIC, then an
 * m/z and an intensity binaryDataArray in base64 (PSI-MS accessions: see ../spectrumElement.ts).
 * `indexed` wraps the document in <indexedmzML> with a correct byte-offset index.
 */
import { zlibSync } from 'fflate';

export interface MzmlScan {
  readonly rtMin: number;
  readonly mz: ArrayLike<number>;
  readonly intensity: ArrayLike<number>;
  readonly msLevel: number;
}

export type MzmlEncoding = '64-zlib' | '64-plain' | '32-zlib' | '32-plain';

export interface WriteMzmlOptions {
  /** The spectra; an iterable (with `scanCount`) lets the bench write a large file without holding it. */
  readonly scans: Iterable<MzmlScan>;
  readonly scanCount?: number;
  readonly encoding: MzmlEncoding;
  readonly indexed: boolean;
  readonly centroid?: boolean;
  /** Marks the arrays as MS-Numpress linear (MS:1002312); the bytes are left as they are. */
  readonly numpress?: boolean;
  /** Scan start time unit: minute (default) or second. */
  readonly rtUnit?: 'minute' | 'second';
}

const cv = (accession: string, name: string, value = '', unit = '') =>
  `<cvParam cvRef="MS" accession="${accession}" name="${name}" value="${value}"${unit}/>`;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** One binaryDataArray. */
export function binaryDataArray(values: ArrayLike<number>, kind: 'mz' | 'intensity', encoding: MzmlEncoding, numpress = false): string {
  const wide = encoding.startsWith('64');
  const raw = new Uint8Array((wide ? Float64Array.from(values) : Float32Array.from(values)).buffer);
  const bytes = encoding.endsWith('zlib') ? zlibSync(raw) : raw;
  const text = base64(bytes);
  const params = [
    wide ? cv('MS:1000523', '64-bit float') : cv('MS:1000521', '32-bit float'),
    numpress ? cv('MS:1002312', 'MS-Numpress linear prediction compression') : encoding.endsWith('zlib') ? cv('MS:1000574', 'zlib compression') : cv('MS:1000576', 'no compression'),
    kind === 'mz' ? cv('MS:1000514', 'm/z array', '', ' unitCvRef="MS" unitAccession="MS:1000040" unitName="m/z"') : cv('MS:1000515', 'intensity array', '', ' unitCvRef="MS" unitAccession="MS:1000131" unitName="number of detector counts"'),
  ];
  return `<binaryDataArray encodedLength="${text.length}">\n${params.join('\n')}\n<binary>${text}</binary>\n</binaryDataArray>`;
}

/** One `<spectrum>` element. */
export function spectrumXml(scan: MzmlScan, index: number, options: Omit<WriteMzmlOptions, 'scans' | 'scanCount' | 'indexed'>): string {
  let tic = 0;
  for (let i = 0; i < scan.intensity.length; i++) tic += scan.intensity[i]!;
  const seconds = options.rtUnit === 'second';
  const rt = seconds ? scan.rtMin * 60 : scan.rtMin;
  const unit = seconds ? ' unitCvRef="UO" unitAccession="UO:0000010" unitName="second"' : ' unitCvRef="UO" unitAccession="UO:0000031" unitName="minute"';
  return [
    `<spectrum index="${index}" id="controllerType=0 controllerNumber=1 scan=${index + 1}" defaultArrayLength="${scan.mz.length}">`,
    cv('MS:1000511', 'ms level', String(scan.msLevel)),
    scan.msLevel === 1 ? cv('MS:1000579', 'MS1 spectrum') : cv('MS:1000580', 'MSn spectrum'),
    cv('MS:1000129', 'negative scan'),
    options.centroid ? cv('MS:1000127', 'centroid spectrum') : cv('MS:1000128', 'profile spectrum'),
    cv('MS:1000285', 'total ion current', String(tic)),
    '<scanList count="1">',
    cv('MS:1000795', 'no combination'),
    `<scan>\n${cv('MS:1000016', 'scan start time', String(rt), unit)}\n</scan>`,
    '</scanList>',
    '<binaryDataArrayList count="2">',
    binaryDataArray(scan.mz, 'mz', options.encoding, options.numpress),
    binaryDataArray(scan.intensity, 'intensity', options.encoding, options.numpress),
    '</binaryDataArrayList>',
    '</spectrum>',
  ].join('\n');
}

const HEADER = `<mzML xmlns="http://psi.hupo.org/ms/mzml" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://psi.hupo.org/ms/mzml http://psidev.info/files/ms/mzML/xsd/mzML1.1.0.xsd" id="synthetic" version="1.1.0">
<cvList count="2">
<cv id="MS" fullName="Proteomics Standards Initiative Mass Spectrometry Ontology" version="4.1.30" URI="https://raw.githubusercontent.com/HUPO-PSI/psi-ms-CV/master/psi-ms.obo"/>
<cv id="UO" fullName="Unit Ontology" version="09:04:2014" URI="https://raw.githubusercontent.com/bio-ontology-research-group/unit-ontology/master/unit.obo"/>
</cvList>
<fileDescription><fileContent>${cv('MS:1000579', 'MS1 spectrum')}</fileContent></fileDescription>
<softwareList count="1"><software id="writeMzml" version="1"/></softwareList>
<instrumentConfigurationList count="1"><instrumentConfiguration id="IC1"/></instrumentConfigurationList>
<dataProcessingList count="1"><dataProcessing id="synthetic"/></dataProcessingList>
<run id="synthetic_run" defaultInstrumentConfigurationRef="IC1">
`;

/** The document's pieces, in order (the bench writes them one by one instead of building one string). */
export function* mzmlParts(options: WriteMzmlOptions): Generator<string> {
  const encoder = new TextEncoder();
  let offset = 0;
  const offsets: number[] = [];
  const emit = (text: string) => ((offset += encoder.encode(text).length), text);
  yield emit(options.indexed ? `<?xml version="1.0" encoding="utf-8"?>\n<indexedmzML xmlns="http://psi.hupo.org/ms/mzml">\n${HEADER}` : `<?xml version="1.0" encoding="utf-8"?>\n${HEADER}`);
  const count = options.scanCount ?? (Array.isArray(options.scans) ? options.scans.length : [...options.scans].length);
  yield emit(`<spectrumList count="${count}" defaultDataProcessingRef="synthetic">\n`);
  let i = 0;
  for (const scan of options.scans) {
    offsets.push(offset);
    yield emit(`${spectrumXml(scan, i++, options)}\n`);
  }
  yield emit('</spectrumList>\n</run>\n</mzML>\n');
  if (!options.indexed) return;
  const listOffset = offset;
  const entries = offsets.map((o, i) => `<offset idRef="controllerType=0 controllerNumber=1 scan=${i + 1}">${o}</offset>`);
  yield `<indexList count="1">\n<index name="spectrum">\n${entries.join('\n')}\n</index>\n</indexList>\n<indexListOffset>${listOffset}</indexListOffset>\n<fileChecksum>0</fileChecksum>\n</indexedmzML>\n`;
}

/** The whole document as one string (tests: small files). */
export function writeMzml(options: WriteMzmlOptions): string {
  return [...mzmlParts(options)].join('');
}
