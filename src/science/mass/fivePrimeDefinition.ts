import { ToolboxError } from '../errors.ts';
import { type Formula, addFormulas } from '../formula/formula.ts';
import { CAP_ANALOG, type CapAnalog, isCapAnalog } from './capAnalogs.ts';
import { CAP_INCREMENT, ENZYMATIC_CAPS, type EnzymaticCap, FIVE_PRIME_INCREMENT, type FivePrimePhosphate } from './endGroups.ts';

/** Any named 5' end: a phosphorylation state, an enzymatic cap, or a co-transcriptional cap analog. */
export type FivePrimeForm = FivePrimePhosphate | EnzymaticCap | CapAnalog;

/**
 * A cap the user defines: a formula added on top of the 5'-ppp form (like the analogs' increments, neutral,
 * m7G as zwitterion) and the number of leading nucleotides it supplies (they stay canonical). `id` is the
 * word that names its species; `cap1` says whether it makes a Cap1 structure (2'-O-methyl on N1).
 */
export interface CustomCap {
  readonly id: string;
  readonly increment: Formula;
  readonly leadingNucleotides: number;
  readonly cap1: boolean;
}

/** What a 5' end counts as in a capping result. */
export type FivePrimeCategory = 'uncapped' | 'GpppN' | 'm7G_cap';

/** Everything the masses and the capping result need to know about a 5' end. */
export interface FivePrimeDefinition {
  /** Word that names the species (`ppp`, `Cap1`, `CleanCap_AG`, a custom cap's id). */
  readonly id: string;
  readonly category: FivePrimeCategory;
  /** True for a Cap1 structure (m7GpppNm): enzymatic Cap1, the CleanCap analogs, a custom cap so marked. */
  readonly cap1: boolean;
  /** Formula added to the 5'-monophosphate chain (sum of residues + H2O). */
  readonly increment: Formula;
  /** Nucleotides the transcript must start with (a cap analog's own); '' when any start will do. */
  readonly requiredStart: string;
  /** Leading nucleotides supplied by the cap: they stay canonical under a base modification. */
  readonly canonicalLeading: number;
  /** Shortest chain that can carry this end, nt. */
  readonly minLength: number;
}

/**
 * Analogs that make a Cap1 structure (2'-O-methyl on N1): CleanCap AG m7GpppAmG, AG 3'-OMe, GG m7GpppGmG,
 * AU m7GpppAmU (docs/toolbox-science.md "Species per capping method"). mCap and ARCA make Cap0.
 */
const CAP1_ANALOGS: ReadonlySet<CapAnalog> = new Set<CapAnalog>(['CleanCap_AG', 'CleanCap_AG_3OMe', 'CleanCap_GG', 'CleanCap_AU']);

/** Ids a custom cap may not take: they already name a 5' end. */
const RESERVED = new Set<string>(['OH', 'p', 'pp', 'ppp', ...ENZYMATIC_CAPS]);

/**
 * Checks a user-defined cap: a word id that names no other 5' end, a whole number of leading nucleotides
 * >= 0, and an increment that adds atoms (no negative count, not empty).
 * @throws ToolboxError `custom_cap_invalid`
 */
export function assertCustomCap(cap: CustomCap): void {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(cap.id) || RESERVED.has(cap.id) || isCapAnalog(cap.id)) {
    throw new ToolboxError('custom_cap_invalid', `custom cap id "${cap.id}" must be a word (letters, digits, _) that names no other 5' end`);
  }
  if (!Number.isInteger(cap.leadingNucleotides) || cap.leadingNucleotides < 0) {
    throw new ToolboxError('custom_cap_invalid', 'custom cap leading nucleotides must be a whole number >= 0');
  }
  const counts = Object.values(cap.increment);
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || counts.every((n) => n === 0)) {
    throw new ToolboxError('custom_cap_invalid', 'a custom cap formula adds atoms: whole counts >= 0, not all 0');
  }
}

/**
 * The definition of a 5' end (docs/toolbox-science.md "End groups", "Caps", "Species per capping method").
 * Cap2 carries 2'-O-methyls on N1 and N2, so it needs two nucleotides; an analog needs its own start.
 */
export function fivePrimeDefinition(form: FivePrimeForm | CustomCap): FivePrimeDefinition {
  if (typeof form !== 'string') {
    return {
      id: form.id,
      category: 'm7G_cap',
      cap1: form.cap1,
      increment: addFormulas(FIVE_PRIME_INCREMENT.ppp, form.increment),
      requiredStart: '',
      canonicalLeading: form.leadingNucleotides,
      minLength: Math.max(1, form.leadingNucleotides),
    };
  }
  if (isCapAnalog(form)) {
    const analog = CAP_ANALOG[form];
    return {
      id: form,
      category: 'm7G_cap',
      cap1: CAP1_ANALOGS.has(form),
      increment: addFormulas(FIVE_PRIME_INCREMENT.ppp, analog.increment),
      requiredStart: analog.start,
      canonicalLeading: analog.start.length,
      minLength: analog.start.length,
    };
  }
  if ((ENZYMATIC_CAPS as readonly string[]).includes(form)) {
    const cap = form as EnzymaticCap;
    return {
      id: cap,
      category: cap === 'GpppN' ? 'GpppN' : 'm7G_cap',
      cap1: cap === 'Cap1',
      increment: addFormulas(FIVE_PRIME_INCREMENT.ppp, CAP_INCREMENT[cap]),
      requiredStart: '',
      canonicalLeading: 0,
      minLength: cap === 'Cap2' ? 2 : 1,
    };
  }
  const phosphate = form as FivePrimePhosphate;
  return { id: phosphate, category: 'uncapped', cap1: false, increment: FIVE_PRIME_INCREMENT[phosphate], requiredStart: '', canonicalLeading: 0, minLength: 1 };
}

/**
 * Checks that a chain can carry this 5' end: its start matches an analog's, and it is long enough.
 * @throws ToolboxError `cap_start_mismatch`, `cap2_needs_two_nucleotides`, `custom_cap_invalid`
 */
export function assertFivePrimeFits(sequence: string, end: FivePrimeDefinition): void {
  if (end.requiredStart !== '' && !sequence.startsWith(end.requiredStart)) {
    throw new ToolboxError('cap_start_mismatch', `${end.id} requires the transcript to start with ${end.requiredStart}`);
  }
  if (sequence.length >= end.minLength) return;
  if (end.id === 'Cap2') {
    throw new ToolboxError('cap2_needs_two_nucleotides', "Cap2 methylates the 2'-O of nucleotides 1 and 2: it needs at least two nucleotides");
  }
  throw new ToolboxError('custom_cap_invalid', `${end.id} supplies ${end.canonicalLeading} nucleotides: the chain has only ${sequence.length}`);
}
