import { csvField } from '../batch/csv.ts';
import type { AssaySpecies } from './assaySpecies.ts';

/**
 * The expected species as a target list for deconvolution software (CSV, RFC 4180, CRLF): a header
 * `name,formula,monoisotopic,average`, then one line per species with its label, Hill formula and neutral
 * masses in Da to 4 decimals (0.0001 Da is 0.015 ppm at 6.6 kDa).
 */
export function targetListCsv(species: readonly AssaySpecies[]): string {
  let text = 'name,formula,monoisotopic,average\r\n';
  for (const s of species) text += `${csvField(s.label)},${csvField(s.formulaText)},${csvField(s.monoisotopic, 4)},${csvField(s.average, 4)}\r\n`;
  return text;
}
