import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_KIT_PROFILE } from './kitProfile.ts';
import { mixFits, reactionSystem } from './reactionSystem.ts';

describe('reactionSystem (docs/toolbox-science.md formulas, hand-computed)', () => {
  it('fits 100 µl: 1000 nt (MW 320659), 1000 ng/µl, 100 µM probe', () => {
    const r = reactionSystem({ mrnaMwGPerMol: 320659, sampleConcNgPerUl: 1000, probeConcUM: 100 });
    expect(r.status).toBe('ok');
    expect(r.sampleUl).toBeCloseTo(32.0659, 10); // 100 * 320659 / (1000 * 1000)
    expect(r.probeUl).toBe(2); // 2 * 100 / 100
    expect(r.enzymeUl).toBe(2); // 0.1 * 100 / 5
    expect(r.bufferUl).toBe(10);
    expect(r.waterUl).toBeCloseTo(53.9341, 10);
    expect(r.sampleUl + r.probeUl + r.enzymeUl + r.bufferUl + r.waterUl).toBeCloseTo(r.finalVolumeUl, 10);
    expect(r.minSampleConcNgPerUlFor1x).toBeCloseTo(320659 / 860, 10); // 0.9 - 0.02 - 0.02 = 0.86
    expect(r.warnings).toEqual([]);
  });
  it('allows exactly 1.5x the design volume (C = C_min(1.5x))', () => {
    const mw = 641159;
    const cMin = mw / (1000 * (1.5 * 0.9 - 0.02 - 0.02));
    const r = reactionSystem({ mrnaMwGPerMol: mw, sampleConcNgPerUl: cMin, probeConcUM: 100 });
    expect(r.finalVolumeUl).toBeCloseTo(150, 9);
    expect(r.status).toBe('volume_increased');
    expect(r.minSampleConcNgPerUlFor1_5x).toBeCloseTo(cMin, 9);
    expect(reactionSystem({ mrnaMwGPerMol: mw, sampleConcNgPerUl: cMin * 0.999, probeConcUM: 100 }).status).toBe('sample_concentration_too_low');
  });
  it('a mix beyond 1.5x the design volume does not fit: its final volume is only what it would need', () => {
    const dilute = reactionSystem({ mrnaMwGPerMol: 641_000, sampleConcNgPerUl: 50, probeConcUM: 100 });
    expect(dilute.status).toBe('sample_concentration_too_low');
    expect(dilute.finalVolumeUl).toBeGreaterThan(1000); // the machine interface keeps the number (vectors.json)
    expect(mixFits(dilute)).toBe(false);
    expect(mixFits(reactionSystem({ mrnaMwGPerMol: 320659, sampleConcNgPerUl: 1000, probeConcUM: 100 }))).toBe(true);
  });
  it('C_min does not depend on n', () => {
    const a = reactionSystem({ mrnaMwGPerMol: 5e5, sampleConcNgPerUl: 300, probeConcUM: 50, mrnaPmol: 20 });
    const b = reactionSystem({ mrnaMwGPerMol: 5e5, sampleConcNgPerUl: 300, probeConcUM: 50, mrnaPmol: 200 });
    expect(a.minSampleConcNgPerUlFor1_5x).toBeCloseTo(b.minSampleConcNgPerUlFor1_5x!, 9);
    expect(a.designVolumeUl).toBe(20);
  });
  it('says the probe or enzyme stock is too dilute when no sample concentration can fit', () => {
    const r = reactionSystem({ mrnaMwGPerMol: 5e5, sampleConcNgPerUl: 5000, probeConcUM: 0.1 });
    expect(r.status).toBe('probe_or_enzyme_too_dilute');
    expect(r.minSampleConcNgPerUlFor1x).toBeNull();
    expect(r.minSampleConcNgPerUlFor1_5x).toBeNull();
    expect(r.warnings).toEqual(['probe_or_enzyme_too_dilute']);
  });
  it('refuses zero or negative inputs with their own codes', () => {
    const base = { mrnaMwGPerMol: 5e5, sampleConcNgPerUl: 300, probeConcUM: 50 };
    expect(() => reactionSystem({ ...base, sampleConcNgPerUl: 0 })).toThrow(expect.objectContaining({ code: 'sample_concentration_invalid' }));
    expect(() => reactionSystem({ ...base, probeConcUM: -1 })).toThrow(expect.objectContaining({ code: 'probe_concentration_invalid' }));
    expect(() => reactionSystem({ ...base, mrnaPmol: 0 })).toThrow(expect.objectContaining({ code: 'mrna_amount_invalid' }));
    expect(() => reactionSystem({ ...base, kit: { ...PLACEHOLDER_KIT_PROFILE, bufferStrengthX: 1 } })).toThrow(
      expect.objectContaining({ code: 'kit_parameter_invalid' }),
    );
  });
});
