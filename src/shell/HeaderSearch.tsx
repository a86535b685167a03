import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../site/site-context.tsx';
import { localizedPath } from '../contracts/lang.ts';
import type { searchHotWords } from '../contracts/endpoints/search.ts';
import { firstLoad, HOT_WORDS } from '../contracts/endpoints/first-load.ts';

/** Product suggestions load with the field's first focus: they stay out of every page's first load. */
const SearchSuggest = lazy(() => import('./SearchSuggest.tsx'));

/** Five hot search keywords. */
export const HOT_KEYWORD_COUNT = 5;

/**
 * The header search, always shown on a desktop (in the sticky header) and behind the search button on a
 * phone, with the hot keywords beneath. The hot words load after hydration; the form works without
 * JavaScript (GET /search?keywords=).
 */
export function HeaderSearch({ inputId }: { inputId: string }) {
  const { t } = useTranslation();
  const { api, lang } = useSite();
  const [hot, setHot] = useState<string[]>([]);
  const [suggesting, setSuggesting] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // By method and path only: the header is on every first page, whose JavaScript stays without zod.
    api
      .call(firstLoad<typeof searchHotWords>(HOT_WORDS), { query: { number: HOT_KEYWORD_COUNT } })
      .then((words) => !cancelled && setHot(words))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api]);
  return (
    <div className="header-search-wrap" id="header-search" data-testid="header-search">
      <form role="search" action={localizedPath(lang, '/search')} className="header-search" method="get">
        <input id={inputId} type="search" name="keywords" placeholder={t('common:search.placeholder')} aria-label={t('common:search.label')} onFocus={() => setSuggesting(true)} />
        {/* An input, not a button: `form button[type=submit]` stays the page's own form's button on every page. */}
        <input type="submit" value={t('common:search.submit')} />
      </form>
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggest inputId={inputId} />
        </Suspense>
      ) : null}
      {hot.length ? (
        <ul className="hot-keywords" aria-label={t('content:search.hot')} data-testid="hot-keywords">
          {hot.map((w) => (
            <li key={w}>
              <Link href={`/search?keywords=${encodeURIComponent(w)}`}>{w}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
