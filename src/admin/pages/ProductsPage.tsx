import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminProductList } from '../../contracts/endpoints/products-admin.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, ErrorText, useAdminCall } from '../kit/index.ts';
import { CatalogueTabs } from './CatalogueTabs.tsx';
import { AdminPager } from '../AdminPager.tsx';

const PAGE_SIZE = 20;
const NO_FILTER = { q: '', categoryId: '', untranslated: false, hidden: false, noPhoto: false, page: 1 };

/** The staff product list: search, category, "missing a translation" and "lacks a photograph" filters, a page at a time. */
export function ProductsPage() {
  const { t } = useTranslation();
  const { lang } = useAdmin();
  const [filters, setFilters] = useState(NO_FILTER);
  const query = { q: filters.q.trim() || undefined, categoryId: filters.categoryId || undefined, untranslated: filters.untranslated ? ('1' as const) : undefined, hidden: filters.hidden ? ('1' as const) : undefined, noPhoto: filters.noPhoto ? ('1' as const) : undefined, page: filters.page, size: PAGE_SIZE };
  const { data: list, error } = useAdminCall(adminProductList, { query });

  const set = (change: Partial<typeof NO_FILTER>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const named = (en: string, zh: string) => (lang === 'zh' ? zh || en : en || zh);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.size)) : 1;
  return (
    <section>
      <h1>{t('catalogue.title')}</h1>
      <CatalogueTabs />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('products.title')}>
        <TextField id="products-q" label={t('products.search')} value={filters.q} error="" onChange={(q) => set({ q })} />
        <SelectField id="products-category" label={t('products.category')} placeholder={t('products.anyCategory')} value={filters.categoryId} error="" options={(list?.categories ?? []).map((c) => ({ value: String(c.id), label: named(c.nameEn, c.nameZh) }))} onChange={(categoryId) => set({ categoryId })} />
        <CheckField id="products-untranslated" label={t('products.untranslatedOnly')} checked={filters.untranslated} error="" onChange={(untranslated) => set({ untranslated })} />
 <CheckField id="products-no-photo" label={t('products.noPhotoOnly')} checked={filters.noPhoto} error="" onChange={(noPhoto) => set({ noPhoto })} />
        <CheckField id="products-hidden" label={t('products.hiddenOnly')} checked={filters.hidden} error="" onChange={(hidden) => set({ hidden })} />
      </form>
      <ErrorText text={error} />
      {list && (
        <p role="status" data-testid="products-count">
          {list.total ? t('products.count', { count: list.total }) : t('products.empty')} · <span data-testid="products-untranslated">{t('products.untranslated', list.untranslated)}</span> ·{' '}
          <span data-testid="products-without-photo">{t('products.withoutPhoto', { count: list.withoutPhoto })}</span>
        </p>
      )}
      {list && list.list.length > 0 && (
        <AdminTable
          testId="products-table"
          rows={list.list}
          rowKey={(p) => p.catalogNumber}
          rowAttrs={(p) => ({ 'data-product': p.catalogNumber })}
          columns={[
            {
              label: t('products.catalogNumber'),
              cell: (p) => (
                <>
                  <Link href={`/catalogue/products/${encodeURIComponent(p.catalogNumber)}`}>{p.catalogNumber}</Link>
                  {p.visible ? null : (
                    <>
                      {' '}
                      <span className="lead-badge lead-badge-paused" data-testid="product-hidden">
                        {t('products.hidden')}
                      </span>
                    </>
                  )}
                </>
              ),
            },
            { label: t('products.nameEn'), cell: (p) => p.nameEn },
            { label: t('products.nameZh'), cell: (p) => p.nameZh, attrs: () => ({ lang: 'zh' }) },
            { label: t('products.category'), cell: (p) => named(p.category.nameEn, p.category.nameZh) },
            { label: t('products.sizes'), cell: (p) => p.sizes },
            { label: t('products.flags'), cell: (p) => [p.isNew && t('products.new'), p.isHot && t('products.hot')].filter(Boolean).join(' · ') || t('products.complete') },
            { label: t('products.photos'), cell: (p) => (p.photos ? p.photos : t('products.lacksPhoto')), attrs: (p) => ({ 'data-photos': String(p.photos) }) },
            { label: t('products.missing'), cell: (p) => p.missing.map((l) => t(`products.langName.${l}`)).join(', ') || t('products.complete'), attrs: (p) => ({ 'data-missing': p.missing.join(' ') }) },
          ]}
        />
      )}
      {list && <AdminPager page={list.page} pages={pages} onPage={(page) => setFilters((f) => ({ ...f, page }))} label={t('products.title')} />}
    </section>
  );
}
