import { batch, signal } from '@preact/signals-react';
import { z } from 'zod';
import type { CappingOutcome, CappingReport, CappingRequest, ExportSheet, PartError } from '../contracts/toolbox.ts';
import { DEFAULT_TOLERANCE_PPM, MASS_TYPES, type MassType } from '../science/assay/massType.ts';
import { SALT_ADDUCTS, type SaltAdduct } from '../science/ions/adducts.ts';
import { CAP_ANALOGS } from '../science/mass/capAnalogs.ts';
import { THREE_PRIME_ENDS } from '../science/mass/endGroups.ts';
import { MODIFICATIONS } from '../science/mass/residues.ts';
import { CAPPING_METHODS } from '../science/mass/species.ts';
import { JobCancelled, type ToolboxClient } from '../workers-bridge/toolbox-client.ts';
import type { FieldError } from './toolbox.params.ts';

/** Typed inputs of the capping-result page (strings as in the boxes; the label key is `toolbox:capping.<name>`). */
export interface CappingInputs {
  productSequence: string;
  nextBase: string;
  modification: string;
  cappingMethod: string;
  capAnalog: string;
  threePrime: string;
  includeCap2: boolean;
  massType: MassType;
  tolerancePpm: string;
  adducts: readonly SaltAdduct[];
  includeCutVariants: boolean;
  /** Charge of the ions when the list gives m/z instead of neutral masses ('' for masses). */
  mzCharge: string;
}
export type CappingField = 'productSequence' | 'nextBase' | 'capAnalog' | 'tolerancePpm' | 'mzCharge';

/** Empty product; enzymatic capping, 3′-OH, average masses with their default tolerance (50 ppm). */
export const DEFAULT_CAPPING_INPUTS: CappingInputs = {
  productSequence: '', nextBase: '', modification: 'none', cappingMethod: 'enzymatic', capAnalog: '', threePrime: 'OH',
  includeCap2: false, massType: 'average', tolerancePpm: String(DEFAULT_TOLERANCE_PPM.average), adducts: [], includeCutVariants: false, mzCharge: '',
};

const request = z.object({
  productSequence: z.string().trim().min(1),
  nextBase: z.string().trim().regex(/^[ACGTUacgtu]?$/),
  modification: z.enum(MODIFICATIONS),
  cappingMethod: z.enum(CAPPING_METHODS),
  capAnalog: z.union([z.literal(''), z.enum(CAP_ANALOGS)]),
  threePrime: z.enum(THREE_PRIME_ENDS),
  includeCap2: z.boolean(),
  massType: z.enum(MASS_TYPES),
  tolerancePpm: z.coerce.number().finite().min(0).max(10_000),
  adducts: z.array(z.enum(SALT_ADDUCTS)),
  includeCutVariants: z.boolean(),
  mzCharge: z.string().trim().regex(/^([1-9]\d?|100)?$/),
});

const FIELD_ERROR: Record<CappingField, FieldError> = {
  productSequence: { key: 'toolbox:invalid.required', params: {} },
  nextBase: { key: 'toolbox:invalid.base', params: {} },
  capAnalog: { key: 'toolbox:invalid.analog', params: {} },
  tolerancePpm: { key: 'toolbox:invalid.range', params: { min: 0, max: 10_000 } },
  mzCharge: { key: 'toolbox:invalid.range', params: { min: 1, max: 100 } },
};

/** The worker request of these inputs, or the error of each bad field (the sequence itself is checked in the worker). */
export function validateCapping(inputs: CappingInputs): { request: CappingRequest | null; errors: Partial<Record<CappingField, FieldError>> } {
  const r = request.safeParse(inputs);
  const errors: Partial<Record<CappingField, FieldError>> = {};
  if (!r.success) for (const issue of r.error.issues) if (issue.path[0] as string in FIELD_ERROR) errors[issue.path[0] as CappingField] = FIELD_ERROR[issue.path[0] as CappingField];
  if (inputs.cappingMethod === 'co-transcriptional' && !inputs.capAnalog) errors.capAnalog = FIELD_ERROR.capAnalog;
  if (!r.success || Object.keys(errors).length > 0) return { request: null, errors };
  const v = r.data;
  return {
    errors,
    request: {
      ...v,
      nextBase: v.nextBase === '' ? null : v.nextBase,
      mzCharge: v.mzCharge === '' ? null : Number(v.mzCharge),
      capAnalog: v.cappingMethod === 'co-transcriptional' ? (v.capAnalog as CappingRequest['capAnalog']) : null,
    },
  };
}

/** State and actions of the capping-result page: inputs, the peak list (text or file), the worker's answer. */
export function createCappingState(client: ToolboxClient) {
  const s = {
    inputs: signal<CappingInputs>({ ...DEFAULT_CAPPING_INPUTS }),
    peaksText: signal(''),
    file: signal<File | null>(null),
    fieldErrors: signal<Partial<Record<CappingField, FieldError>>>({}),
    running: signal(false),
    report: signal<CappingReport | null>(null),
    error: signal<Pick<PartError, 'code' | 'details'> | { code: 'worker_failed'; details?: undefined } | null>(null),
    exporting: signal(false),
  };
  const actions = {
    set<K extends keyof CappingInputs>(key: K, value: CappingInputs[K]) {
      const prev = s.inputs.value;
      const next = { ...prev, [key]: value };
      // A tolerance left at the old mass type's default follows the new one (10 ppm mono, 50 ppm average).
      if (key === 'massType' && prev.tolerancePpm === String(DEFAULT_TOLERANCE_PPM[prev.massType])) next.tolerancePpm = String(DEFAULT_TOLERANCE_PPM[value as MassType]);
      s.inputs.value = next;
    },
    setPeaksText(text: string) {
      batch(() => {
        s.peaksText.value = text;
        s.file.value = null;
      });
    },
    setFile(file: File | null) {
      s.file.value = file;
    },
    /** Validates the inputs, then reads and matches the peaks in the worker. */
    async run() {
      const { request: req, errors } = validateCapping(s.inputs.value);
      s.fieldErrors.value = errors;
      if (!req) return;
      batch(() => {
        s.report.value = null;
        s.error.value = null;
        s.running.value = true;
      });
      const file = s.file.value;
      try {
        const outcome: CappingOutcome = await client.run<CappingOutcome>((api) => api.cappingResult(req, file ?? s.peaksText.value, file && /\.xlsx$/i.test(file.name) ? 'xlsx' : 'text'));
        if ('report' in outcome) s.report.value = outcome.report;
        else s.error.value = outcome.error;
      } catch (error) {
        if (!(error instanceof JobCancelled)) s.error.value = { code: 'worker_failed' };
      } finally {
        s.running.value = false;
      }
    },
    /** XLSX bytes of these sheets, written in the worker; null (and a shown error) when it fails. */
    async exportWorkbook(sheets: ExportSheet[]): Promise<ArrayBuffer | null> {
      s.exporting.value = true;
      try {
        return await client.run((api) => api.exportWorkbook(sheets));
      } catch {
        s.error.value = { code: 'worker_failed' };
        return null;
      } finally {
        s.exporting.value = false;
      }
    },
  };
  return { ...s, client, actions };
}

export type CappingState = ReturnType<typeof createCappingState>;
