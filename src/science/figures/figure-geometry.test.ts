import { describe, expect, it } from 'vitest';
import { bandY, curvePath, decadeTicks, doseLabel, doseRange, doseX, logistic4, MARKER_LADDER_KDA, markerY, responseY } from './figure-geometry.ts';

const gel = { top: 40, bottom: 280 };
const plot = { left: 50, right: 300, top: 20, bottom: 200 };

describe('SDS-PAGE band geometry', () => {
  it('puts each marker where the ladder says and a band of a marker mass on that marker', () => {
    expect(markerY(250, gel)).toBe(40);
    expect(markerY(5, gel)).toBeCloseTo(280, 9);
    for (const m of MARKER_LADDER_KDA) expect(bandY(m, gel)).toBeCloseTo(markerY(m, gel), 9);
  });

  it('moves a band down as the mass falls, strictly, and linearly in log10(kDa) between two markers', () => {
    const masses = Array.from({ length: 400 }, (_, i) => 250 * 10 ** (-i / 250)); // 250 kDa down to ~6.3 kDa
    const ys = masses.map((m) => bandY(m, gel));
    for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThan(ys[i - 1]!);
    // Between 25 and 20 kDa: the geometric mean sits halfway.
    expect(bandY(Math.sqrt(25 * 20), gel)).toBeCloseTo((markerY(25, gel) + markerY(20, gel)) / 2, 9);
    // A 15.5 kDa protein (IL-2) runs between the 20 and 15 kDa markers.
    expect(bandY(15.5, gel)).toBeGreaterThan(markerY(20, gel));
    expect(bandY(15.5, gel)).toBeLessThan(markerY(15, gel));
  });

  it('keeps bands beyond the ladder at the edges of the gel and refuses a mass that is not positive', () => {
    expect(bandY(400, gel)).toBe(gel.top);
    expect(bandY(3, gel)).toBe(gel.bottom);
    expect(() => bandY(0, gel)).toThrow(RangeError);
    expect(() => bandY(Number.NaN, gel)).toThrow(RangeError);
  });
});

describe('dose-response curve geometry', () => {
  it('passes 50 % at the ED50 and approaches 0 and 100 % two decades away', () => {
    for (const ed50 of [0.003, 0.1, 2.5, 110]) {
      expect(logistic4(ed50, { ed50 })).toBeCloseTo(50, 12);
      expect(logistic4(ed50 / 100, { ed50 })).toBeLessThan(1);
      expect(logistic4(ed50 * 100, { ed50 })).toBeGreaterThan(99);
      expect(logistic4(ed50, { ed50, hill: 2.3, bottom: 5, top: 95 })).toBeCloseTo(50, 12);
    }
  });

  it('draws the path through the ED50 point at half height, rising left to right', () => {
    const curve = { ed50: 0.1 };
    const range = doseRange(curve.ed50);
    expect(range).toEqual({ min: 0.001, max: 10 });
    expect(decadeTicks(range.min, range.max).map(doseLabel)).toEqual(['0.001', '0.01', '0.1', '1', '10']);
    const points = curvePath(curve, plot)
      .slice(1)
      .split('L')
      .map((p) => p.split(',').map(Number) as [number, number]);
    const x50 = doseX(curve.ed50, range, plot);
    const nearest = points.reduce((a, b) => (Math.abs(b[0] - x50) < Math.abs(a[0] - x50) ? b : a));
    expect(nearest[0]).toBeCloseTo(x50, 0);
    expect(nearest[1]).toBeCloseTo(responseY(50, plot), 0);
    for (let i = 1; i < points.length; i++) expect(points[i]![1]).toBeLessThanOrEqual(points[i - 1]![1]);
  });
});
