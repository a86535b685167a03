import { ToolboxError } from '../errors.ts';
import { negativeModeMz } from '../mass/mz.ts';

/** Default scan range of an oligonucleotide LC-MS method, m/z (Th): what the toolbox assumes unless told. */
export const DEFAULT_SCAN_RANGE = { mzMin: 400, mzMax: 2000 } as const;
/** Most charge states one ladder lists (a 5 MDa molecule would have thousands in a scan range). */
export const MAX_CHARGE_STATES = 1000;

/**
 * Checks a scan range: finite, 0 < mzMin < mzMax (Th).
 * @throws ToolboxError `scan_range_invalid`
 */
export function assertScanRange(mzMin: number, mzMax: number): void {
  if (!(Number.isFinite(mzMin) && Number.isFinite(mzMax) && mzMin > 0 && mzMax > mzMin)) {
    throw new ToolboxError('scan_range_invalid', `scan range must be 0 < m/z min < m/z max, got ${mzMin}-${mzMax}`);
  }
}

/**
 * The negative charge states whose [M-zH]z- monoisotopic m/z falls inside the scan range, ascending:
 * what an instrument scanning mzMin-mzMax sees of a molecule of this mass.
 *
 * @param neutralMassDa - neutral monoisotopic mass M, Da
 * @param mzMin - low end of the scan range, Th (default 400)
 * @param mzMax - high end, Th (default 2000)
 * @throws ToolboxError `scan_range_invalid`, `charge_state_invalid` (more than `MAX_CHARGE_STATES`)
 */
export function chargeStatesInRange(neutralMassDa: number, mzMin: number = DEFAULT_SCAN_RANGE.mzMin, mzMax: number = DEFAULT_SCAN_RANGE.mzMax): number[] {
  assertScanRange(mzMin, mzMax);
  const charges: number[] = [];
  // m/z falls as z rises: start at the lowest z that can reach below mzMax, stop below mzMin.
  const first = Math.max(1, Math.floor(neutralMassDa / (mzMax + 2)));
  for (let z = first; negativeModeMz(neutralMassDa, z) >= mzMin; z++) {
    if (negativeModeMz(neutralMassDa, z) > mzMax) continue;
    charges.push(z);
    if (charges.length > MAX_CHARGE_STATES) {
      throw new ToolboxError('charge_state_invalid', `more than ${MAX_CHARGE_STATES} charge states fall in m/z ${mzMin}-${mzMax}: give the charges or narrow the range`);
    }
  }
  return charges;
}
