import type { BatchOptions } from '../src/science/batch/batchOptions.ts';
import { BATCH_SOURCE_KINDS, type BatchSourceKind } from '../src/science/batch/batchSourceKind.ts';
import { CAP_ANALOGS, type CapAnalog } from '../src/science/mass/capAnalogs.ts';
import { THREE_PRIME_ENDS, type ThreePrimeEnd } from '../src/science/mass/endGroups.ts';
import { MODIFICATIONS, type Modification } from '../src/science/mass/residues.ts';
import { CAPPING_METHODS, type CappingMethod } from '../src/science/mass/species.ts';
import { SPECTRUM_COMMAND_USAGE, SPECTRUM_USAGE } from './spectrum-args.ts';
import { oneOf, parseOptions } from './option-values.ts';
import { UsageError } from './usageError.ts';

export { UsageError };

export const USAGE = `Usage:
  toolbox eval                      read a JSON array of {module, inputs} cases on stdin
                                    (or a vectors file {meta, cases}); print a JSON array of results.
                                    Modules: probe_design, reaction_system, product_mass, end_group_mass,
                                    isotope_distribution, ion_ladder, assay_species, species_overlaps,
                                    capping_efficiency, spectrum_capping, polya_ladder (README: inputs and answers)
  toolbox batch FILE [options]      one row per record of FILE ('-' = stdin); CSV on stdout. FILE is
                                    FASTA/TXT (one record per entry), or CSV/TSV/XLSX with one sequence
                                    per row (name in the first column, sequence in the last); text in
                                    UTF-8, GB18030 or Windows-1252 (detected from the bytes)
${SPECTRUM_COMMAND_USAGE}

Batch options (coordinates 1-based on the mRNA, lengths in nt):
  --probe-start S            first mRNA position covered by the probe        (required)
  --probe-length L           probe length                                     (required)
  --digestion-position D     last nucleotide of the product; cut after D      (required)
  --hybrid-length h          DNA gap length; gap pairs with mRNA D-h+1..D     (required)
  --modification M           ${MODIFICATIONS.join('|')} (default none)
  --capping-method C         ${CAPPING_METHODS.join('|')} (default enzymatic)
  --cap-analog A             ${CAP_ANALOGS.join('|')} (co-transcriptional)
  --three-end E              ${THREE_PRIME_ENDS.join('|')} (default OH, the RNase H product)
  --cap2                     also report Cap2 (enzymatic)
  --charges 1,2,3            add monoisotopic m/z columns for these negative charge states
  --sample-conc C            sample concentration, ng/µl   } both give the reaction-system columns
  --probe-conc Cp            probe stock concentration, µM }
  --mrna-pmol n              mRNA per reaction, pmol (default 100)
  --format F                 ${BATCH_SOURCE_KINDS.join('|')}: how FILE is written (default: by its extension; stdin FASTA)
  --xlsx OUT.xlsx            write an XLSX workbook to OUT.xlsx instead of CSV on stdout
  --chunk-size N             records per chunk (default 500)
  -h, --help                 this text

${SPECTRUM_USAGE}

Kit parameters (probe:mRNA 2, 10x buffer, 0.1 U/pmol RNase H at 5 U/µl) are placeholders until the
kit manual is at hand.`;

/** What `batch` needs. */
export interface BatchCommand {
  readonly file: string;
  /** How the file is written, when given (else by its extension). */
  readonly format?: BatchSourceKind;
  readonly options: BatchOptions;
  readonly xlsx?: string;
  readonly chunkSize: number;
}

function numberOption(name: string, text: string | undefined, integer: boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new UsageError(`--${name} must be ${integer ? 'a whole number' : 'a number'}, got "${text}"`);
  }
  return value;
}

function required(name: string, value: number | undefined): number {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

/** Parses the arguments after `batch`. @throws UsageError */
export function parseBatchArgs(argv: readonly string[]): BatchCommand {
  const parsed = parseOptions(argv, {
    'probe-start': { type: 'string' }, 'probe-length': { type: 'string' },
    'digestion-position': { type: 'string' }, 'hybrid-length': { type: 'string' },
    modification: { type: 'string' }, 'capping-method': { type: 'string' }, 'cap-analog': { type: 'string' },
    'three-end': { type: 'string' }, cap2: { type: 'boolean' }, charges: { type: 'string' },
    'sample-conc': { type: 'string' }, 'probe-conc': { type: 'string' }, 'mrna-pmol': { type: 'string' },
    format: { type: 'string' }, xlsx: { type: 'string' }, 'chunk-size': { type: 'string' },
  });
  const { values: v, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError('batch takes exactly one FILE (or - for stdin)');
  const int = (name: keyof typeof v) => numberOption(name, v[name] as string | undefined, true);
  const real = (name: keyof typeof v) => numberOption(name, v[name] as string | undefined, false);
  const cappingMethod = oneOf<CappingMethod>('capping-method', v['capping-method'], CAPPING_METHODS, 'enzymatic')!;
  const capAnalog = oneOf<CapAnalog>('cap-analog', v['cap-analog'], CAP_ANALOGS);
  if (cappingMethod === 'co-transcriptional' && !capAnalog) throw new UsageError('--capping-method co-transcriptional needs --cap-analog');
  const sampleConc = real('sample-conc');
  const probeConc = real('probe-conc');
  if ((sampleConc === undefined) !== (probeConc === undefined)) throw new UsageError('--sample-conc and --probe-conc go together');
  const charges = v.charges?.split(',').map((z) => numberOption('charges', z, true)!);
  if (charges?.some((z) => z < 1)) throw new UsageError('--charges must be whole numbers >= 1');
  const chunkSize = int('chunk-size') ?? 500;
  if (chunkSize < 1) throw new UsageError('--chunk-size must be >= 1');
  const mrnaPmol = real('mrna-pmol');
  const options: BatchOptions = {
    probe: {
      probeStart: required('probe-start', int('probe-start')),
      probeLength: required('probe-length', int('probe-length')),
      digestionPosition: required('digestion-position', int('digestion-position')),
      hybridLength: required('hybrid-length', int('hybrid-length')),
    },
    modification: oneOf<Modification>('modification', v.modification, MODIFICATIONS, 'none')!,
    cappingMethod,
    capAnalog: capAnalog ?? null,
    threePrime: oneOf<ThreePrimeEnd>('three-end', v['three-end'], THREE_PRIME_ENDS, 'OH')!,
    includeCap2: v.cap2 ?? false,
    chargeStates: charges,
    reaction:
      sampleConc !== undefined && probeConc !== undefined
        ? { sampleConcNgPerUl: sampleConc, probeConcUM: probeConc, ...(mrnaPmol !== undefined ? { mrnaPmol } : {}) }
        : undefined,
  };
  const format = oneOf<BatchSourceKind>('format', v.format, BATCH_SOURCE_KINDS);
  return { file: positionals[0]!, ...(format ? { format } : {}), options, xlsx: v.xlsx, chunkSize };
}
