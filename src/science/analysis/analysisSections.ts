import { isToolboxError } from '../errors.ts';
import { designProbe, type ProbeDesign } from '../probe/designProbe.ts';
import { mrnaMolecularWeight } from '../reaction/mrnaMolecularWeight.ts';
import { reactionSystem } from '../reaction/reactionSystem.ts';
import { type CleanedSequence, cleanSequence } from '../sequence/cleanSequence.ts';
import type { AnalysisPart, AnalysisSettings, AnalysisStep, PartError, Section } from './analysisParts.ts';
import { polyaLadder } from '../polya/polyaLadder.ts';
import { polyaPart, probePart, sequencePart, speciesPart } from './sectionParts.ts';

/** Runs one computation; a ToolboxError becomes an error part of `section` (its code travels, a page translates it). */
function attempt<T>(section: Section, errors: PartError[], compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    if (!isToolboxError(error)) throw error;
    errors.push({ kind: 'error', section, code: error.code, details: { ...error.details } });
    return undefined;
  }
}

/** The sections that will be computed, in order: those asked for and what they need. */
function plan(hasText: boolean, settings: AnalysisSettings, asked: readonly Section[]): Section[] {
  const sections: Section[] = [];
  // Every other section needs the sequence, so it comes first whenever there is one.
  if (hasText) sections.push('sequence');
  if (hasText && (asked.includes('probe') || asked.includes('species'))) sections.push('probe');
  if (hasText && asked.includes('species')) sections.push('species');
  // The reaction may run from a length alone (settings.reaction.mrnaLengthNt).
  if (asked.includes('reaction') && settings.reaction) sections.push('reaction');
  if (hasText && asked.includes('polya') && settings.polya) sections.push('polya');
  return sections;
}

/**
 * One sequence, section by section, in the order sequence, probe, species, reaction, poly(A): clean-up,
 * probe design, product species (which of them is the main capped one: `mainCappedSpecies`), reaction
 * system, the poly(A) tail ladder (when `settings.polya` gives tail lengths). Lazy: each section is computed when the next step is pulled, so a consumer can show the probe
 * while the masses of a long mRNA are still to be summed. A ToolboxError becomes an error part of its
 * section, and the sections that need its result are skipped (counted as settled in the progress). An
 * empty `text` with the reaction asked for computes it from `settings.reaction.mrnaLengthNt`; without
 * the reaction, it yields the clean-up's own error (`empty_sequence`).
 */
export function* analysisSections(text: string, settings: AnalysisSettings, asked: readonly Section[]): Generator<AnalysisStep, void, undefined> {
  const sections = plan(text.trim() !== '', settings, asked);
  if (sections.length === 0) {
    const errors: PartError[] = [];
    attempt('sequence', errors, () => cleanSequence(text));
    yield { parts: errors, progress: { done: 1, total: 1 } };
    return;
  }
  const total = sections.length;
  let done = 0;
  const step = (parts: AnalysisPart[], skipped = 0): AnalysisStep => ({ parts, progress: { done: (done += 1 + skipped), total } });

  let cleaned: CleanedSequence | undefined;
  if (sections.includes('sequence')) {
    const errors: PartError[] = [];
    cleaned = attempt('sequence', errors, () => cleanSequence(text));
    // A sequence that does not clean up settles every section: each needs it.
    if (!cleaned) return void (yield step(errors, total - 1));
    yield step([sequencePart(cleaned)]);
  }
  let design: ProbeDesign | undefined;
  if (cleaned && sections.includes('probe')) {
    const input = cleaned;
    const errors: PartError[] = [];
    design = attempt('probe', errors, () => designProbe(input, settings.probe));
    yield step(design ? [probePart(design)] : errors, !design && sections.includes('species') ? 1 : 0);
  }
  if (design && sections.includes('species')) {
    const product = design.productSequence;
    // nt D+1 (index D), when the sequence goes on past the cut: it makes the n+1 cut product.
    // An ambiguous base there (N, R …) makes no exact n+1 species, so it counts as unknown.
    const base = cleaned?.sequence[design.cleavageBetween[0]] ?? '';
    const next = /^[ACGTU]$/.test(base) ? base : null;
    const errors: PartError[] = [];
    const part = attempt('species', errors, () => speciesPart(product, settings, next));
    yield step(part ? [part] : errors);
  }
  if (sections.includes('reaction') && settings.reaction) {
    const { sampleConcNgPerUl, probeConcUM, mrnaLengthNt } = settings.reaction;
    const errors: PartError[] = [];
    // MW: exact average mass of the 5'-ppp mRNA when the sequence is given, else from its length (TOOLBOX.md "Reaction system").
    const mw = attempt('reaction', errors, () => mrnaMolecularWeight(cleaned ? { sequence: cleaned } : { lengthNt: mrnaLengthNt }, settings.modification));
    const system = mw && attempt('reaction', errors, () => reactionSystem({ mrnaMwGPerMol: mw.mwGPerMol, sampleConcNgPerUl, probeConcUM }));
    yield step(mw && system ? [{ kind: 'reaction', mwBasis: mw.basis, system }] : errors);
  }
  if (cleaned && sections.includes('polya') && settings.polya) {
    const { tailLengthMin, tailLengthMax } = settings.polya;
    const input = cleaned.sequence;
    const errors: PartError[] = [];
    const ladder = attempt('polya', errors, () => polyaLadder(input, tailLengthMin, tailLengthMax, settings.modification));
    yield step(ladder ? [polyaPart(ladder)] : errors);
  }
}
