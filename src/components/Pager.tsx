import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useLocation } from 'wouter';

/** Previous / next page links that keep the rest of the query. */
export function Pager({ page, size, total }: { page: number; size: number; total: number }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const pages = Math.max(1, Math.ceil(total / Math.max(size, 1)));
  if (pages <= 1) return null;
  const hrefOf = (p: number) => {
    const q = new URLSearchParams(search);
    q.set('page', String(p));
    return `${path}?${q}`;
  };
  return (
    <nav className="pager" aria-label={t('catalogue:pager.label')}>
      {page > 1 ? <Link href={hrefOf(page - 1)}>{t('catalogue:pager.prev')}</Link> : null}
      <span>{t('catalogue:pager.page', { page, pages })}</span>
      {page < pages ? <Link href={hrefOf(page + 1)}>{t('catalogue:pager.next')}</Link> : null}
    </nav>
  );
}
