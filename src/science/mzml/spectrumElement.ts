import { ToolboxError } from '../errors.ts';
import { type ArrayEncoding, decodeArray } from './decodeBinary.ts';

/**
 * One `<spectrum>` element of mzML 1.1, read from its text. Accessions are the PSI-MS controlled
 * vocabulary's (psi-ms.obo): MS:1000511 ms level, MS:1000579 MS1 spectrum, MS:1000127 centroid,
 * MS:1000128 profile, MS:1000016 scan start time (unit UO:0000031 minute or UO:0000010 second),
 * MS:1000285 total ion current, MS:1000514 m/z array, MS:1000515 intensity array, MS:1000521/1000523
 * 32/64-bit float, MS:1000519/1000522 32/64-bit integer, MS:1000574 zlib, MS:1000576 no compression;
 * MS-Numpress: MS:1002312 linear, MS:1002313 pic, MS:1002314 slof, and their zlib variants
 * MS:1002746/1002747/1002748.
 */
const NUMPRESS = new Set(['MS:1002312', 'MS:1002313', 'MS:1002314', 'MS:1002746', 'MS:1002747', 'MS:1002748']);

export interface CvParam {
  readonly accession: string;
  readonly value: string;
  readonly unit: string;
}

const CV_PARAM = /<cvParam\b[^>]*>/g;
const GROUP_REF = /<referenceableParamGroupRef\b[^>]*\bref="([^"]*)"/g;
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/** The cvParams of `text` (one element's own part), with referenceable param groups expanded. */
export function cvParams(text: string, groups: ReadonlyMap<string, readonly CvParam[]>): CvParam[] {
  const params: CvParam[] = [];
  for (const [tag] of text.matchAll(CV_PARAM)) {
    params.push({ accession: attr(tag, 'accession'), value: attr(tag, 'value'), unit: attr(tag, 'unitAccession') || attr(tag, 'unitName') });
  }
  for (const [, ref] of text.matchAll(GROUP_REF)) params.push(...(groups.get(ref!) ?? []));
  return params;
}

/** `<referenceableParamGroup id="…">` definitions of the header, by id. */
export function paramGroups(header: string): Map<string, CvParam[]> {
  const groups = new Map<string, CvParam[]>();
  for (const [, id, body] of header.matchAll(/<referenceableParamGroup\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/referenceableParamGroup>/g)) {
    groups.set(id!, cvParams(body!, new Map()));
  }
  return groups;
}

export interface SpectrumMeta {
  readonly msLevel: number | null;
  readonly centroid: boolean;
  /** Scan start time in minutes (NaN when the spectrum has none). */
  readonly rtMin: number;
  /** MS:1000285 when written, else null (then the intensities are summed). */
  readonly tic: number | null;
}

interface ArrayRef {
  readonly kind: 'mz' | 'intensity' | 'other';
  readonly encoding: ArrayEncoding;
  readonly numpress: boolean;
  readonly start: number;
  readonly end: number;
}

/** A parsed spectrum: its metadata now, its arrays decoded only when asked (out-of-window scans skip them). */
export class SpectrumElement {
  readonly meta: SpectrumMeta;
  private readonly arrays: ArrayRef[] = [];
  /** defaultArrayLength of the spectrum (0 when absent). */
  private readonly length: number;

  constructor(private readonly text: string, groups: ReadonlyMap<string, readonly CvParam[]>) {
    const listAt = text.indexOf('<binaryDataArrayList');
    this.length = Number(/\bdefaultArrayLength="(\d+)"/.exec(text.slice(0, text.indexOf('>')))?.[1] ?? 0);
    const params = cvParams(listAt < 0 ? text : text.slice(0, listAt), groups);
    const has = (acc: string) => params.some((p) => p.accession === acc);
    const level = params.find((p) => p.accession === 'MS:1000511');
    const rt = params.find((p) => p.accession === 'MS:1000016');
    const tic = params.find((p) => p.accession === 'MS:1000285');
    const seconds = rt && (rt.unit === 'UO:0000010' || rt.unit === 'second');
    this.meta = {
      msLevel: level ? Number(level.value) : has('MS:1000579') ? 1 : null,
      centroid: has('MS:1000127') && !has('MS:1000128'),
      rtMin: rt ? Number(rt.value) / (seconds ? 60 : 1) : NaN,
      tic: tic && tic.value !== '' ? Number(tic.value) : null,
    };
    const arrayTag = /<binaryDataArray[\s>]/g;
    const binaryTag = /<binary[\s/>]/g;
    arrayTag.lastIndex = Math.max(0, listAt);
    for (let m = listAt < 0 ? null : arrayTag.exec(text); m; m = arrayTag.exec(text)) {
      const open = m.index;
      binaryTag.lastIndex = open + 16;
      const binaryOpen = binaryTag.exec(text)?.index ?? -1;
      const contentStart = binaryOpen < 0 ? 0 : text.indexOf('>', binaryOpen) + 1;
      const selfClosed = text[contentStart - 2] === '/';
      const contentEnd = selfClosed ? contentStart : text.indexOf('</binary>', contentStart);
      if (binaryOpen < 0 || contentStart <= 0 || contentEnd < 0) break;
      const p = cvParams(text.slice(open, binaryOpen), groups);
      const hasA = (acc: string) => p.some((q) => q.accession === acc);
      this.arrays.push({
        kind: hasA('MS:1000514') ? 'mz' : hasA('MS:1000515') ? 'intensity' : 'other',
        encoding: {
          zlib: hasA('MS:1000574'),
          type: hasA('MS:1000521') ? 'f32' : hasA('MS:1000519') ? 'i32' : hasA('MS:1000522') ? 'i64' : 'f64',
        },
        numpress: p.some((q) => NUMPRESS.has(q.accession)),
        start: contentStart,
        end: contentEnd,
      });
      arrayTag.lastIndex = contentEnd;
    }
  }

  /** The m/z or intensity array (empty when the spectrum has none). @throws ToolboxError numpress_not_supported */
  array(kind: 'mz' | 'intensity'): Float64Array {
    const ref = this.arrays.find((a) => a.kind === kind);
    if (!ref) return new Float64Array(0);
    if (ref.numpress) throw new ToolboxError('numpress_not_supported', 'MS-Numpress binary arrays are not supported: convert with msconvert without --numpress');
    return decodeArray(this.text, ref.start, ref.end, ref.encoding, this.length);
  }
}
