import { type Formula, addFormulas } from '../formula/formula.ts';
import { CAP_INCREMENT } from './endGroups.ts';
import { METHYL } from './residues.ts';

/** Co-transcriptional cap analogs (docs/toolbox-science.md identifiers). */
export const CAP_ANALOGS = ['mCap', 'ARCA', 'CleanCap_AG', 'CleanCap_AG_3OMe', 'CleanCap_GG', 'CleanCap_AU'] as const;
export type CapAnalog = (typeof CAP_ANALOGS)[number];

/** What an analog puts at the 5' end of the transcript. */
export interface CapAnalogInfo {
  readonly label: string;
  /** Nucleotides the analog supplies: the transcript must start with them; they stay canonical. */
  readonly start: string;
  /** Formula added to the 5'-ppp transcript (neutral, m7G as zwitterion). */
  readonly increment: Formula;
}

/**
 * Analog structures from docs/toolbox-science.md "Species per capping method": mCap m7GpppG (Cap0, starts G);
 * ARCA m7(3'-O-Me)GpppG (Cap0 + CH2, starts G; Stepinski et al., RNA 7, 1486 (2001)); CleanCap AG
 * m7GpppAmG (Cap1, starts AG); CleanCap AG 3'-OMe (Cap1 + CH2 on the m7G 3'-O); CleanCap GG m7GpppGmG
 * (Cap1, starts GG); CleanCap AU m7GpppAmU (Cap1, starts AU). Free-analog check masses (docs/toolbox-science.md):
 * mCap 802.08742, ARCA 816.10307, AG 1145.15559, AG 3'-OMe 1159.17124, GG 1161.15050, AU 1106.13345 Da.
 */
export const CAP_ANALOG: Readonly<Record<CapAnalog, CapAnalogInfo>> = {
  mCap: { label: 'mCap m7GpppG (Cap0)', start: 'G', increment: CAP_INCREMENT.Cap0 },
  ARCA: { label: "ARCA m7(3'-OMe)GpppG (Cap0)", start: 'G', increment: addFormulas(CAP_INCREMENT.Cap0, METHYL) },
  CleanCap_AG: { label: 'CleanCap AG m7GpppAmG (Cap1)', start: 'AG', increment: CAP_INCREMENT.Cap1 },
  CleanCap_AG_3OMe: {
    label: "CleanCap AG 3'-OMe m7(3'-OMe)GpppAmG (Cap1)",
    start: 'AG',
    increment: addFormulas(CAP_INCREMENT.Cap1, METHYL),
  },
  CleanCap_GG: { label: 'CleanCap GG m7GpppGmG (Cap1)', start: 'GG', increment: CAP_INCREMENT.Cap1 },
  CleanCap_AU: { label: 'CleanCap AU m7GpppAmU (Cap1)', start: 'AU', increment: CAP_INCREMENT.Cap1 },
};

/** True for the identifiers of `CAP_ANALOG`. */
export function isCapAnalog(value: string): value is CapAnalog {
  return (CAP_ANALOGS as readonly string[]).includes(value);
}
