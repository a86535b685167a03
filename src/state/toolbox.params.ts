import { z } from 'zod';
import type { AnalysisSettings } from '../contracts/toolbox.ts';
import { CAP_ANALOGS } from '../science/mass/capAnalogs.ts';
import { MODIFICATIONS } from '../science/mass/residues.ts';
import { CAPPING_METHODS } from '../science/mass/species.ts';
import type { FieldError } from './field-error.ts';
import { MASS_DEFAULTS, MASS_FIELDS, MASS_URL_KEY, validateMasses } from './toolbox.mass-params.ts';

/**
 * The toolbox inputs as typed: strings here, `validateInputs` turns them into numbers or field errors.
 * Each name is also the translation key of its label (`toolbox:form.<field>`). Units: positions and
 * lengths in nt, `sampleConc` in ng/µl, `probeConc` in µM, `chargeStates` a comma-separated list of z
 * (empty: those of the scan range). The product-masses inputs are in `toolbox.mass-params.ts`.
 */
const CORE_FIELDS = [
  'probeStart', 'probeLength', 'digestionPosition', 'hybridLength', 'mrnaLength', 'sampleConc', 'probeConc',
  'modification', 'cappingMethod', 'capAnalog', 'chargeStates',
] as const;
export const FIELDS = [...CORE_FIELDS, ...MASS_FIELDS] as const;
export type Field = (typeof FIELDS)[number];
export type RawInputs = Record<Field, string>;

/** Each input's name in the URL query: short names keep shared links short. Used only to read and write the URL. */
const URL_KEY: Record<Field, string> = {
  probeStart: 'ps', probeLength: 'pl', digestionPosition: 'dp', hybridLength: 'hl', mrnaLength: 'len',
  sampleConc: 'sc', probeConc: 'pc', modification: 'mod', cappingMethod: 'cap', capAnalog: 'analog', chargeStates: 'z',
  ...MASS_URL_KEY,
};

/**
 * Defaults: a 25-nt probe from position 1 with a 5-nt DNA gap ending at 18 gives an 18-nt product
 * (TOOLBOX.md guidance: probe 20-30, product 17-20, hybrid 4-6) with no error on a GGG... mRNA.
 * 1000 ng/µl sample and 100 µM probe are typical stock concentrations; 1000 nt a typical mRNA. Charge
 * states follow from the mass and the scan range unless typed.
 */
export const DEFAULT_INPUTS: RawInputs = {
  probeStart: '1', probeLength: '25', digestionPosition: '18', hybridLength: '5', mrnaLength: '1000', sampleConc: '1000', probeConc: '100',
  modification: 'none', cappingMethod: 'enzymatic', capAnalog: '', chargeStates: '',
  ...MASS_DEFAULTS,
};

/** Sequences up to this many characters ride in the URL; longer ones would break links and servers. */
export const MAX_URL_SEQUENCE = 2000;

export type { FieldError } from './field-error.ts';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const positive = z.coerce.number().positive().finite();
const LIMIT = 10_000_000;
const SCHEMA: Record<(typeof CORE_FIELDS)[number], { schema: z.ZodType; error: FieldError }> = {
  probeStart: { schema: int(1, LIMIT), error: { key: 'toolbox:invalid.int', params: { min: 1, max: LIMIT } } },
  probeLength: { schema: int(1, 1000), error: { key: 'toolbox:invalid.int', params: { min: 1, max: 1000 } } },
  digestionPosition: { schema: int(1, LIMIT), error: { key: 'toolbox:invalid.int', params: { min: 1, max: LIMIT } } },
  hybridLength: { schema: int(1, 1000), error: { key: 'toolbox:invalid.int', params: { min: 1, max: 1000 } } },
  mrnaLength: { schema: int(1, LIMIT), error: { key: 'toolbox:invalid.int', params: { min: 1, max: LIMIT } } },
  sampleConc: { schema: positive, error: { key: 'toolbox:invalid.positive', params: {} } },
  probeConc: { schema: positive, error: { key: 'toolbox:invalid.positive', params: {} } },
  modification: { schema: z.enum(MODIFICATIONS), error: { key: 'toolbox:invalid.positive', params: {} } },
  cappingMethod: { schema: z.enum(CAPPING_METHODS), error: { key: 'toolbox:invalid.positive', params: {} } },
  capAnalog: { schema: z.union([z.literal(''), z.enum(CAP_ANALOGS)]), error: { key: 'toolbox:invalid.analog', params: {} } },
  chargeStates: {
    schema: z.string().transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean)).pipe(z.array(z.string().regex(/^\d{1,2}$/).transform(Number).pipe(z.number().int().min(1).max(50))).max(20)),
    error: { key: 'toolbox:invalid.charges', params: {} },
  },
};

/** Inputs from a URL query, defaults for what is missing (unknown keys are ignored). */
export function inputsFromQuery(query: URLSearchParams): { inputs: RawInputs; sequence: string } {
  const inputs = { ...DEFAULT_INPUTS };
  for (const f of FIELDS) {
    const v = query.get(URL_KEY[f]);
    if (v !== null) inputs[f] = v;
  }
  return { inputs, sequence: query.get('seq') ?? '' };
}

/** The URL query of these inputs; the sequence only when it is short enough (MAX_URL_SEQUENCE). */
export function queryFromInputs(inputs: RawInputs, sequence: string, batch: boolean): URLSearchParams {
  const q = new URLSearchParams();
  for (const f of FIELDS) if (inputs[f] !== DEFAULT_INPUTS[f]) q.set(URL_KEY[f], inputs[f]);
  if (batch) q.set('mode', 'batch');
  if (sequence && sequence.length <= MAX_URL_SEQUENCE) q.set('seq', sequence);
  return q;
}

/**
 * Validated settings for the worker, or the errors of each bad field (numbers are checked here, sequences in
 * the worker). `withMasses`: the product-masses inputs too (`settings.masses`, `settings.polya`).
 */
export function validateInputs(raw: RawInputs, needsReaction: boolean, withMasses = true): { settings: AnalysisSettings | null; errors: Partial<Record<Field, FieldError>> } {
  const errors: Partial<Record<Field, FieldError>> = {};
  const v = {} as Record<Field, unknown>;
  for (const f of CORE_FIELDS) {
    const r = SCHEMA[f].schema.safeParse(raw[f].trim());
    if (r.success) v[f] = r.data;
    else errors[f] = SCHEMA[f].error;
  }
  // The masses inputs are checked (and sent) only where the page shows them.
  const { masses, polya, errors: massErrors } = withMasses ? validateMasses(raw) : { masses: null, polya: null, errors: {} };
  Object.assign(errors, massErrors);
  if (v.cappingMethod === 'co-transcriptional' && !v.capAnalog && !errors.capAnalog) errors.capAnalog = SCHEMA.capAnalog.error;
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  const settings: AnalysisSettings = {
    probe: {
      probeStart: v.probeStart as number,
      probeLength: v.probeLength as number,
      digestionPosition: v.digestionPosition as number,
      hybridLength: v.hybridLength as number,
    },
    modification: v.modification as AnalysisSettings['modification'],
    cappingMethod: v.cappingMethod as AnalysisSettings['cappingMethod'],
    capAnalog: v.cappingMethod === 'co-transcriptional' ? (v.capAnalog as AnalysisSettings['capAnalog']) : null,
    chargeStates: v.chargeStates as number[],
    ...(masses ? { masses } : {}),
    ...(polya ? { polya } : {}),
    reaction: needsReaction ? { sampleConcNgPerUl: v.sampleConc as number, probeConcUM: v.probeConc as number, mrnaLengthNt: v.mrnaLength as number } : null,
  };
  return { settings, errors };
}
