import type { Lang } from '../../../src/contracts/lang.ts';
import type { ProductSpecification } from '../../../src/contracts/product-specification.ts';
import { specificationRowText } from '../../../src/contracts/specification-text.ts';
import { translate } from '../../../src/i18n/create.ts';

/** The release tests a certificate reports, in its order. */
export const coaTests = ['purity', 'endotoxin', 'concentration', 'bioactivity'] as const;
export type CoaTest = (typeof coaTests)[number];

/** A value measured on a lot (the lots' results), as `lotResults` answers it. */
export interface MeasuredResult {
  test: CoaTest;
  specification: string;
  result: string;
  method: string;
}

/** One line of the certificate's table, in the certificate's language. */
export interface CoaRow {
  test: CoaTest;
  label: string;
  specification: string;
  result: string;
  method: string;
}

/**
 * The specification of each test as the product page states it (the product record, formatted by the page's own
 * function): purity and endotoxin rows, the formulation (with its reconstitution) for the concentration, the bioactivity.
 */
function specificationOf(test: CoaTest, spec: ProductSpecification, lang: Lang): string | null {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  switch (test) {
    case 'purity':
    case 'endotoxin':
      return specificationRowText(test, spec, t);
    case 'concentration':
      return [spec.formulation, spec.reconstitution].filter(Boolean).join('\n') || null;
    case 'bioactivity':
      return spec.activity || null;
  }
}

/** The method a test states on the product record, when it does (purity); the measured result names its own. */
const methodOf = (test: CoaTest, spec: ProductSpecification) => (test === 'purity' ? (spec.purityMethod ?? '') : '');

/**
 * The certificate's rows: for each release test the product states (or the lot measured), the specification from
 * the product record and the lot's result. With measured results (`results`), each test shows its measured value and
 * method, and a test the lot has no value for says so. Without them (demo lots, which have no measurements), a row
 * says "Conforms" / "符合" against the stated specification: never a bare "Pass" with nothing to read.
 */
export function coaRows(product: { specification: ProductSpecification; lang: Lang }, results: readonly MeasuredResult[] | null): CoaRow[] {
  const { specification: spec, lang } = product;
  const t = (key: string) => translate(lang, `catalogue:documents.drawn.coa.${key}`);
  return coaTests.flatMap((test) => {
    const measured = results?.find((r) => r.test === test) ?? null;
    const specification = specificationOf(test, spec, lang) ?? measured?.specification ?? null;
    if (specification === null) return [];
    if (results === null) return [{ test, label: t(test), specification, result: t('conforms'), method: methodOf(test, spec) }];
    return [{ test, label: t(test), specification, result: measured?.result ?? t('notMeasured'), method: measured?.method ?? methodOf(test, spec) }];
  });
}
