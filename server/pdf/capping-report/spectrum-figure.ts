import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { CappingReportInput } from '../../../src/contracts/capping-report.ts';
import { GREY, INK } from '../page-layout.ts';
import { num } from './text-lines.ts';

/** Proton mass in u (CODATA 2018): ions are [M − zH]^z−, m/z = (M − z·1.007276) / z. */
const PROTON = 1.007276467;
/** One colour per assigned species, in the order of the table (the page's series colours, toolbox.css). */
export const SERIES_COLOURS: RGB[] = [rgb(0.043, 0.431, 0.6), rgb(0.8, 0.35, 0.0), rgb(0.2, 0.55, 0.2), rgb(0.6, 0.2, 0.6), rgb(0.75, 0.15, 0.2), rgb(0.35, 0.35, 0.35)];

/**
 * The summed spectrum as vector paths: the profile as one polyline, each assigned species' ions as coloured
 * ticks labelled with their charge. `box` is the drawing area in points (x, y of its lower left corner).
 */
export function drawSpectrum(page: PDFPage, font: PDFFont, input: CappingReportInput, box: { x: number; y: number; w: number; h: number }, axisLabel: string): void {
  const { mz, intensity } = input.spectrum;
  const lo = mz.length ? Math.min(...mz) : 0;
  const hi = mz.length ? Math.max(...mz) : 1;
  const top = Math.max(1e-12, ...intensity);
  const plotH = box.h - 30;
  const x = (m: number) => box.x + ((m - lo) / (hi - lo || 1)) * box.w;
  const y = (v: number) => box.y + 20 + (v / top) * (plotH - 12);
  page.drawLine({ start: { x: box.x, y: box.y + 20 }, end: { x: box.x + box.w, y: box.y + 20 }, thickness: 0.6, color: INK });
  for (let k = 0; k <= 4; k++) {
    const m = lo + ((hi - lo) * k) / 4;
    page.drawText(num(m, 0), { x: x(m) - 10, y: box.y + 10, size: 7, font, color: GREY });
  }
  page.drawText(axisLabel, { x: box.x + box.w / 2 - 6, y: box.y, size: 8, font, color: INK });
  if (mz.length > 1) {
    // pdf-lib's SVG path puts y downwards from the page point given; drawn from the box's top left.
    const ox = box.x;
    const oy = box.y + box.h;
    const d = mz.map((m, i) => `${i ? 'L' : 'M'}${(x(m) - ox).toFixed(2)} ${(oy - y(intensity[i]!)).toFixed(2)}`).join(' ');
    page.drawSvgPath(d, { x: ox, y: oy, borderColor: GREY, borderWidth: 0.4 });
  }
  input.answer.species.forEach((s, i) => {
    const colour = SERIES_COLOURS[i % SERIES_COLOURS.length]!;
    const mass = s.mass_monoisotopic;
    if (mass === null) return;
    for (const z of s.charges) {
      const ion = (mass - z * PROTON) / z;
      if (ion < lo || ion > hi) continue;
      const at = nearest(mz, intensity, ion);
      page.drawLine({ start: { x: x(ion), y: box.y + 20 }, end: { x: x(ion), y: y(at) }, thickness: 0.9, color: colour });
      page.drawText(`${z}−`, { x: x(ion) - 4, y: Math.min(y(at) + 2, box.y + box.h - 8), size: 6, font, color: colour });
    }
  });
}

/** The highest intensity within 0.5 m/z of `ion` (the top of its isotope envelope), for the tick's height. */
function nearest(mz: number[], intensity: number[], ion: number): number {
  let best = 0;
  for (let i = 0; i < mz.length; i++) if (Math.abs(mz[i]! - ion) <= 0.5 && intensity[i]! > best) best = intensity[i]!;
  return best;
}
