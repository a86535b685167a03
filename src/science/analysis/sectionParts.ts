import { speciesMassDifferences } from '../mass/massDifferences.ts';
import { negativeModeMz } from '../mass/mz.ts';
import { productSpecies } from '../mass/species.ts';
import type { ProbeDesign } from '../probe/designProbe.ts';
import type { CleanedSequence } from '../sequence/cleanSequence.ts';
import type { PolyaLadder } from '../polya/polyaLadder.ts';
import type { AnalysisSettings, PolyaPart, ProbePart, SequencePart, SpeciesPart } from './analysisParts.ts';
import { assayMasses, defaultCharges } from './assayMasses.ts';
import { speciesRole } from './speciesRoles.ts';

/** The sequence section of a cleaned sequence: length, input type and clean-up warnings. */
export function sequencePart(cleaned: CleanedSequence): SequencePart {
  return { kind: 'sequence', lengthNt: cleaned.sequence.length, inputType: cleaned.inputType, warnings: [...cleaned.warnings] };
}

/** The probe section of a design; clean-up warnings are left out (they went out with the sequence). */
export function probePart(d: ProbeDesign): ProbePart {
  return {
    kind: 'probe', targetRegion: d.targetRegion, targetSequence: d.targetSequence, probeSequence: d.probeSequence,
    probeMask: d.probeMask, probeAnnotated: d.probeAnnotated, probeDnaPositions: d.probeDnaPositions, hybridRegion: d.hybridRegion,
    probeFormula: d.probe.formulaText, probeMonoDa: d.probe.monoisotopic, probeAvgDa: d.probe.average,
    gcCount: d.gcCount, gcPercent: d.gcPercent, gcClass: d.gcClass, cleavageBetween: d.cleavageBetween,
    productSequence: d.productSequence, productLength: d.productLength,
    warnings: d.warnings.filter((w) => !w.startsWith('sequence_')),
  };
}

/**
 * The species section of a product: every species of the capping method with its formula, masses,
 * negative-mode m/z per charge state and role, and the mass differences between them. The product is
 * the RNase H product, so its main list has 3' OH (TOOLBOX.md: RNase H leaves 3'-OH upstream); with
 * `settings.masses` the `assay` view adds the other ends, n±1, adducts, isotope-aware m/z and overlaps.
 * No charge states given: those whose m/z falls in the scan range for the 5'-ppp product (`defaultCharges`).
 *
 * @param nextBaseInSequence - mRNA nt D+1 when the sequence goes on past the cut (used when none is typed)
 * @throws ToolboxError as `productSpecies`, `assayMasses`
 */
export function speciesPart(productSequence: string, settings: AnalysisSettings, nextBaseInSequence: string | null = null): SpeciesPart {
  const { cappingMethod, capAnalog, modification, masses } = settings;
  const species = productSpecies(productSequence, { cappingMethod, capAnalog, modification, threePrime: 'OH', includeCap2: false });
  const ppp = species[0]!;
  const chargeStates = settings.chargeStates.length > 0 ? settings.chargeStates : defaultCharges(ppp.monoisotopic, masses?.mzMin, masses?.mzMax);
  const assay = masses && assayMasses({ productSequence, cappingMethod, capAnalog, modification, chargeStates }, { ...masses, nextBase: masses.nextBase ?? nextBaseInSequence });
  return {
    kind: 'species',
    species: species.map((s) => ({
      id: s.id, label: s.label, formula: s.formulaText, monoDa: s.monoisotopic, avgDa: s.average,
      mz: chargeStates.map((charge) => ({ charge, mz: negativeModeMz(s.monoisotopic, charge) })),
      role: speciesRole(s.id, cappingMethod, capAnalog),
    })),
    differences: speciesMassDifferences(species).map((d) => ({ from: d.from, to: d.to, monoDa: d.monoisotopic, avgDa: d.average })),
    ...(assay ? { assay } : {}),
  };
}

/** The poly(A) section of a ladder: rows as plain data (formula as Hill text). */
export function polyaPart(ladder: PolyaLadder): PolyaPart {
  return {
    kind: 'polya',
    rows: ladder.rungs.map((r) => ({ tailLength: r.tailLength, fragment: r.fragment, formula: r.formulaText, monoDa: r.monoisotopic, avgDa: r.average })),
    spacingMonoDa: ladder.spacingMonoisotopic,
    spacingAvgDa: ladder.spacingAverage,
  };
}
