import { useTranslation } from 'react-i18next';
import { HeadRow } from '../../components/DataTable.tsx';
import type { FieldErrors, ProductFormValues } from './product-form.ts';
import { SizeStockCells } from './SizeStockCells.tsx';

type Sizes = ProductFormValues['sizes'];

/**
 * Sizes, prices and stock: a price as exact decimal text, or "on inquiry only"; the stock state with its lead
 * time; new sizes may be added (and removed before saving).
 */
export function ProductSizesEditor({ sizes, errors, onChange }: { sizes: Sizes; errors: FieldErrors; onChange: (next: Sizes) => void }) {
  const { t } = useTranslation();
  const put = (i: number, change: Partial<Sizes[number]>) => onChange(sizes.map((s, j) => (j === i ? { ...s, ...change } : s)));
  return (
    <fieldset data-testid="product-sizes">
      <legend>{t('products.edit.sizes')}</legend>
      {errors.sizes && (
        <p className="admin-error" role="alert" data-testid="sizes-error">
          {errors.sizes}
        </p>
      )}
      <table className="admin-table">
        <HeadRow heads={[...(['size', 'price', 'inquiry', 'stock', 'leadTimeDays'] as const).map((k) => t(`products.edit.${k}`)), null]} />
        <tbody>
          {sizes.map((s, i) => (
            <tr key={s.id ?? `new-${i}`} data-size={s.size}>
              <td data-label={t('products.edit.size')}>
                <input id={`size-${i}`} aria-label={t('products.edit.size')} value={s.size} aria-invalid={errors[`sizes.${i}.size`] ? true : undefined} onChange={(e) => put(i, { size: e.target.value })} />
                {errors[`sizes.${i}.size`] && <small className="admin-error">{errors[`sizes.${i}.size`]}</small>}
              </td>
              <td data-label={t('products.edit.price')}>
                <input id={`price-${i}`} aria-label={t('products.edit.price')} inputMode="decimal" value={s.price ?? ''} disabled={s.price === null} aria-invalid={errors[`sizes.${i}.price`] ? true : undefined} onChange={(e) => put(i, { price: e.target.value })} />
                {errors[`sizes.${i}.price`] && <small className="admin-error">{errors[`sizes.${i}.price`]}</small>}
              </td>
              <td data-label={t('products.edit.inquiry')}>
                <input id={`inquiry-${i}`} type="checkbox" aria-label={t('products.edit.inquiry')} checked={s.price === null} onChange={(e) => put(i, { price: e.target.checked ? null : '' })} />
              </td>
              <SizeStockCells index={i} stock={{ stock: s.stock, leadTimeDays: s.leadTimeDays }} errors={errors} onChange={(stock) => put(i, stock)} />
              <td>
                {s.id === undefined && (
                  <button type="button" className="secondary outline" onClick={() => onChange(sizes.filter((_, j) => j !== i))}>
                    {t('products.edit.removeNew')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('products.edit.keptSizes')}</p>
      <button type="button" className="secondary" onClick={() => onChange([...sizes, { size: '', price: '', stock: null, leadTimeDays: null }])}>
        {t('products.edit.addSize')}
      </button>
    </fieldset>
  );
}
