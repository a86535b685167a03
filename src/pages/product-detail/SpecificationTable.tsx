import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSpecification } from '../../contracts/product-specification.ts';
import { specificationRows } from '../../contracts/resources/product.ts';
import { specificationRowText, type Translate } from '../../contracts/specification-text.ts';

/** A row's value: the shared text (specification-text.ts, also drawn on the documents), molecular weights a line each. */
function valueOf(row: (typeof specificationRows)[number], spec: ProductSpecification, t: Translate): ReactNode {
  const value = specificationRowText(row, spec, t);
  if (value === null || row !== 'molecularWeight') return value;
  return value.split('\n').map((line) => <div key={line}>{line}</div>);
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
