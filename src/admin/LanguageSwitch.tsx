import { useTranslation } from 'react-i18next';

/**
 * EN / 中文: the site's own switch (/lang/switch remembers the choice and keeps the page), so the same
 * back-office page opens in the other language; the session stays (same tab).
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const here = typeof window === 'undefined' ? '/admin' : `${window.location.pathname}${window.location.search}`;
  const link = (to: 'en' | 'zh', label: string) =>
    i18n.language === to ? (
      <strong aria-current="true">{label}</strong>
    ) : (
      <a href={`/lang/switch?to=${to}&next=${encodeURIComponent(here)}`} lang={to === 'zh' ? 'zh-CN' : 'en'} hrefLang={to === 'zh' ? 'zh-CN' : 'en'}>
        {label}
      </a>
    );
  return (
    <nav className="admin-lang" aria-label="Language / 语言">
      {link('en', 'EN')} <span aria-hidden="true">|</span> {link('zh', '中文')}
    </nav>
  );
}
