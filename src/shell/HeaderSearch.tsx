import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../site/site-context.tsx';
import { localizedPath } from '../contracts/lang.ts';

/** Spec §9: five hot search keywords. */
export const HOT_KEYWORD_COUNT = 5;
/** The search box shows once the page has scrolled this far (px). */
export const SHOW_AFTER_SCROLL_PX = 80;

/**
 * The header search: appears after scrolling (spec §2), with the hot keywords beneath. The hot words
 * load after hydration; the form works without JavaScript (GET /search?keywords=).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { api, lang } = useSite();
  const [hot, setHot] = useState<string[]>([]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let cancelled = false;
    api
      .get<string[]>('/search/rank', { number: HOT_KEYWORD_COUNT })
      .then((words) => !cancelled && setHot(words))
      .catch(() => undefined);
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelled = true;
      window.removeEventListener('scroll', onScroll);
    };
  }, [api]);
  return (
    // Hidden by the stylesheet until shown (data-shown), except in the open phone menu where it always shows.
    <div className="header-search-wrap" data-testid="header-search" data-shown={shown}>
      <form role="search" action={localizedPath(lang, '/search')} className="header-search" method="get">
        <input type="search" name="keywords" placeholder={t('common:search.placeholder')} aria-label={t('common:search.label')} />
      </form>
      {hot.length ? (
        <ul className="hot-keywords" aria-label={t('content:search.hot')} data-testid="hot-keywords" style={{ display: 'flex', gap: '0.75rem', listStyle: 'none', margin: 0, padding: 0, fontSize: '0.8rem' }}>
          {hot.map((w) => (
            <li key={w} style={{ listStyle: 'none' }}>
              <Link href={`/search?keywords=${encodeURIComponent(w)}`}>{w}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
