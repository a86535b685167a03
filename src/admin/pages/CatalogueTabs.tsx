import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';

const tabs = [
  { path: '/catalogue', key: 'catalogue.tabs.sheet' },
  { path: '/catalogue/products', key: 'catalogue.tabs.products' },
  { path: '/catalogue/categories', key: 'catalogue.tabs.categories' },
] as const;

/** The catalogue section's pages: the spreadsheet, the product list and the category tree. */
export function CatalogueTabs() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('catalogue.title')} className="admin-tabs">
      {tabs.map((tab) => (
        <Link key={tab.path} href={tab.path} aria-current={location === tab.path ? 'page' : undefined} data-tab={tab.path}>
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
