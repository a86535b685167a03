import { describe, expect, it } from 'vitest';
import { arrayOf, isInvestorContact, isOffice, parseConfigJson } from './company.ts';

const office = { city: 'Beijing', address: 'Haidian', phone: '010', email: 'b@example.com', hours: '9-17:30' };

describe('company facts from the configuration', () => {
  it('reads well-formed JSON', () => {
    expect(parseConfigJson(arrayOf(isOffice), JSON.stringify([office]), [])).toEqual([office]);
  });
  it('falls back on missing, malformed or wrongly shaped values', () => {
    expect(parseConfigJson(arrayOf(isOffice), undefined, [])).toEqual([]);
    expect(parseConfigJson(arrayOf(isOffice), '{not json', [])).toEqual([]);
    expect(parseConfigJson(arrayOf(isOffice), JSON.stringify([{ ...office, phone: 10 }]), [])).toEqual([]);
    expect(parseConfigJson(isInvestorContact, JSON.stringify({ office: 'x' }), null)).toBeNull();
  });
});
