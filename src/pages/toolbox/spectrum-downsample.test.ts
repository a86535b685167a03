import { describe, expect, it } from 'vitest';
import { chargeSeries, downsampleSpectrum } from './spectrum-downsample.ts';

describe('downsampleSpectrum', () => {
  it('keeps a short spectrum as it is and cuts a long one to the limit, peak tops kept', () => {
    expect(downsampleSpectrum({ mz: [1, 2], intensity: [3, 4] }, 10)).toEqual({ mz: [1, 2], intensity: [3, 4] });
    const mz = Array.from({ length: 100_000 }, (_, i) => 500 + i * 0.01);
    const intensity = mz.map((m) => Math.exp(-(((m - 812.345) / 0.02) ** 2)));
    const small = downsampleSpectrum({ mz, intensity }, 4000);
    expect(small.mz.length).toBeLessThanOrEqual(4000);
    expect(Math.max(...small.intensity)).toBe(Math.max(...intensity));
    expect(small.mz).toEqual([...small.mz].sort((a, b) => a - b));
  });
});

describe('chargeSeries', () => {
  it('places [M − zH]^z− ions (proton 1.007276467 u, CODATA 2018) inside the range', () => {
    const s = chargeSeries(10_000, [2, 5, 10], 900, 2100);
    expect(s.map((p) => p.z)).toEqual([5, 10]);
    expect(s[0]!.mz).toBeCloseTo(1998.992724, 5);
  });
});
