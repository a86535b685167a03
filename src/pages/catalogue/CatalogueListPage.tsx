import './catalogue.css';
import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../site/site-context.tsx';
import type { CatalogueListData } from './catalogue.loaders.ts';
import { Pager } from '../../components/Pager.tsx';
import { ProductTable } from './ProductTable.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SortLinks } from '../../components/SortLinks.tsx';
import { listSorts } from '../../contracts/product-sorts.ts';

/** Product list, new products and hot products: side menu, heading, product table and pages. */
export default function CatalogueListPage() {
  const { t } = useTranslation();
  const { kind, tree, current, heading, products, sort } = useRouteData<CatalogueListData>();
  return (
    <div className="catalogue-layout">
      <SideMenu key={current?.id ?? 0} tree={tree} currentId={current?.id ?? null} />
      <section className="catalogue-main" aria-labelledby="list-heading">
        <h1 id="list-heading">{heading ?? t(`catalogue:list.${kind}`)}</h1>
        <p data-testid="product-total">{t('catalogue:list.total', { count: products.total })}</p>
        {sort ? <SortLinks sorts={listSorts} current={sort} /> : null}
        {/* Catalogue order keeps a category's products together: its name heads them once; another order is one run. */}
        <ProductTable products={products.list} detailPath={kind === 'newProducts' ? '/new-product-detail' : '/product-detail'} grouped={sort === 'catalogue'} />
        <Pager page={products.page} size={products.size} total={products.total} />
      </section>
    </div>
  );
}
