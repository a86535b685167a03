import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';

/**
 * The orders a list offers, as links that keep the rest of the query (the sort lives in the URL: `?sort=price`,
 * read by the same schema as the API's); a new order starts again at page 1.
 */
export function SortLinks<S extends string>({ sorts, current }: { sorts: readonly S[]; current: S }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const hrefOf = (sort: S) => {
    const q = new URLSearchParams(search);
    q.set('sort', sort);
    q.delete('page');
    return `${path}?${q}`;
  };
  return (
    <nav className="sort-links" aria-label={t('catalogue:sort.label')} data-testid="sort-links">
      <span>{t('catalogue:sort.label')}:</span>
      {sorts.map((s) =>
        s === current ? (
          <strong key={s} aria-current="true">
            {t(`catalogue:sort.${s}`)}
          </strong>
        ) : (
          <Link key={s} href={hrefOf(s)} data-sort={s}>
            {t(`catalogue:sort.${s}`)}
          </Link>
        ),
      )}
    </nav>
  );
}
