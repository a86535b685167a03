import { ToolboxError } from '../errors.ts';

/**
 * Proton mass in u (Da): CODATA 2018, 1.007 276 466 621(53) u, rounded as docs/toolbox-science.md gives it.
 * Negative-mode ions are [M - zH]z-: they lose z protons (not hydrogen atoms).
 */
export const PROTON_MASS = 1.007276467;

function assertCharge(charge: number): void {
  if (!Number.isInteger(charge) || charge < 1) {
    throw new ToolboxError('charge_state_invalid', `charge state must be a whole number >= 1, got ${charge}`);
  }
}

/**
 * m/z of the [M - zH]z- ion, m/z = (M - z * 1.007276467) / z (docs/toolbox-science.md "Beyond the seed").
 * @param neutralMassDa - neutral mass M in Da (monoisotopic or average)
 * @param charge - number of protons lost, z >= 1
 * @returns m/z in Th (Da per elementary charge)
 */
export function negativeModeMz(neutralMassDa: number, charge: number): number {
  assertCharge(charge);
  return (neutralMassDa - charge * PROTON_MASS) / charge;
}

/** Inverse of `negativeModeMz`: neutral mass in Da of an [M - zH]z- ion observed at `mz` (Th). */
export function neutralMassFromNegativeMz(mz: number, charge: number): number {
  assertCharge(charge);
  return mz * charge + charge * PROTON_MASS;
}

/** m/z (Th) of the given negative charge states, in the order given. */
export function negativeModeMzLadder(neutralMassDa: number, charges: readonly number[]): { charge: number; mz: number }[] {
  return charges.map((charge) => ({ charge, mz: negativeModeMz(neutralMassDa, charge) }));
}
