import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../api/client.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PriceText } from '../../components/PriceText.tsx';
import { ProductPictureImg } from '../../components/ProductPictureImg.tsx';
import type { CartLine } from '../../contracts/cart.ts';
import { cart, changeCount, deleteLine, selectAll, toggleSelected } from '../../state/cart.state.ts';

/** The cart lines: select box, catalog number, name, size, quantity, price, subtotal, delete. */
export function CartTable({ api, list }: { api: Api; list: CartLine[] }) {
  useSignals();
  const { t } = useTranslation();
  const selected = cart.selected.value;
  const all = list.length > 0 && list.every((l) => selected.has(l.id));
  const columns: Column<CartLine>[] = [
    {
      head: <input type="checkbox" aria-label={t('account:cart.selectAll')} checked={all} onChange={(e) => selectAll(e.target.checked)} />,
      cell: (l) => <input type="checkbox" aria-label={t('account:cart.select', { name: l.productName })} checked={selected.has(l.id)} onChange={(e) => toggleSelected(l.id, e.target.checked)} data-testid="line-select" />,
    },
    { head: t('account:cart.catalogNumber'), td: { className: 'catalog-number' }, cell: (l) => l.catalogNumber },
    {
      head: t('account:cart.productName'),
      td: { className: 'line-name' },
      cell: (l) => (
        <span className="line-product">
          <ProductPictureImg picture={l.picture} name={l.productName} className="line-thumb" />
          {l.productName}
        </span>
      ),
    },
    { head: t('account:cart.size'), labelled: true, cell: (l) => l.size },
    {
      head: t('account:cart.count'),
      labelled: true,
      cell: (l) => (
        <input
          type="number"
          min={1}
          max={9999}
          defaultValue={l.count}
          key={`${l.id}-${l.count}`}
          aria-label={t('account:cart.countOf', { name: l.productName })}
          data-testid="line-count"
          style={{ width: '6rem', marginBottom: 0 }}
          onBlur={(e) => {
            const count = Number(e.target.value);
            if (count !== l.count) void changeCount(api, l.id, count).then((ok) => ok || (e.target.value = String(l.count)));
          }}
        />
      ),
    },
    { head: t('account:cart.price'), labelled: true, td: { 'data-testid': 'line-price' }, cell: (l) => <PriceText price={l.price} /> },
    { head: t('account:cart.subtotal'), labelled: true, td: { 'data-testid': 'line-subtotal' }, cell: (l) => <PriceText price={l.subtotal} /> },
    {
      head: t('account:cart.actions'),
      cell: (l) => (
        <button type="button" className="secondary outline" onClick={() => void deleteLine(api, l.id)} data-testid="line-delete" style={{ marginBottom: 0 }}>
          {t('account:cart.delete')}
        </button>
      ),
    },
  ];
  return (
    <DataTable
      region={t('account:cart.title')}
      className="cart-table data-table"
      testId="cart-table"
      columns={columns}
      rows={list}
      rowKey={(l) => l.id}
      row={(l) => ({ 'data-testid': 'cart-line', 'data-catalog': l.catalogNumber })}
    />
  );
}
