import { isToolboxError } from '../../src/science/errors.ts';
import { speciesMassDifferences } from '../../src/science/mass/massDifferences.ts';
import { negativeModeMz } from '../../src/science/mass/mz.ts';
import { productSpecies, type Species } from '../../src/science/mass/species.ts';
import { designProbe, type ProbeDesign } from '../../src/science/probe/designProbe.ts';
import { mrnaMolecularWeight } from '../../src/science/reaction/mrnaMolecularWeight.ts';
import { reactionSystem } from '../../src/science/reaction/reactionSystem.ts';
import { type CleanedSequence, cleanSequence } from '../../src/science/sequence/cleanSequence.ts';
import type { AnalysisPart, AnalysisSettings, OnParts, ProbePart, Section, SpeciesView } from '../toolbox.types.ts';

/** Runs one section; a ToolboxError becomes an error part (its code travels, the page translates it). */
function attempt<T>(section: Section, parts: AnalysisPart[], compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    if (!isToolboxError(error)) throw error;
    parts.push({ kind: 'error', section, code: error.code, details: { ...error.details } });
    return undefined;
  }
}

function probePart(d: ProbeDesign): ProbePart {
  return {
    kind: 'probe', targetRegion: d.targetRegion, targetSequence: d.targetSequence, probeSequence: d.probeSequence,
    probeMask: d.probeMask, probeAnnotated: d.probeAnnotated, probeDnaPositions: d.probeDnaPositions, hybridRegion: d.hybridRegion,
    probeFormula: d.probe.formulaText, probeMonoDa: d.probe.monoisotopic, probeAvgDa: d.probe.average,
    gcCount: d.gcCount, gcPercent: d.gcPercent, gcClass: d.gcClass, cleavageBetween: d.cleavageBetween,
    productSequence: d.productSequence, productLength: d.productLength,
    // Clean-up warnings already went out with the sequence part.
    warnings: d.warnings.filter((w) => !w.startsWith('sequence_')),
  };
}

/** Enzymatic: Cap1 is what a capping kit aims at; co-transcriptional: the analog-capped product. */
function speciesView(s: Species, settings: AnalysisSettings): SpeciesView {
  const main = settings.cappingMethod === 'enzymatic' ? 'Cap1' : settings.capAnalog;
  return {
    id: s.id, label: s.label, formula: s.formulaText, monoDa: s.monoisotopic, avgDa: s.average,
    mz: settings.chargeStates.map((charge) => ({ charge, mz: negativeModeMz(s.monoisotopic, charge) })),
    role: s.id === 'ppp' ? 'uncapped' : s.id === main ? 'main_capped' : 'other',
  };
}

/**
 * One sequence, section by section: clean-up, probe design, product species, reaction system. Each
 * finished section is handed to `onParts` at once (awaited: back-pressure for a Comlink proxy), so the
 * page shows the probe while the masses of a long mRNA are still being summed. An empty `text` with a
 * reaction asked for computes the reaction from `settings.reaction.mrnaLengthNt`.
 */
export async function analyse(text: string, settings: AnalysisSettings, sections: readonly Section[], onParts: OnParts): Promise<void> {
  const hasText = text.trim() !== '';
  // The reaction page may run from a length alone: then there is no sequence section.
  const asked = hasText ? sections : sections.filter((s) => s !== 'sequence' && s !== 'probe' && s !== 'species');
  const total = asked.length;
  let done = 0;
  const emit = async (parts: AnalysisPart[]) => onParts(parts, { done: ++done, total });
  let cleaned: CleanedSequence | undefined;
  let design: ProbeDesign | undefined;
  if (hasText) {
    const parts: AnalysisPart[] = [];
    cleaned = attempt('sequence', parts, () => cleanSequence(text));
    if (cleaned) parts.push({ kind: 'sequence', lengthNt: cleaned.sequence.length, inputType: cleaned.inputType, warnings: [...cleaned.warnings] });
    // A sequence that does not clean up stops the run: every later section needs it.
    if (!cleaned) return void (await onParts(parts, { done: total, total }));
    await emit(parts);
  } else if (!settings.reaction || !sections.includes('reaction')) {
    const parts: AnalysisPart[] = [];
    attempt('sequence', parts, () => cleanSequence(text));
    return void (await onParts(parts, { done: 1, total: 1 }));
  }
  if (cleaned && (sections.includes('probe') || sections.includes('species'))) {
    const parts: AnalysisPart[] = [];
    design = attempt('probe', parts, () => designProbe(cleaned, settings.probe));
    if (design) parts.push(probePart(design));
    await emit(parts);
  }
  if (design && sections.includes('species')) {
    const parts: AnalysisPart[] = [];
    const species = attempt('species', parts, () =>
      productSpecies(design.productSequence, { ...settings, threePrime: 'OH', includeCap2: false }),
    );
    if (species) {
      const differences = speciesMassDifferences(species).map((d) => ({ from: d.from, to: d.to, monoDa: d.monoisotopic, avgDa: d.average }));
      parts.push({ kind: 'species', species: species.map((s) => speciesView(s, settings)), differences });
    }
    await emit(parts);
  }
  if (sections.includes('reaction') && settings.reaction) {
    const { sampleConcNgPerUl, probeConcUM, mrnaLengthNt } = settings.reaction;
    const parts: AnalysisPart[] = [];
    const mw = attempt('reaction', parts, () =>
      mrnaMolecularWeight(cleaned ? { sequence: cleaned } : { lengthNt: mrnaLengthNt }, settings.modification),
    );
    const system = mw && attempt('reaction', parts, () => reactionSystem({ mrnaMwGPerMol: mw.mwGPerMol, sampleConcNgPerUl, probeConcUM }));
    if (mw && system) parts.push({ kind: 'reaction', mwBasis: mw.basis, system });
    await emit(parts);
  }
}
