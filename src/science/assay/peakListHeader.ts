import type { MassType } from './massType.ts';

/** Column names of deconvolution exports (English, German, Chinese): mass, m/z and intensity columns. */
const MASS_HEADER = /mass|masse|质量|分子量/i;
const MZ_HEADER = /^\s*(m\/z|mz|m\/q|质荷比)/i;
const INTENSITY_HEADER = /intens|abund|height|area|volume|强度|丰度|峰高|峰面积/i;
/** Which mass a column holds, by its name: "Monoisotopic Mass", "Mono mass", "Average Mass", "Avg", 单同位素, 平均. */
const MONO_HEADER = /mono|单同位素/i;
const AVERAGE_HEADER = /average|avg|平均/i;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The columns a header row names: the mass (or m/z) column to read and the intensity column. */
export interface TableColumns {
  readonly mass: number;
  readonly intensity: number;
  /** The column holds m/z, not a neutral mass. */
  readonly mz: boolean;
}

/**
 * Mass and intensity column of a header row that names both, else null. With a monoisotopic and an
 * average column, the one of `massType`; a lone mass column whatever its kind; an m/z column only when
 * no column names a mass.
 */
export function headerColumns(cells: readonly string[], massType: MassType): TableColumns | null {
  const names = cells.map((c) => (NUMBER.test(c) ? '' : c));
  const intensity = names.findIndex((c) => INTENSITY_HEADER.test(c));
  const isMass = (c: string) => (MASS_HEADER.test(c) || MONO_HEADER.test(c) || AVERAGE_HEADER.test(c)) && !MZ_HEADER.test(c) && !INTENSITY_HEADER.test(c);
  const masses = names.map((c, i) => (i !== intensity && isMass(c) ? i : -1)).filter((i) => i >= 0);
  const wanted = massType === 'monoisotopic' ? MONO_HEADER : AVERAGE_HEADER;
  const mass = masses.find((i) => wanted.test(names[i]!)) ?? masses[0] ?? -1;
  if (intensity >= 0 && mass >= 0) return { mass, intensity, mz: false };
  const mz = names.findIndex((c, i) => i !== intensity && MZ_HEADER.test(c));
  return intensity >= 0 && mz >= 0 ? { mass: mz, intensity, mz: true } : null;
}
