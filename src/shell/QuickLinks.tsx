import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LinkList } from '../components/LinkList.tsx';

/** Quick links. */
export const QUICK_LINKS = [
  { id: 'newProducts', href: '/new-products' },
  { id: 'trial', href: '/apply' },
  { id: 'citations', href: '/literature' },
  { id: 'scholarship', href: '/reward' },
  { id: 'distributors', href: '/contact?type=authorized' },
  { id: 'downloads', href: '/resources' },
] as const;

/** The quick links with their translated names, for the bar under the header and the home page. */
export const quickLinks = (t: TFunction) => QUICK_LINKS.map((q) => ({ href: q.href, label: t(`common:quick.${q.id}`) }));

export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <nav className="quick-links" aria-label={t('common:quick.label')}>
      <LinkList className="container" links={quickLinks(t)} />
    </nav>
  );
}
