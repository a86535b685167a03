import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TabLinks } from '../../components/LinkList.tsx';

const tabs = [
  { path: '/catalogue', key: 'catalogue.tabs.sheet' },
  { path: '/catalogue/products', key: 'catalogue.tabs.products' },
  { path: '/catalogue/categories', key: 'catalogue.tabs.categories' },
  { path: '/catalogue/search', key: 'catalogue.tabs.search' },
] as const;

/** The catalogue section's pages: the spreadsheet, the product list, the category tree and search's synonyms and hot words. */
export function CatalogueTabs() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return <TabLinks className="admin-tabs" label={t('catalogue.title')} current={location} links={tabs.map((tab) => ({ href: tab.path, label: t(tab.key), tab: tab.path }))} />;
}
