import { useTranslation } from 'react-i18next';

export interface AdminPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ("Pages of the audit trail"). */
  label: string;
  /** Button texts where "previous" and "next" say less than the list's own words (the audit: newer, older). */
  previous?: string;
  next?: string;
}

/** The back office's pager under a list: previous, "page N of M", next; nothing when the list has one page. */
export function AdminPager({ page, pages, onPage, label, previous, next }: AdminPagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="secondary outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous ?? t('pager.previous')}
      </button>
      <span>{t('pager.pageOf', { page, pages })}</span>
      <button type="button" className="secondary outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next ?? t('pager.next')}
      </button>
    </nav>
  );
}
