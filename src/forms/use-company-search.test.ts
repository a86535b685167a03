import { describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_DEBOUNCE_MS, shouldSearchCompany } from './use-company-search.ts';

describe('company search', () => {
  it('starts only when the keyword is longer than 1 character, after 1000 ms', () => {
    expect(shouldSearchCompany('')).toBe(false);
    expect(shouldSearchCompany(' a ')).toBe(false);
    expect(shouldSearchCompany('ab')).toBe(true);
    expect(shouldSearchCompany('北京')).toBe(true);
    expect(COMPANY_SEARCH_DEBOUNCE_MS).toBe(1000);
  });
});
