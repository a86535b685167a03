import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import type { OrderLineView } from '../../contracts/admin/order-flow.ts';

/** A line as the table shows it (the lots shipped, when there are any, are listed beside it by the order page). */
type LineRow = Omit<OrderLineView, 'lots'>;

interface Props {
  lines: readonly LineRow[];
  /** How a price text is shown (Inquiry translated). */
  price: (p: string) => string;
  /** The scrolling region's name. */
  label: string;
  tableTestId?: string;
  rowTestId?: string;
}

/** The product lines of an order or a check-out as a table (catalog number to subtotal), scrolling in its box on a phone. */
export function LinesTable({ lines, price, label, tableTestId, rowTestId }: Props) {
  const { t } = useTranslation();
  const columns: Column<LineRow>[] = [
    { head: t('account:cart.catalogNumber'), td: { className: 'catalog-number' }, cell: (l) => l.catalogNumber },
    { head: t('account:cart.productName'), cell: (l) => l.productName },
    { head: t('account:cart.size'), cell: (l) => l.size },
    { head: t('account:cart.count'), cell: (l) => l.count },
    { head: t('account:cart.price'), cell: (l) => price(l.price) },
    { head: t('account:cart.subtotal'), cell: (l) => price(l.subtotal) },
  ];
  return <DataTable region={label} className="data-table" testId={tableTestId} columns={columns} rows={lines} rowKey={(_, i) => i} row={() => ({ 'data-testid': rowTestId })} />;
}
