import { CAP_ANALOGS } from '../src/science/mass/capAnalogs.ts';
import { THREE_PRIME_ENDS } from '../src/science/mass/endGroups.ts';
import { MODIFICATIONS } from '../src/science/mass/residues.ts';
import { CAPPING_METHODS } from '../src/science/mass/species.ts';
import type { SpectrumCappingInputs } from '../src/science/spectrum/spectrumCapping.ts';
import { oneOf, parseOptions } from './option-values.ts';
import { UsageError } from './usageError.ts';

export const SPECTRUM_COMMAND_USAGE = `  toolbox spectrum FILE [options]   capping result from an LC-MS run (mzML 1.1, or .mzML.gz): MS1
                                    scans summed over --rt, charge-state deconvolution (module
                                    spectrum_capping); a table on stdout unless --json or --xlsx`;

export const SPECTRUM_USAGE = `Spectrum options:
  --product-sequence S       the RNase H product, 5'→3'                       (required)
  --capping-method C         ${CAPPING_METHODS.join('|')} (default enzymatic)
  --cap-analog A             ${CAP_ANALOGS.join('|')} (co-transcriptional)
  --modification M           ${MODIFICATIONS.join('|')} (default none)
  --three-end E              ${THREE_PRIME_ENDS.join('|')} (default OH)
  --next-base B              nt D+1 (A|C|G|U): n+1 products become candidates
  --cap2                     also look for Cap2 (enzymatic)
  --rt MIN-MAX               retention-time window, minutes (default: every MS1 scan)
  --charges ZMIN-ZMAX        negative charge states (default: those in the spectrum's m/z range)
  --adducts Na,K             counter-ions to fit besides [M-zH] (default none)
  --tolerance-ppm T          matching tolerance, ppm (default 10)
  --mass-type T              monoisotopic|average: the mass the table reports (default monoisotopic)
  --json                     the whole answer as JSON on stdout
  --xlsx OUT.xlsx            the answer as an XLSX workbook
  --report OUT.pdf           the signed-off report (PDF); with --lang en|zh, --prepared-by NAME,
                             --date YYYY-MM-DD (default today, UTC), --comment TEXT`;

export interface SpectrumCommand {
  readonly file: string;
  /** spectrum_capping inputs without the spectrum (mz, intensity come from the file). */
  readonly inputs: Omit<SpectrumCappingInputs, 'mz' | 'intensity'>;
  readonly rtWindowMin?: [number, number];
  readonly json: boolean;
  readonly xlsx?: string;
  readonly report?: { path: string; lang: 'en' | 'zh'; preparedBy: string; date: string; comment: string };
}

/** "A-B" → [A, B] with A ≤ B. */
function range(name: string, text: string, integer: boolean): [number, number] {
  const m = /^\s*([0-9.]+)\s*-\s*([0-9.]+)\s*$/.exec(text);
  const pair = m ? [Number(m[1]), Number(m[2])] : [];
  if (pair.length !== 2 || pair.some((v) => !Number.isFinite(v) || (integer && !Number.isInteger(v))) || pair[0]! > pair[1]!) {
    throw new UsageError(`--${name} must be ${integer ? 'two whole numbers' : 'two numbers'} MIN-MAX with MIN <= MAX, got "${text}"`);
  }
  return pair as [number, number];
}

const SPECTRUM_ADDUCTS = ['Na', 'K'] as const;

/** Parses the arguments after `spectrum`. @throws UsageError */
export function parseSpectrumArgs(argv: readonly string[]): SpectrumCommand {
  const parsed = parseOptions(argv, {
    'product-sequence': { type: 'string' }, 'capping-method': { type: 'string' }, 'cap-analog': { type: 'string' },
    modification: { type: 'string' }, 'three-end': { type: 'string' }, 'next-base': { type: 'string' }, cap2: { type: 'boolean' },
    rt: { type: 'string' }, charges: { type: 'string' }, adducts: { type: 'string' }, 'tolerance-ppm': { type: 'string' },
    'mass-type': { type: 'string' }, json: { type: 'boolean' }, xlsx: { type: 'string' }, report: { type: 'string' },
    lang: { type: 'string' }, 'prepared-by': { type: 'string' }, date: { type: 'string' }, comment: { type: 'string' },
  });
  const { values: v, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError('spectrum takes exactly one FILE (.mzML or .mzML.gz)');
  if (!v['product-sequence']) throw new UsageError('--product-sequence is required');
  if (v.json && v.xlsx) throw new UsageError('--json and --xlsx cannot be combined');
  const cappingMethod = oneOf('capping-method', v['capping-method'], CAPPING_METHODS) ?? 'enzymatic';
  const capAnalog = oneOf('cap-analog', v['cap-analog'], CAP_ANALOGS);
  if (cappingMethod === 'co-transcriptional' && !capAnalog) throw new UsageError('--capping-method co-transcriptional needs --cap-analog');
  const adducts = (v.adducts?.split(',').map((a) => a.trim()).filter(Boolean) ?? []).map((a) => oneOf('adducts', a, SPECTRUM_ADDUCTS)!);
  const tolerance = v['tolerance-ppm'] === undefined ? undefined : Number(v['tolerance-ppm']);
  if (tolerance !== undefined && (!Number.isFinite(tolerance) || tolerance < 0 || v['tolerance-ppm']!.trim() === '')) {
    throw new UsageError(`--tolerance-ppm must be a number of 0 or more, got "${v['tolerance-ppm']}"`);
  }
  const charges = v.charges === undefined ? undefined : range('charges', v.charges, true);
  if (charges && charges[0] < 1) throw new UsageError('--charges must be whole numbers >= 1');
  const lang = oneOf('lang', v.lang, ['en', 'zh'] as const) ?? 'en';
  const date = v.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw new UsageError(`--date must be YYYY-MM-DD, got "${date}"`);
  const inputs: SpectrumCommand['inputs'] = {
    product_sequence: v['product-sequence'],
    capping_method: cappingMethod,
    ...(capAnalog ? { cap_analog: capAnalog } : {}),
    modification: oneOf('modification', v.modification, MODIFICATIONS) ?? 'none',
    three_end: oneOf('three-end', v['three-end'], THREE_PRIME_ENDS) ?? 'OH',
    ...(v['next-base'] ? { next_base: v['next-base'] } : {}),
    ...(v.cap2 ? { include_cap2: true } : {}),
    ...(charges ? { charges } : {}),
    ...(adducts.length ? { adducts } : {}),
    ...(tolerance !== undefined ? { tolerance_ppm: tolerance } : {}),
    mass_type: oneOf('mass-type', v['mass-type'], ['monoisotopic', 'average'] as const) ?? 'monoisotopic',
  };
  return {
    file: positionals[0]!,
    inputs,
    ...(v.rt !== undefined ? { rtWindowMin: range('rt', v.rt, false) } : {}),
    json: v.json ?? false,
    ...(v.xlsx ? { xlsx: v.xlsx } : {}),
    ...(v.report ? { report: { path: v.report, lang, preparedBy: v['prepared-by'] ?? '', date, comment: v.comment ?? '' } } : {}),
  };
}
