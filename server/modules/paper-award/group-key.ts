import { normaliseName } from '../../../src/contracts/forms/paper-award.ts';

/**
 * "if the same product and group publish several papers, the highest IF counts". A group is the
 * mentor's lab at one institution, so the key is the catalog number with the mentor and company as typed,
 * folded the way names are compared (case, spaces and full-width forms ignored).
 */
export function paperGroupKey(p: { sku: string; mentor: string; company: string }): string {
  return [p.sku.trim().toUpperCase(), normaliseName(p.mentor), normaliseName(p.company)].join('|');
}
