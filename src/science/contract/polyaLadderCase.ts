import { polyaLadder } from '../polya/polyaLadder.ts';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import { polyaLadderInputs } from './assaySchemas.ts';
import type { JsonObject } from './json.ts';
import { parseInputs } from './parseInputs.ts';

/**
 * `polya_ladder` module: `{ rows: [{ tail_length, fragment, formula, monoisotopic_mass, average_mass }],
 * spacing_monoisotopic, spacing_average }` for the RNase T1 tail fragment of `sequence` + A x n.
 */
export function polyaLadderCase(inputs: unknown): JsonObject {
  const i = parseInputs(polyaLadderInputs, inputs);
  const ladder = polyaLadder(cleanSequence(i.sequence).sequence, i.tail_length_min, i.tail_length_max, i.modification ?? 'none');
  return {
    rows: ladder.rungs.map((r) => ({ tail_length: r.tailLength, fragment: r.fragment, formula: r.formulaText, monoisotopic_mass: r.monoisotopic, average_mass: r.average })),
    spacing_monoisotopic: ladder.spacingMonoisotopic,
    spacing_average: ladder.spacingAverage,
  };
}
