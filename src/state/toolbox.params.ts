import { z } from 'zod';
import { CAP_ANALOGS } from '../science/mass/capAnalogs.ts';
import { MODIFICATIONS } from '../science/mass/residues.ts';
import { CAPPING_METHODS } from '../science/mass/species.ts';
import type { AnalysisSettings } from '../../workers/toolbox.types.ts';

/**
 * The toolbox inputs as they live in the URL query (short names keep shared links short). Values
 * stay strings here; `validateInputs` turns them into numbers or field errors.
 */
export const FIELDS = ['ps', 'pl', 'dp', 'hl', 'len', 'sc', 'pc', 'mod', 'cap', 'analog', 'z'] as const;
export type Field = (typeof FIELDS)[number];
export type RawInputs = Record<Field, string>;

/**
 * Defaults: a 25-nt probe from position 1 with a 5-nt DNA gap ending at 18 gives an 18-nt product
 * (TOOLBOX.md guidance: probe 20-30, product 17-20, hybrid 4-6) with no error on a GGG... mRNA.
 * 1000 ng/µl sample and 100 µM probe are typical stock concentrations; 1000 nt a typical mRNA.
 */
export const DEFAULT_INPUTS: RawInputs = { ps: '1', pl: '25', dp: '18', hl: '5', len: '1000', sc: '1000', pc: '100', mod: 'none', cap: 'enzymatic', analog: '', z: '3,4,5,6' };

/** Translation key of each field's label (`toolbox:form.*`). */
export const FIELD_LABEL: Record<Field, string> = {
  ps: 'probeStart', pl: 'probeLength', dp: 'digestionPosition', hl: 'hybridLength', len: 'mrnaLength',
  sc: 'sampleConc', pc: 'probeConc', mod: 'modification', cap: 'cappingMethod', analog: 'capAnalog', z: 'chargeStates',
};

/** Sequences up to this many characters ride in the URL; longer ones would break links and servers. */
export const MAX_URL_SEQUENCE = 2000;

/** A field error as a translation key and its parameters (the field's label is filled in by the view). */
export interface FieldError {
  readonly key: string;
  readonly params: Record<string, unknown>;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const positive = z.coerce.number().positive().finite();
const LIMIT = 10_000_000;
const SCHEMA: Record<Field, { schema: z.ZodType; error: FieldError }> = {
  ps: { schema: int(1, LIMIT), error: { key: 'toolbox:invalid.int', params: { min: 1, max: LIMIT } } },
  pl: { schema: int(1, 1000), error: { key: 'toolbox:invalid.int', params: { min: 1, max: 1000 } } },
  dp: { schema: int(1, LIMIT), error: { key: 'toolbox:invalid.int', params: { min: 1, max: LIMIT } } },
  hl: { schema: int(1, 1000), error: { key: 'toolbox:invalid.int', params: { min: 1, max: 1000 } } },
  len: { schema: int(1, LIMIT), error: { key: 'toolbox:invalid.int', params: { min: 1, max: LIMIT } } },
  sc: { schema: positive, error: { key: 'toolbox:invalid.positive', params: {} } },
  pc: { schema: positive, error: { key: 'toolbox:invalid.positive', params: {} } },
  mod: { schema: z.enum(MODIFICATIONS), error: { key: 'toolbox:invalid.positive', params: {} } },
  cap: { schema: z.enum(CAPPING_METHODS), error: { key: 'toolbox:invalid.positive', params: {} } },
  analog: { schema: z.union([z.literal(''), z.enum(CAP_ANALOGS)]), error: { key: 'toolbox:invalid.analog', params: {} } },
  z: {
    schema: z.string().transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean)).pipe(z.array(z.string().regex(/^\d{1,2}$/).transform(Number).pipe(z.number().int().min(1).max(50))).min(1).max(20)),
    error: { key: 'toolbox:invalid.charges', params: {} },
  },
};

/** Inputs from a URL query, defaults for what is missing (unknown keys are ignored). */
export function inputsFromQuery(query: URLSearchParams): { inputs: RawInputs; sequence: string } {
  const inputs = { ...DEFAULT_INPUTS };
  for (const f of FIELDS) {
    const v = query.get(f);
    if (v !== null) inputs[f] = v;
  }
  return { inputs, sequence: query.get('seq') ?? '' };
}

/** The URL query of these inputs; the sequence only when it is short enough (MAX_URL_SEQUENCE). */
export function queryFromInputs(inputs: RawInputs, sequence: string, batch: boolean): URLSearchParams {
  const q = new URLSearchParams();
  for (const f of FIELDS) if (inputs[f] !== DEFAULT_INPUTS[f]) q.set(f, inputs[f]);
  if (batch) q.set('mode', 'batch');
  if (sequence && sequence.length <= MAX_URL_SEQUENCE) q.set('seq', sequence);
  return q;
}

/** Validated settings for the worker, or the errors of each bad field (numbers are checked here, sequences in the worker). */
export function validateInputs(raw: RawInputs, needsReaction: boolean): { settings: AnalysisSettings | null; errors: Partial<Record<Field, FieldError>> } {
  const errors: Partial<Record<Field, FieldError>> = {};
  const v = {} as Record<Field, unknown>;
  for (const f of FIELDS) {
    const r = SCHEMA[f].schema.safeParse(raw[f].trim());
    if (r.success) v[f] = r.data;
    else errors[f] = SCHEMA[f].error;
  }
  if (v.cap === 'co-transcriptional' && !v.analog && !errors.analog) errors.analog = SCHEMA.analog.error;
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  const settings: AnalysisSettings = {
    probe: { probeStart: v.ps as number, probeLength: v.pl as number, digestionPosition: v.dp as number, hybridLength: v.hl as number },
    modification: v.mod as AnalysisSettings['modification'],
    cappingMethod: v.cap as AnalysisSettings['cappingMethod'],
    capAnalog: v.cap === 'co-transcriptional' ? (v.analog as AnalysisSettings['capAnalog']) : null,
    chargeStates: v.z as number[],
    reaction: needsReaction ? { sampleConcNgPerUl: v.sc as number, probeConcUM: v.pc as number, mrnaLengthNt: v.len as number } : null,
  };
  return { settings, errors };
}
