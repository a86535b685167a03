import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LinkList } from '../../components/LinkList.tsx';
import './toolbox.css';

const LINKS = [
  { href: '/tool-class', key: 'overview' },
  { href: '/tool-class/probe-design', key: 'probe' },
  { href: '/tool-class/reaction-system', key: 'reaction' },
  { href: '/tool-class/product-molecules', key: 'product' },
  { href: '/tool-class/capping-result', key: 'capping' },
] as const;

/** Links between the toolbox pages; the current one is marked for screen readers too. */
export function ToolboxNav() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav aria-label={t('toolbox:nav.label')} className="toolbox-nav">
      <LinkList links={LINKS.map((l) => ({ href: l.href, label: t(`toolbox:nav.${l.key}`) }))} current={path} />
    </nav>
  );
}
