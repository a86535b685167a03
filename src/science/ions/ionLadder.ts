import { ToolboxError } from '../errors.ts';
import { type Composition, addCompositions, assertComposition, composition, compositionAverageMass, compositionMonoisotopicMass } from '../isotopes/composition.ts';
import { ELECTRON_MASS, ISOTOPES } from '../isotopes/isotopeData.ts';
import { compositionPolynomial, distributionFromPolynomial } from '../isotopes/isotopeDistribution.ts';
import { atomPolynomial, multiply, power } from '../isotopes/shiftPolynomial.ts';
import { PROTON_MASS } from '../mass/mz.ts';
import { ADDUCT_DELTA, type IonAdduct } from './adducts.ts';
import { MAX_CHARGE_STATES } from './chargeStates.ts';

/** One negative-mode ion of a molecule: m/z in Th. */
export interface IonRow {
  readonly charge: number;
  readonly adduct: IonAdduct;
  /** Every atom its lightest isotope. */
  readonly mzMonoisotopic: number;
  /** Centre of the tallest peak of the ion's own isotope pattern (adduct atoms included). */
  readonly mzMostAbundant: number;
  /** From atomic weights (adduct included): what an instrument that does not resolve isotopes shows. */
  readonly mzAverage: number;
}

function assertCharges(charges: readonly number[]): void {
  if (charges.length > MAX_CHARGE_STATES) throw new ToolboxError('charge_state_invalid', `at most ${MAX_CHARGE_STATES} charge states`);
  for (const z of charges) {
    if (!Number.isInteger(z) || z < 1) throw new ToolboxError('charge_state_invalid', `charge state must be a whole number >= 1, got ${z}`);
  }
}

/**
 * m/z of a molecule's negative ions [M - nH + X]z- for every charge and adduct (rows by charge, then
 * adduct in the order given). Conventions (derived in docs/toolbox-science.md "Ions"):
 * - monoisotopic and average: (M + delta - z * m(proton)) / z, delta the neutral adduct's atoms
 *   (`ADDUCT_DELTA`: Na or K replaces an H; TEA adds C6H15N), the proton 1.007276467 u (CODATA 2018).
 *   Na+ replacing H+ thus adds m(Na) - m(H) = m(Na+) - m(H+): the electron masses cancel.
 * - most abundant: the ion's atoms (M + delta - zH) through `isotopeDistribution`, plus z electrons
 *   (5.48579909065e-4 u each), divided by z. An H atom is a proton plus an electron (to 1.5e-8 u, the
 *   binding energy), so this agrees with the proton convention at M+0.
 *
 * @param neutral - the neutral molecule's composition
 * @param charges - charge states z >= 1 (see `chargeStatesInRange` for a default)
 * @throws ToolboxError `charge_state_invalid` (also when z exceeds the hydrogens an ion can lose),
 *   `formula_invalid`
 */
export function ionLadder(neutral: Composition, charges: readonly number[], adducts: readonly IonAdduct[]): IonRow[] {
  assertComposition(neutral);
  assertCharges(charges);
  const rows: IonRow[] = [];
  if (charges.length === 0) return rows;
  const zMax = Math.max(...charges);
  const hydrogen = atomPolynomial(ISOTOPES.H);
  const byAdduct = adducts.map((adduct) => {
    const salt = addCompositions(neutral, ADDUCT_DELTA[adduct]);
    if (salt.H < zMax) throw new ToolboxError('charge_state_invalid', `charge ${zMax}: the ${adduct} ion would lose more protons than the molecule has hydrogens`);
    // Pattern of the most deprotonated ion once; each lower charge adds back zMax - z hydrogens (cheap).
    const leanest = addCompositions(salt, composition({ H: -zMax }));
    return { adduct, salt, leanest, polynomial: compositionPolynomial(leanest) };
  });
  for (const z of [...charges].sort((a, b) => a - b)) {
    for (const { adduct, salt, leanest, polynomial } of byAdduct) {
      const ion = addCompositions(leanest, composition({ H: zMax - z }));
      const pattern = distributionFromPolynomial(multiply(polynomial, power(hydrogen, zMax - z)), ion);
      rows.push({
        charge: z,
        adduct,
        mzMonoisotopic: (compositionMonoisotopicMass(salt) - z * PROTON_MASS) / z,
        mzMostAbundant: (pattern.mostAbundantMass + z * ELECTRON_MASS) / z,
        mzAverage: (compositionAverageMass(salt) - z * PROTON_MASS) / z,
      });
    }
  }
  return rows;
}
