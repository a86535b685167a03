import { LineHeaders } from './LineHeaders.tsx';

interface Line {
  catalogNumber: string;
  productName: string;
  size: string;
  count: number;
  price: string;
  subtotal: string;
}

interface Props {
  lines: readonly Line[];
  /** How a price text is shown (Inquiry translated). */
  price: (p: string) => string;
  /** The scrolling region's name. */
  label: string;
  tableTestId?: string;
  rowTestId?: string;
}

/** The product lines of an order or a check-out as a table (catalog number to subtotal), scrolling in its box on a phone. */
export function LinesTable({ lines, price, label, tableTestId, rowTestId }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="data-table" data-testid={tableTestId}>
        <thead>
          <tr>
            <LineHeaders />
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} data-testid={rowTestId}>
              <td className="catalog-number">{l.catalogNumber}</td>
              <td>{l.productName}</td>
              <td>{l.size}</td>
              <td>{l.count}</td>
              <td>{price(l.price)}</td>
              <td>{price(l.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
