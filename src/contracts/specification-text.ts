import type { ProductSpecification } from './product-specification.ts';
import { specificationFields, specificationRows, type SpecificationFieldId, type SpecificationRow } from './resources/product.ts';

/** A translation function (i18next's `t` on the page, `translate(lang, …)` on the server). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A number as a datasheet prints it: up to 3 significant decimals, no trailing zeros ("0.01", "14.6"). */
export const specNumber = (n: number) => String(Number(n.toPrecision(3)));

type ComposedRow = Exclude<SpecificationRow, keyof ProductSpecification>;

/** The rows that compose several fields (or format one); every other row prints its field as stored. */
const composed: Record<ComposedRow, (spec: ProductSpecification, t: Translate) => string | null> = {
  molecularWeight: (spec, t) => {
    const lines = [
      spec.mwPredictedKda !== null ? t('catalogue:spec.mwPredicted', { kda: specNumber(spec.mwPredictedKda) }) : null,
      spec.mwObservedKda !== null ? t('catalogue:spec.mwObserved', { kda: specNumber(spec.mwObservedKda) }) : null,
      spec.mwNonReducingKda !== null ? t('catalogue:spec.mwNonReducing', { kda: specNumber(spec.mwNonReducingKda) }) : null,
    ].filter((v): v is string => v !== null);
    return lines.length ? lines.join('\n') : null;
  },
  purity: (spec, t) =>
    spec.purityPercent === null
      ? null
      : spec.purityMethod
        ? t('catalogue:spec.purityValue', { percent: specNumber(spec.purityPercent), method: spec.purityMethod })
        : t('catalogue:spec.purityOnly', { percent: specNumber(spec.purityPercent) }),
  // One decimal from 1 EU up ("1.0"), as suppliers print the limit.
  endotoxin: (spec, t) => (spec.endotoxinEuPerUg === null ? null : t('catalogue:spec.endotoxinValue', { value: spec.endotoxinEuPerUg >= 1 ? spec.endotoxinEuPerUg.toFixed(1) : specNumber(spec.endotoxinEuPerUg) })),
  shipping: (spec, t) => (spec.shippingTemperature ? t(`catalogue:spec.shippingValue.${spec.shippingTemperature}`) : null),
};

/** A row's value as the product page and the drawn documents print it (lines apart with '\n'), or null when not stated. */
export function specificationRowText(row: SpecificationRow, spec: ProductSpecification, t: Translate): string | null {
  if (row in composed) return composed[row as ComposedRow](spec, t);
  const value = spec[row as keyof ProductSpecification];
  return typeof value === 'number' ? specNumber(value) : value || null;
}

/** The stated rows in the declaration's order, each with its label (`catalogue:spec.<row>`) and value. */
export function specificationTexts(spec: ProductSpecification, t: Translate): { row: SpecificationRow; label: string; value: string }[] {
  return specificationRows.flatMap((row) => {
    const value = specificationRowText(row, spec, t);
    return value === null || value === '' ? [] : [{ row, label: t(`catalogue:spec.${row}`), value }];
  });
}

/** The dose-response figure's measure: an EC50 when the bioactivity text says so, else an ED50. */
export const doseMeasure = (spec: ProductSpecification) => (/EC50/.test(spec.activity) ? 'EC50' : 'ED50');

/** The figure's caption ("ED50 = 0.5 ng/mL (four-parameter logistic fit)."), or null without an ED50. */
export const doseText = (spec: ProductSpecification, t: Translate): string | null =>
  spec.ed50NgPerMl === null ? null : t('catalogue:figure.doseCaption', { measure: doseMeasure(spec), value: spec.ed50NgPerMl });

/**
 * What the page states for one declared field, as it prints it: its row's text, or for a figure's field the caption.
 * The documents' test walks every declared field through this, so a field a drawing leaves out fails it.
 */
export function fieldText(id: SpecificationFieldId, spec: ProductSpecification, t: Translate): string | null {
  const page = specificationFields[id].page;
  if (page === 'figure') return id === 'ed50NgPerMl' ? doseText(spec, t) : null;
  if (page === 'tag' || page === 'own') return specificationRowText(page === 'tag' ? 'tag' : (id as SpecificationRow), spec, t);
  return specificationRowText(page, spec, t);
}
