import { ToolboxError, isToolboxError } from '../errors.ts';
import { type JsonObject, roundNumbers } from './json.ts';
import { assaySpeciesCase, cappingEfficiencyCase, speciesOverlapsCase } from './assayCases.ts';
import { ionLadderCase, isotopeDistributionCase } from './isotopeCases.ts';
import { endGroupMassCase, productMassCase } from './massCases.ts';
import { polyaLadderCase } from './polyaLadderCase.ts';
import { probeDesignCase } from './probeDesignCase.ts';
import { reactionSystemCase } from './reactionSystemCase.ts';
import { toolboxCase } from './schemas.ts';
import { spectrumCappingCase } from '../spectrum/spectrumCapping.ts';

/** Modules of the machine interface (vectors.json `module`). */
export const MODULES = {
  probe_design: probeDesignCase,
  reaction_system: reactionSystemCase,
  product_mass: productMassCase,
  end_group_mass: endGroupMassCase,
  isotope_distribution: isotopeDistributionCase,
  ion_ladder: ionLadderCase,
  assay_species: assaySpeciesCase,
  species_overlaps: speciesOverlapsCase,
  capping_efficiency: cappingEfficiencyCase,
  spectrum_capping: spectrumCappingCase,
  polya_ladder: polyaLadderCase,
} as const;
/** Names accepted in `module`. */
export type ModuleName = keyof typeof MODULES;

/** One case of the machine interface: `{ module, inputs }` (other keys such as id, name are ignored). */
export interface ToolboxCase {
  readonly module: string;
  readonly inputs: unknown;
}

/**
 * The error answer of the machine interface: exactly the fields of vectors.json, a stable code in `error`
 * and a message. Where the problem is (position, line, column, character) stays on the ToolboxError's
 * `details`, which the page and the batch rows show.
 */
export type ToolboxErrorResult = { readonly error: string; readonly message: string };

/** Turns a ToolboxError into the JSON error answer. */
export function errorResult(error: ToolboxError): ToolboxErrorResult {
  return { error: error.code, message: error.message };
}

/**
 * The toolbox's machine interface: evaluates one case and returns an object shaped like `expected` in
 * vectors.json (snake_case fields, numbers rounded to 4 decimals here and only here), or
 * `{ error, message, ... }` for a ToolboxError. Pure and synchronous; safe to call from a Web Worker.
 * Errors that are not ToolboxErrors are bugs and are rethrown.
 */
export function evaluateCase(testCase: ToolboxCase): JsonObject {
  try {
    const parsed = toolboxCase.safeParse(testCase);
    if (!parsed.success) throw new ToolboxError('invalid_input', 'a case is { module, inputs }');
    const run = MODULES[parsed.data.module as ModuleName] as ((inputs: unknown) => JsonObject) | undefined;
    if (!run || !Object.hasOwn(MODULES, parsed.data.module)) {
      throw new ToolboxError('unknown_module', `unknown module ${parsed.data.module}; known: ${Object.keys(MODULES).join(', ')}`);
    }
    return roundNumbers(run(parsed.data.inputs)) as JsonObject;
  } catch (error) {
    if (isToolboxError(error)) return errorResult(error);
    throw error;
  }
}

/** Evaluates cases in order (the CLI `eval` command and the worker's batch of cases). */
export function evaluateCases(cases: readonly ToolboxCase[]): JsonObject[] {
  return cases.map(evaluateCase);
}
