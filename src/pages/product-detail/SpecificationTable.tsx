import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSpecification } from '../../contracts/product-specification.ts';

/** A number as a datasheet prints it: up to 3 significant decimals, no trailing zeros ("0.01", "14.6", "1.0" for EU). */
const num = (n: number) => String(Number(n.toPrecision(3)));

/**
 * The datasheet of a product as a two-column table (label, value) in the page's language; rows without a
 * value are left out, and no table at all when nothing is known.
 */
export function SpecificationTable({ spec, labelledBy }: { spec: ProductSpecification; labelledBy: string }) {
  const { t } = useTranslation();
  const mw = [
    spec.mwPredictedKda !== null ? t('catalogue:spec.mwPredicted', { kda: num(spec.mwPredictedKda) }) : null,
    spec.mwObservedKda !== null ? t('catalogue:spec.mwObserved', { kda: num(spec.mwObservedKda) }) : null,
    spec.mwNonReducingKda !== null ? t('catalogue:spec.mwNonReducing', { kda: num(spec.mwNonReducingKda) }) : null,
  ].filter((v): v is string => v !== null);
  const purity =
    spec.purityPercent === null
      ? null
      : spec.purityMethod
        ? t('catalogue:spec.purityValue', { percent: num(spec.purityPercent), method: spec.purityMethod })
        : t('catalogue:spec.purityOnly', { percent: num(spec.purityPercent) });
  const rows: [key: string, value: ReactNode][] = [
    ['molecularWeight', mw.length ? mw.map((line) => <div key={line}>{line}</div>) : null],
    ['purity', purity],
    ['endotoxin', spec.endotoxinEuPerUg === null ? null : t('catalogue:spec.endotoxinValue', { value: spec.endotoxinEuPerUg >= 1 ? spec.endotoxinEuPerUg.toFixed(1) : num(spec.endotoxinEuPerUg) })],
    ['expressionHost', spec.expressionHost],
    ['tag', spec.tag],
    ['constructRange', spec.constructRange],
    ['accession', spec.accession],
    ['activity', spec.activity || null],
    ['formulation', spec.formulation || null],
    ['reconstitution', spec.reconstitution || null],
    ['storage', spec.storage || null],
    ['shipping', spec.shippingTemperature ? t(`catalogue:spec.shippingValue.${spec.shippingTemperature}`) : null],
  ];
  const shown = rows.filter(([, v]) => v !== null && v !== '');
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
