import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Quick links. */
export const QUICK_LINKS = [
  { id: 'newProducts', href: '/new-products' },
  { id: 'trial', href: '/apply' },
  { id: 'citations', href: '/literature' },
  { id: 'scholarship', href: '/reward' },
  { id: 'distributors', href: '/contact?type=authorized' },
  { id: 'downloads', href: '/resources' },
] as const;

export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <nav className="quick-links" aria-label={t('common:quick.label')}>
      <ul className="container">
        {QUICK_LINKS.map((q) => (
          <li key={q.id}>
            <Link href={q.href}>{t(`common:quick.${q.id}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
