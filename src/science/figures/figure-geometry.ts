/**
 * Geometry of the figures drawn from a product's data (pure: numbers in, SVG coordinates out).
 *
 * SDS-PAGE: a protein's migration distance is close to linear in log10 of its mass over the resolving
 * range of a gel (Weber & Osborn, J. Biol. Chem. 244:4406, 1969); a band is placed by interpolating
 * log10(kDa) between the two marker bands around it, as one reads a gel against its ladder.
 *
 * Dose response: the four-parameter logistic (Hill) curve, y = bottom + (top - bottom) / (1 + (ED50/x)^hill),
 * which is exactly halfway between bottom and top at x = ED50.
 */

/** Marker ladder in kDa, heaviest first (a common prestained 10-band ladder plus a 5 kDa band). */
export const MARKER_LADDER_KDA = [250, 150, 100, 75, 50, 37, 25, 20, 15, 10, 5] as const;

/**
 * A glycoprotein runs as a broad band: its apparent mass is more than 15 % above the one predicted from
 * its sequence (the sugars add mass and heterogeneity), so the figures draw its band wider.
 */
export const isDiffuseBand = (predictedKda: number | null, observedKda: number | null) =>
  predictedKda !== null && observedKda !== null && observedKda > predictedKda * 1.15;

/** Vertical extent of the resolving gel in SVG units: the heaviest marker at `top`, the lightest at `bottom`. */
export interface GelBox {
  top: number;
  bottom: number;
}

/** Where marker `kda` of the ladder runs: linear in log10(kDa) from the heaviest to the lightest marker. */
export function markerY(kda: number, box: GelBox): number {
  const hi = Math.log10(MARKER_LADDER_KDA[0]);
  const lo = Math.log10(MARKER_LADDER_KDA[MARKER_LADDER_KDA.length - 1]!);
  return box.top + ((hi - Math.log10(kda)) / (hi - lo)) * (box.bottom - box.top);
}

/**
 * Where a band of `kda` runs: interpolated in log10(kDa) between the neighbouring markers; beyond the
 * ladder it stays at the edge of the gel (the well, or the dye front). Heavier proteins sit higher (smaller y).
 */
export function bandY(kda: number, box: GelBox): number {
  if (!(kda > 0)) throw new RangeError('bandY: kda must be a positive number');
  const ladder = MARKER_LADDER_KDA;
  if (kda >= ladder[0]) return box.top;
  if (kda <= ladder[ladder.length - 1]!) return box.bottom;
  for (let i = 0; i < ladder.length - 1; i++) {
    const heavy = ladder[i]!;
    const light = ladder[i + 1]!;
    if (kda <= heavy && kda >= light) {
      const f = (Math.log10(heavy) - Math.log10(kda)) / (Math.log10(heavy) - Math.log10(light));
      const y0 = markerY(heavy, box);
      return y0 + f * (markerY(light, box) - y0);
    }
  }
  return box.bottom;
}

/** Parameters of a 4-parameter logistic curve; responses in percent of the maximum by default. */
export interface Logistic4 {
  ed50: number;
  hill?: number;
  bottom?: number;
  top?: number;
}

/** The 4PL response at concentration `x` (same unit as `ed50`). */
export function logistic4(x: number, { ed50, hill = 1, bottom = 0, top = 100 }: Logistic4): number {
  if (x <= 0) return bottom;
  return bottom + (top - bottom) / (1 + (ed50 / x) ** hill);
}

/** The plotting area of the dose-response figure, in SVG units. */
export interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Concentration range shown: two decades either side of the ED50's decade, on decade boundaries. */
export function doseRange(ed50: number): { min: number; max: number } {
  const e = Math.floor(Math.log10(ed50));
  return { min: 10 ** (e - 2), max: 10 ** (e + 2) };
}

/** Decade ticks between `min` and `max` (both powers of ten). */
export function decadeTicks(min: number, max: number): number[] {
  const out: number[] = [];
  for (let e = Math.round(Math.log10(min)); e <= Math.round(Math.log10(max)); e++) out.push(10 ** e);
  return out;
}

/** x of a concentration on the log axis. */
export function doseX(x: number, range: { min: number; max: number }, box: PlotBox): number {
  const f = (Math.log10(x) - Math.log10(range.min)) / (Math.log10(range.max) - Math.log10(range.min));
  return box.left + f * (box.right - box.left);
}

/** y of a response in percent (0 at the bottom of the box, 100 at its top). */
export function responseY(percent: number, box: PlotBox): number {
  return box.bottom - (percent / 100) * (box.bottom - box.top);
}

/** The 4PL curve as an SVG path through `steps` + 1 points evenly spaced in log concentration. */
export function curvePath(curve: Logistic4, box: PlotBox, steps = 60): string {
  const range = doseRange(curve.ed50);
  const lo = Math.log10(range.min);
  const hi = Math.log10(range.max);
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = 10 ** (lo + ((hi - lo) * i) / steps);
    points.push(`${doseX(x, range, box).toFixed(1)},${responseY(logistic4(x, curve), box).toFixed(1)}`);
  }
  return `M${points.join('L')}`;
}

/** A concentration as a short label: 0.001, 0.01, 0.1, 1, 10, 100, 1000, 1e4. */
export function doseLabel(x: number): string {
  if (x >= 1e4) return `1e${Math.round(Math.log10(x))}`;
  return Number(x.toPrecision(1)).toString();
}
