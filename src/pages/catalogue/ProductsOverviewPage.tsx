import './catalogue.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LinkList } from '../../components/LinkList.tsx';
import { useRouteData } from '../../site/site-context.tsx';
import type { OverviewData } from './catalogue.loaders.ts';
import { nodeHref } from './SideMenu.tsx';

/** /products: every product area with its sub-categories. */
export default function ProductsOverviewPage() {
  const { t } = useTranslation();
  const { tree } = useRouteData<OverviewData>();
  return (
    <div className="products-overview">
      <h1>{t('catalogue:overview.heading')}</h1>
      <ul className="area-grid" data-testid="product-areas">
        {tree.map((area) => (
          <li key={area.id}>
            <h2>
              <Link href={nodeHref(area)}>{area.name}</Link>
            </h2>
            <LinkList links={area.children.map((c) => ({ href: nodeHref(c), label: c.name }))} />
          </li>
        ))}
      </ul>
    </div>
  );
}
