import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../site/site-context.tsx';
import { SuggestionForm } from '../../forms/SuggestionForm.tsx';
import type { SearchNotFoundData } from './search.loader.ts';

/** Says nothing was found and offers the new-product suggestion form. */
function NotFoundBody({ keywords }: { keywords: string }) {
  const { t } = useTranslation();
  return (
    <div className="search-not-found" data-testid="search-not-found">
      <h1>{t('content:search.notFoundHeading')}</h1>
      <p>{keywords ? t('content:search.notFoundFor', { keywords }) : t('content:search.noKeyword')}</p>
      <section className="suggest-area" data-testid="suggest-form-area">
        <SuggestionForm />
      </section>
    </div>
  );
}

/** /search-not-found. */
export default function SearchNotFoundPage() {
  const { keywords } = useRouteData<SearchNotFoundData>();
  return <NotFoundBody keywords={keywords} />;
}
