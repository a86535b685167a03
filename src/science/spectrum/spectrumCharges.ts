import type { AssaySpecies } from '../assay/assaySpecies.ts';
import { ToolboxError } from '../errors.ts';
import { MAX_CHARGE_STATES, chargeStatesInRange } from '../ions/chargeStates.ts';
import type { PreparedSpectrum } from './preparedSpectrum.ts';

/**
 * The charges to fit: [zmin, zmax] as given (whole numbers, 1 <= zmin <= zmax), or every charge at which
 * one of the product's species (`product`, the n species) falls inside the spectrum's m/z range.
 * @throws ToolboxError `charge_state_invalid` (bad range, or no charge of the product in the spectrum's range)
 */
export function spectrumCharges(given: readonly [number, number] | null, product: readonly AssaySpecies[], s: PreparedSpectrum): number[] {
  if (given) {
    const [a, b] = given;
    if (!(Number.isInteger(a) && Number.isInteger(b) && a >= 1 && b >= a && b - a < MAX_CHARGE_STATES)) {
      throw new ToolboxError('charge_state_invalid', `charges must be whole numbers 1 <= zmin <= zmax, got ${a}-${b}`);
    }
    return Array.from({ length: b - a + 1 }, (_, k) => a + k);
  }
  const set = new Set<number>();
  for (const sp of product) for (const z of chargeStatesInRange(sp.monoisotopic, s.mzMin, s.mzMax)) set.add(z);
  if (set.size === 0) throw new ToolboxError('charge_state_invalid', `no charge state of the product falls in the spectrum's m/z range ${s.mzMin.toFixed(1)}-${s.mzMax.toFixed(1)}`);
  return [...set].sort((a, b) => a - b);
}
