import { z } from 'zod';
import { MAX_INT4 } from './int-range.ts';

/** Toolbox modules whose use is counted (table `calculator_usage`). */
export const CALCULATOR_MODULES = ['probe_design', 'reaction_system', 'product_molecules', 'batch'] as const;
export type CalculatorModule = (typeof CALCULATOR_MODULES)[number];


/**
 * POST /api/v1/calculator: one use of the toolbox, counted without the sequence. The sequence never
 * leaves the browser, so a body that carries one is refused (strict object, and `sequence` named).
 */
export const calculatorUsageBody = z.strictObject({
  module: z.enum(CALCULATOR_MODULES),
  /** Records computed (1 for a single sequence). */
  records: z.number().int().min(0).max(MAX_INT4),
  /** Sum of the sequence lengths in nt (0 when the reaction was computed from a length alone). */
  totalLength: z.number().int().min(0).max(MAX_INT4),
  sequence: z.never().optional(),
});
export type CalculatorUsage = z.infer<typeof calculatorUsageBody>;
