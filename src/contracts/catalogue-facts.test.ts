import { describe, expect, it } from 'vitest';
import { catalogNumberParam } from '../../server/modules/catalogue/product.schemas.ts';
import { sheetRowSchema } from './admin/catalogue-sheet.ts';
import { catalogNumberParams } from './admin/products.ts';
import { CATALOG_NUMBER, LOT_NUMBER } from './catalogue-facts.ts';
import { documentUploadSchema } from './documents.ts';
import { coaSchema } from './forms/coa.ts';

// One rule of the catalog number (CATALOG_NUMBER): what the spreadsheet import and the admin editor accept, the
// product page's address serves, and the reverse. A row like `AB_12` once imported fine and then had no page.
const GOOD = ['CYT-H0201', 'A', 'ab12', '7-X', 'X'.repeat(40)];
const BAD = ['AB_12', 'A.B', '-AB', 'A B', '', 'X'.repeat(41), 'CYT–H0201', '货号1'];

const layers = {
  'spreadsheet row': (v: string) => sheetRowSchema.shape.catalogNumber.safeParse(v).success,
  'admin editor': (v: string) => catalogNumberParams.safeParse({ catalogNumber: v }).success,
  'product page': (v: string) => catalogNumberParam.safeParse({ catalogNumber: v }).success,
  'document upload': (v: string) => documentUploadSchema.shape.catalogNumber.safeParse(v).success,
};

describe('the catalog number rule', () => {
  for (const [layer, accepts] of Object.entries(layers)) {
    it(`${layer}: accepts ${GOOD.length} numbers and refuses ${BAD.length} as the rule does`, () => {
      expect(GOOD.map(accepts)).toEqual(GOOD.map(() => true));
      expect(BAD.map(accepts)).toEqual(BAD.map(() => false));
    });
  }

  it('reads the same in PostgreSQL (the check constraint copies the pattern)', () => {
    // Only the constructs both dialects read alike: anchors, bracket ranges and a bounded repeat.
    expect(CATALOG_NUMBER.source).toMatch(/^\^[[\]A-Za-z0-9{},-]+\$$/);
    expect(CATALOG_NUMBER.flags).toBe('');
  });
});

// The lot number's rule (LOT_NUMBER) in the COA request form and the document upload alike.
describe('the lot number rule', () => {
  const GOOD_LOTS = ['L2026-001', 'a1', 'X'.repeat(40)];
  const BAD_LOTS = ['L_1', 'L.1', 'L 1', 'X'.repeat(41)];
  const coaLot = (v: string) => !coaSchema('en').safeParse({ lotNumber: v }).error?.issues.some((i) => i.path[0] === 'lotNumber');
  const uploadLot = (v: string) => documentUploadSchema.shape.lot.safeParse(v).success;

  it('the COA form and the document upload accept and refuse the same lots as the rule', () => {
    for (const accepts of [coaLot, uploadLot, (v: string) => LOT_NUMBER.test(v)]) {
      expect(GOOD_LOTS.map(accepts)).toEqual(GOOD_LOTS.map(() => true));
      expect(BAD_LOTS.map(accepts)).toEqual(BAD_LOTS.map(() => false));
    }
  });
});
