import { useTranslation } from 'react-i18next';
import type { SizeStock } from '../../contracts/product-specification.ts';

/** "In stock" / "Ships in 5 days" / "Made to order" for one size, as a coloured label; nothing when not stated. */
export function StockText({ stock, leadTimeDays }: SizeStock) {
  const { t } = useTranslation();
  if (stock === null) return null;
  if (stock === 'lead_time' && leadTimeDays === null) return null;
  const tone = stock === 'in_stock' ? 'badge-success' : stock === 'lead_time' ? '' : 'badge-warning';
  return (
    <span className={`badge-label ${tone}`} data-testid="size-stock">
      {stock === 'lead_time' ? t('catalogue:stock.lead_time', { count: leadTimeDays! }) : t(`catalogue:stock.${stock}`)}
    </span>
  );
}

/** The same as plain text, for a select option (which cannot hold markup). */
export function stockLabel(t: (key: string, opts?: Record<string, unknown>) => string, s: SizeStock): string {
  if (s.stock === null || (s.stock === 'lead_time' && s.leadTimeDays === null)) return '';
  return s.stock === 'lead_time' ? t('catalogue:stock.lead_time', { count: s.leadTimeDays }) : t(`catalogue:stock.${s.stock}`);
}
