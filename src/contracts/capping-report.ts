import { z } from 'zod';
import { languages } from './lang.ts';

/**
 * POST /api/v1/toolbox/capping-report: what the capping report PDF says. The page computed everything in the
 * browser; the server only draws it, so every array is capped (the page downsamples the summed spectrum to
 * MAX_SPECTRUM_POINTS before sending) and a bad field is a 400 naming it.
 */
export const MAX_SPECTRUM_POINTS = 4000;
const MAX_ROWS = 200;

const finite = z.number().finite();
const percent = finite.nullable();
/** A percentage's extremes over every way of giving the ambiguous intensity to its candidates; null without a percentage. */
const range = z.tuple([finite, finite]).nullable();
const mass = finite.nullable();
const label = z.string().max(120);
const charges = z.array(z.number().int().min(1).max(200)).max(200);

/** The `spectrum_capping` answer (S31-INTERFACES.md §1), as much of it as the report prints. */
export const spectrumCappingAnswerSchema = z.object({
  species: z.array(z.object({ species: label, mass_monoisotopic: mass, mass_average: mass.optional(), mass: mass.optional(), intensity: finite, charges, error_ppm: mass })).max(MAX_ROWS),
  unassigned_envelopes: z.array(z.object({ mass: finite, intensity: finite, charges })).max(MAX_ROWS),
  ambiguous: z.array(z.object({ mass, intensity: finite, candidates: z.array(z.object({ species: label, error_ppm: mass })).max(20) })).max(MAX_ROWS),
  capped_percent: percent,
  cap1_percent: percent,
  any_cap_percent: percent,
  uncapped_percent: percent,
  gpppn_percent: percent,
  ranges: z.object({ capped_percent: range, cap1_percent: range, any_cap_percent: range, uncapped_percent: range, gpppn_percent: range }),
});

/** A parameter's value as the page shows it: text, number, yes/no, none, or a short list (charges, adducts). */
const parameterValue = z.union([z.string().max(300), finite, z.boolean(), z.null(), z.array(z.union([z.string().max(40), finite])).max(20)]);

export const cappingReportInput = z.object({
  toolboxVersion: z.string().trim().min(1).max(40),
  massTableVersion: z.string().trim().min(1).max(80),
  massTableSources: z.array(z.string().max(300)).max(10),
  file: z.object({ name: z.string().min(1).max(255), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  parameters: z.record(z.string().min(1).max(60), parameterValue).refine((p) => Object.keys(p).length <= 40, { message: 'at most 40 parameters' }),
  spectrum: z
    .object({ mz: z.array(finite).max(MAX_SPECTRUM_POINTS), intensity: z.array(finite).max(MAX_SPECTRUM_POINTS) })
    .refine((s) => s.mz.length === s.intensity.length, { message: 'mz and intensity differ in length', path: ['intensity'] }),
  answer: spectrumCappingAnswerSchema,
  comment: z.string().max(2000),
  preparedBy: z.string().trim().min(1).max(120),
  /** The date the user sets (YYYY-MM-DD): printed as given, never the server's clock, so the bytes repeat. */
  date: z.iso.date(),
});
export type CappingReportInput = z.infer<typeof cappingReportInput>;

export const cappingReportBody = cappingReportInput.extend({ lang: z.enum(languages) });
export type CappingReportBody = z.infer<typeof cappingReportBody>;
