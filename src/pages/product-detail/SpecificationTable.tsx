import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSpecification } from '../../contracts/product-specification.ts';
import { specificationRows } from '../../contracts/resources/product.ts';

/** A number as a datasheet prints it: up to 3 significant decimals, no trailing zeros ("0.01", "14.6", "1.0" for EU). */
const num = (n: number) => String(Number(n.toPrecision(3)));

type T = (key: string, params?: Record<string, unknown>) => string;
type Row = (typeof specificationRows)[number];
type ComposedRow = Exclude<Row, keyof ProductSpecification>;

/** The rows that compose several fields (or format one); every other row prints its field as stored. */
const composed: Record<ComposedRow, (spec: ProductSpecification, t: T) => ReactNode> = {
  molecularWeight: (spec, t) => {
    const lines = [
      spec.mwPredictedKda !== null ? t('catalogue:spec.mwPredicted', { kda: num(spec.mwPredictedKda) }) : null,
      spec.mwObservedKda !== null ? t('catalogue:spec.mwObserved', { kda: num(spec.mwObservedKda) }) : null,
      spec.mwNonReducingKda !== null ? t('catalogue:spec.mwNonReducing', { kda: num(spec.mwNonReducingKda) }) : null,
    ].filter((v): v is string => v !== null);
    return lines.length ? lines.map((line) => <div key={line}>{line}</div>) : null;
  },
  purity: (spec, t) =>
    spec.purityPercent === null
      ? null
      : spec.purityMethod
        ? t('catalogue:spec.purityValue', { percent: num(spec.purityPercent), method: spec.purityMethod })
        : t('catalogue:spec.purityOnly', { percent: num(spec.purityPercent) }),
  endotoxin: (spec, t) => (spec.endotoxinEuPerUg === null ? null : t('catalogue:spec.endotoxinValue', { value: spec.endotoxinEuPerUg >= 1 ? spec.endotoxinEuPerUg.toFixed(1) : num(spec.endotoxinEuPerUg) })),
  shipping: (spec, t) => (spec.shippingTemperature ? t(`catalogue:spec.shippingValue.${spec.shippingTemperature}`) : null),
};

function valueOf(row: Row, spec: ProductSpecification, t: T): ReactNode {
  if (row in composed) return composed[row as ComposedRow](spec, t);
  const value = spec[row as keyof ProductSpecification];
  return typeof value === 'number' ? num(value) : value || null;
}

/**
 * The datasheet of a product as a two-column table (label, value) in the page's language, in the declaration's
 * order (src/contracts/resources/product.ts); rows without a value are left out, and no table at all when nothing is known.
 */
export function SpecificationTable({ spec, labelledBy }: { spec: ProductSpecification; labelledBy: string }) {
  const { t } = useTranslation();
  const shown = specificationRows.map((row) => [row, valueOf(row, spec, t)] as const).filter(([, v]) => v !== null && v !== '');
  if (!shown.length) return null;
  return (
    <table className="spec-table data-table" data-testid="spec-table" aria-labelledby={labelledBy}>
      <tbody>
        {shown.map(([key, value]) => (
          <tr key={key} data-spec={key}>
            <th scope="row">{t(`catalogue:spec.${key}`)}</th>
            <td className="pre-line">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
