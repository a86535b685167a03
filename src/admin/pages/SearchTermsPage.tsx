import { useTranslation } from 'react-i18next';
import { CatalogueTabs } from './CatalogueTabs.tsx';
import { HotWordsPanel } from './HotWordsPanel.tsx';
import { SearchSynonymsPanel } from './SearchSynonymsPanel.tsx';

/** Search in the back office (permission `catalogue`): the synonym groups staff add and the hot words they approve. */
export function SearchTermsPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('catalogue.title')}</h1>
      <CatalogueTabs />
      <p>{t('searchAdmin.intro')}</p>
      <SearchSynonymsPanel />
      <HotWordsPanel />
    </section>
  );
}
