import { useTranslation } from 'react-i18next';
import { MAX_LEAD_TIME_DAYS } from '../../contracts/admin/products.ts';
import { stockStates, type SizeStock, type StockState } from '../../contracts/product-specification.ts';
import type { FieldErrors } from './product-form.ts';

/**
 * Two cells of a size's row: its stock state and, for "ships in N days", the days (the field is required
 * then and disabled otherwise, since the storefront shows the days only for that state).
 */
export function SizeStockCells({ index, stock, errors, onChange }: { index: number; stock: SizeStock; errors: FieldErrors; onChange: (next: SizeStock) => void }) {
  const { t } = useTranslation();
  const stockError = errors[`sizes.${index}.stock`];
  const daysError = errors[`sizes.${index}.leadTimeDays`];
  const days = stock.leadTimeDays === null ? '' : String(stock.leadTimeDays);
  return (
    <>
      <td data-label={t('products.edit.stock')}>
        <select
          id={`stock-${index}`}
          aria-label={t('products.edit.stock')}
          value={stock.stock ?? ''}
          aria-invalid={stockError ? true : undefined}
          onChange={(e) => {
            const next = (e.target.value || null) as StockState | null;
            onChange({ stock: next, leadTimeDays: next === 'lead_time' ? stock.leadTimeDays : null });
          }}
        >
          <option value="">{t('products.edit.stockNone')}</option>
          {stockStates.map((s) => (
            <option key={s} value={s}>
              {t(`products.edit.stockState.${s}`)}
            </option>
          ))}
        </select>
        {stockError && <small className="admin-error">{stockError}</small>}
      </td>
      <td data-label={t('products.edit.leadTimeDays')}>
        <input
          id={`lead-${index}`}
          type="number"
          min={1}
          max={MAX_LEAD_TIME_DAYS}
          step={1}
          inputMode="numeric"
          aria-label={t('products.edit.leadTimeDays')}
          value={days}
          disabled={stock.stock !== 'lead_time'}
          required={stock.stock === 'lead_time'}
          aria-invalid={daysError ? true : undefined}
          onChange={(e) => onChange({ stock: stock.stock, leadTimeDays: e.target.value.trim() === '' ? null : Number(e.target.value) })}
        />
        {daysError && <small className="admin-error">{daysError}</small>}
      </td>
    </>
  );
}
