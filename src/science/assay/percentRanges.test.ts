import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../testing/prng.ts';
import { type FormClass, PERCENTS, percentRanges } from './percentRanges.ts';

const CAP1: FormClass = { category: 'm7G_cap', cap1: true };
const CAP0: FormClass = { category: 'm7G_cap', cap1: false };
const GPPPN: FormClass = { category: 'GpppN', cap1: false };
const PPP: FormClass = { category: 'uncapped', cap1: false };
const FORMS = [CAP1, CAP0, GPPPN, PPP, null];

describe('percentRanges', () => {
  it('no ambiguity: each range is the point value', () => {
    const r = percentRanges([{ form: CAP1, intensity: 3 }, { form: PPP, intensity: 1 }], []);
    expect(r.capped).toEqual([75, 75]);
    expect(r.uncapped).toEqual([25, 25]);
    expect(r.gpppn).toEqual([0, 0]);
  });
  it('nothing assigned and nothing that could be: null', () => {
    expect(percentRanges([], [{ intensity: 5, candidates: [null, null] }]).capped).toBeNull();
  });
  it('agrees with trying every way of giving the ambiguous intensities out (random cases)', () => {
    const random = mulberry32(11);
    for (let trial = 0; trial < 50; trial++) {
      const assigned = FORMS.slice(0, 4).map((form) => ({ form: form!, intensity: random() < 0.3 ? 0 : random() * 10 }));
      const ambiguous = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
        intensity: random() * 5,
        candidates: [FORMS[Math.floor(random() * 5)]!, FORMS[Math.floor(random() * 5)]!],
      }));
      const r = percentRanges(assigned, ambiguous);
      for (const [name, select] of Object.entries(PERCENTS)) {
        let lo = Infinity;
        let hi = -Infinity;
        for (let mask = 0; mask < 2 ** ambiguous.length; mask++) {
          let part = assigned.reduce((s, a) => s + (select(a.form) ? a.intensity : 0), 0);
          let total = assigned.reduce((s, a) => s + a.intensity, 0);
          ambiguous.forEach((a, k) => {
            const c = a.candidates[(mask >> k) & 1]!;
            if (c) (total += a.intensity), (part += select(c) ? a.intensity : 0);
          });
          if (total > 0) (lo = Math.min(lo, (100 * part) / total)), (hi = Math.max(hi, (100 * part) / total));
        }
        const got = r[name as keyof typeof r];
        if (lo === Infinity) expect(got).toBeNull();
        else {
          expect(got![0]).toBeCloseTo(lo, 9);
          expect(got![1]).toBeCloseTo(hi, 9);
        }
      }
    }
  });
});
