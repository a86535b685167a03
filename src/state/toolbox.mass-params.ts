import { z } from 'zod';
import type { MassSettings } from '../science/analysis/assayMasses.ts';
import { SALT_ADDUCTS } from '../science/ions/adducts.ts';
import { THREE_PRIME_ENDS } from '../science/mass/endGroups.ts';
import { MAX_TAIL_LENGTH } from '../science/polya/polyaLadder.ts';
import type { FieldError } from './field-error.ts';

/**
 * Inputs of the product-masses view, as typed (strings; lists comma separated, switches '1' / '0').
 * Each name is the translation key of its label (`toolbox:form.<field>`) like the other toolbox inputs.
 */
export const MASS_FIELDS = [
  'fivePrimeForms', 'threePrime', 'nextBase', 'cutVariants', 'adducts', 'mzMin', 'mzMax', 'tolerancePpm',
  'customCapId', 'customCapFormula', 'customCapLeading', 'customCapCap1', 'tailMin', 'tailMax',
] as const;
export type MassField = (typeof MASS_FIELDS)[number];

/** The 5′ forms a user ticks; an analog (co-transcriptional capping) and a custom cap are listed whenever given. */
export const SELECTABLE_FORMS = ['OH', 'p', 'pp', 'ppp', 'GpppN', 'Cap0', 'Cap1', 'Cap2'] as const;

export const MASS_URL_KEY: Record<MassField, string> = {
  fivePrimeForms: 'f5', threePrime: 'e3', nextBase: 'nb', cutVariants: 'cut', adducts: 'add', mzMin: 'mz0', mzMax: 'mz1',
  tolerancePpm: 'tol', customCapId: 'ccid', customCapFormula: 'ccf', customCapLeading: 'ccn', customCapCap1: 'cc1',
  tailMin: 'ta0', tailMax: 'ta1',
};

/**
 * Every 5′ form, 3′-OH (the RNase H product), n±1 on, no adducts; the scan range of a typical
 * oligonucleotide LC-MS method (400-2000 Th, `DEFAULT_SCAN_RANGE`); 10 ppm, the monoisotopic matching
 * tolerance of the capping result (`DEFAULT_TOLERANCE_PPM`); a poly(A) ladder around a 100-nt tail (IVT
 * tails are 60-150 nt, `polyaLadder`).
 */
export const MASS_DEFAULTS: Record<MassField, string> = {
  fivePrimeForms: SELECTABLE_FORMS.join(','), threePrime: 'OH', nextBase: '', cutVariants: '1', adducts: '', mzMin: '400', mzMax: '2000',
  tolerancePpm: '10', customCapId: '', customCapFormula: '', customCapLeading: '0', customCapCap1: '0', tailMin: '95', tailMax: '105',
};

const MZ_LIMIT = 100_000;
const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z.string().transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean)).pipe(z.array(z.enum(values)));
const flag = z.enum(['0', '1']).transform((v) => v === '1');
const mz = z.coerce.number().positive().max(MZ_LIMIT);
const mzError: FieldError = { key: 'toolbox:invalid.range', params: { min: 0, max: MZ_LIMIT } };

const SCHEMA: Record<MassField, { schema: z.ZodType; error: FieldError }> = {
  fivePrimeForms: { schema: list(SELECTABLE_FORMS), error: { key: 'toolbox:invalid.choice', params: {} } },
  threePrime: { schema: z.enum(THREE_PRIME_ENDS), error: { key: 'toolbox:invalid.choice', params: {} } },
  nextBase: { schema: z.string().regex(/^[ACGTUacgtu]?$/), error: { key: 'toolbox:invalid.base', params: {} } },
  cutVariants: { schema: flag, error: { key: 'toolbox:invalid.choice', params: {} } },
  adducts: { schema: list(SALT_ADDUCTS), error: { key: 'toolbox:invalid.choice', params: {} } },
  mzMin: { schema: mz, error: mzError },
  mzMax: { schema: mz, error: mzError },
  tolerancePpm: { schema: z.coerce.number().finite().min(0).max(10_000), error: { key: 'toolbox:invalid.range', params: { min: 0, max: 10_000 } } },
  customCapId: { schema: z.string().regex(/^([A-Za-z][A-Za-z0-9_]{0,31})?$/), error: { key: 'toolbox:invalid.capId', params: {} } },
  customCapFormula: { schema: z.string().regex(/^([CHNOP]\d*)*$/), error: { key: 'toolbox:invalid.formula', params: {} } },
  customCapLeading: { schema: z.coerce.number().int().min(0).max(20), error: { key: 'toolbox:invalid.int', params: { min: 0, max: 20 } } },
  customCapCap1: { schema: flag, error: { key: 'toolbox:invalid.choice', params: {} } },
  tailMin: { schema: z.coerce.number().int().min(1).max(MAX_TAIL_LENGTH), error: { key: 'toolbox:invalid.int', params: { min: 1, max: MAX_TAIL_LENGTH } } },
  tailMax: { schema: z.coerce.number().int().min(1).max(MAX_TAIL_LENGTH), error: { key: 'toolbox:invalid.int', params: { min: 1, max: MAX_TAIL_LENGTH } } },
};

/** Tail lengths of the poly(A) ladder, nt. */
export interface PolyaRange {
  readonly tailLengthMin: number;
  readonly tailLengthMax: number;
}

/** The product-masses settings of these inputs, or the error of each bad field (named for the page). */
export function validateMasses(raw: Record<MassField, string>): { masses: MassSettings | null; polya: PolyaRange | null; errors: Partial<Record<MassField, FieldError>> } {
  const errors: Partial<Record<MassField, FieldError>> = {};
  const v = {} as Record<MassField, unknown>;
  for (const f of MASS_FIELDS) {
    const r = SCHEMA[f].schema.safeParse((raw[f] ?? MASS_DEFAULTS[f]).trim());
    if (r.success) v[f] = r.data;
    else errors[f] = SCHEMA[f].error;
  }
  if (!errors.mzMin && !errors.mzMax && (v.mzMin as number) >= (v.mzMax as number)) errors.mzMax = { key: 'toolbox:invalid.scanRange', params: {} };
  // A custom cap needs both its name and its formula.
  if (!errors.customCapId && !errors.customCapFormula && (v.customCapId === '') !== (v.customCapFormula === '')) {
    if (v.customCapId === '') errors.customCapId = { key: 'toolbox:invalid.required', params: {} };
    else errors.customCapFormula = { key: 'toolbox:invalid.required', params: {} };
  }
  if (!errors.tailMin && !errors.tailMax && (v.tailMin as number) > (v.tailMax as number)) errors.tailMax = { key: 'toolbox:invalid.tailRange', params: {} };
  if (Object.keys(errors).length > 0) return { masses: null, polya: null, errors };
  return {
    errors,
    polya: { tailLengthMin: v.tailMin as number, tailLengthMax: v.tailMax as number },
    masses: {
      fivePrimeForms: v.fivePrimeForms as string[],
      threePrime: v.threePrime as MassSettings['threePrime'],
      nextBase: v.nextBase === '' ? null : (v.nextBase as string),
      cutVariants: v.cutVariants as boolean,
      adducts: [...new Set(v.adducts as MassSettings['adducts'][number][])],
      customCap: v.customCapId === '' ? null : { id: v.customCapId as string, formula: v.customCapFormula as string, leadingNucleotides: v.customCapLeading as number, cap1: v.customCapCap1 as boolean },
      mzMin: v.mzMin as number,
      mzMax: v.mzMax as number,
      tolerancePpm: v.tolerancePpm as number,
    },
  };
}
