import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSite } from '../site/site-context.tsx';

/**
 * Links to the other language. The server's /lang/switch sets the 365-day cookie and redirects to the
 * same path and query in the other language (or its host); it works before any script runs.
 */
export function LangSwitch() {
  const { lang } = useSite();
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const to = lang === 'zh' ? 'en' : 'zh';
  const next = search ? `${path}?${search}` : path;
  const href = `/lang/switch?to=${to}&next=${encodeURIComponent(next)}`;
  return (
    <a href={href} hrefLang={to === 'zh' ? 'zh-Hans' : 'en'} lang={to === 'zh' ? 'zh-Hans' : 'en'} className="lang-switch" data-testid="lang-switch">
      {t('common:lang.switchTo')}
    </a>
  );
}
