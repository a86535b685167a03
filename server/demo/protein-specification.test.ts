import { describe, expect, it } from 'vitest';
import { buildDemoData } from './data.ts';
import { constructLength } from './protein-facts.ts';
import { allProductSpecs } from './products.ts';

const data = buildDemoData();
const specs = allProductSpecs();
const PROTEIN_FAMILIES = new Set(['cytokine', 'growth_factor', 'target']);
const proteins = data.products.filter((_, i) => PROTEIN_FAMILIES.has(specs[i]!.family));

describe('demo protein specifications', () => {
  it('gives every protein product a molecular weight, purity of at least 90 %, endotoxin, host, storage and shipping', () => {
    expect(proteins.length).toBeGreaterThan(300);
    for (const p of proteins) {
      expect(p.mwPredictedKda, p.catalogNumber).toBeGreaterThan(3);
      expect(p.purityPercent, p.catalogNumber).toBeGreaterThanOrEqual(90);
      expect(p.purityMethod, p.catalogNumber).toMatch(/SDS-PAGE|SEC-HPLC/);
      expect(p.endotoxinEuPerUg, p.catalogNumber).toBeLessThanOrEqual(1);
      expect(p.expressionHost, p.catalogNumber).toBeTruthy();
      expect([p.storageEn, p.storageZh, p.formulationEn, p.formulationZh].every(Boolean), p.catalogNumber).toBe(true);
      expect(p.shippingTemperature, p.catalogNumber).toMatch(/^(ambient|blue_ice|dry_ice)$/);
    }
  });

  it('states a predicted mass that agrees with the construct (110 Da per residue, tag-free human proteins)', () => {
    const tagFreeHuman = proteins.filter((p) => p.proteinTag === 'tag_free' && p.species === 'human');
    expect(tagFreeHuman.length).toBeGreaterThan(50);
    // Rounded to 0.1 kDa.
    for (const p of tagFreeHuman) expect(Math.abs(p.mwPredictedKda! - (constructLength(p.constructRange!) * 110) / 1000), p.catalogNumber).toBeLessThanOrEqual(0.050001);
  });

  it('uses the human IL-2 accession and mature chain for human IL-2, and blank accessions for other species', () => {
    const il2 = data.products.find((p) => p.catalogNumber === 'CYT-H0201')!;
    expect([il2.accession, il2.constructRange, il2.expressionHost]).toEqual(['P60568', 'Ala21-Thr153', 'E. coli']);
    for (const p of proteins.filter((q) => q.species !== 'human')) expect([p.accession, p.constructRange], p.catalogNumber).toEqual([null, null]);
  });

  it('doubles Fc fusions under non-reducing conditions and runs glycoproteins above their predicted mass', () => {
    for (const p of proteins.filter((q) => q.proteinTag === 'hfc' && q.mwObservedKda !== null)) {
      expect(p.mwNonReducingKda!, p.catalogNumber).toBeCloseTo(2 * p.mwObservedKda!, 0);
    }
    const pd1 = data.products.find((p) => p.catalogNumber === 'TGP-H0101')!;
    expect(pd1.mwObservedKda!).toBeGreaterThan(pd1.mwPredictedKda! * 1.5);
  });

  it('states an ED50 in the activity text whenever it gives a number, and a stock state for every size', () => {
    for (const p of data.products.filter((q) => q.ed50NgPerMl != null)) {
      expect(p.activityEn, p.catalogNumber).toMatch(/(ED50|EC50) (for this effect is |of )[\d.]+–[\d.]+ ng\/mL/);
      expect(p.activityZh, p.catalogNumber).toMatch(/(ED50|EC50)为[\d.]+–[\d.]+ ng\/mL/);
    }
    for (const s of data.productSizes) {
      expect(s.stock).toMatch(/^(in_stock|lead_time|made_to_order)$/);
      expect(s.leadTimeDays === null || s.leadTimeDays === undefined).toBe(s.stock !== 'lead_time');
    }
  });

  it('gives enzymes the mass of their chains and the natural enzyme accession, and a small molecule no mass', () => {
    const byNumber = (n: string) => data.products.find((p) => p.catalogNumber === n)!;
    const t7 = byNumber('MRN-0041');
    expect([t7.mwPredictedKda, t7.accession, t7.expressionHost]).toEqual([97.1, 'P00573', 'E. coli']);
    // Vaccinia capping enzyme (D1 844 + D12 287 residues): the reducing gel shows the large subunit.
    const vce = byNumber('MRN-0031');
    expect(vce.mwPredictedKda).toBe(124.4);
    expect(Math.abs(vce.mwObservedKda! - 92.8)).toBeLessThan(92.8 * 0.04);
    expect(byNumber('MRN-0033').mwPredictedKda).toBeNull();
    expect(byNumber('MRN-0033').storageEn).toBe('');
  });
});
