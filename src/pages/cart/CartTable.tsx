import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../api/client.ts';
import type { CartLine } from '../../contracts/cart.ts';
import { INQUIRY, type PriceText } from '../../contracts/price.ts';
import { cart, changeCount, deleteLine, selectAll, toggleSelected } from '../../state/cart.state.ts';
import { LineHeaders } from './LineHeaders.tsx';

function Price({ price }: { price: PriceText }) {
  const { t } = useTranslation();
  return <>{price === INQUIRY ? t('common:price.inquiry') : price}</>;
}

/** The cart lines: select box, catalog number, name, size, quantity, price, subtotal, delete. */
export function CartTable({ api, list }: { api: Api; list: CartLine[] }) {
  useSignals();
  const { t } = useTranslation();
  const selected = cart.selected.value;
  const all = list.length > 0 && list.every((l) => selected.has(l.id));
  return (
    <div className="table-scroll" role="region" aria-label={t('account:cart.title')} tabIndex={0}>
      <table className="cart-table data-table" data-testid="cart-table">
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label={t('account:cart.selectAll')} checked={all} onChange={(e) => selectAll(e.target.checked)} />
            </th>
            <LineHeaders />
            <th scope="col">{t('account:cart.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((l) => (
            <tr key={l.id} data-testid="cart-line" data-catalog={l.catalogNumber}>
              <td>
                <input type="checkbox" aria-label={t('account:cart.select', { name: l.productName })} checked={selected.has(l.id)} onChange={(e) => toggleSelected(l.id, e.target.checked)} data-testid="line-select" />
              </td>
              <td className="catalog-number">{l.catalogNumber}</td>
              <td className="line-name">{l.productName}</td>
              <td data-label={t('account:cart.size')}>{l.size}</td>
              <td data-label={t('account:cart.count')}>
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
              </td>
              <td data-testid="line-price" data-label={t('account:cart.price')}>
                <Price price={l.price} />
              </td>
              <td data-testid="line-subtotal" data-label={t('account:cart.subtotal')}>
                <Price price={l.subtotal} />
              </td>
              <td>
                <button type="button" className="secondary outline" onClick={() => void deleteLine(api, l.id)} data-testid="line-delete" style={{ marginBottom: 0 }}>
                  {t('account:cart.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
