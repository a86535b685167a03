import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LinkList } from '../../components/LinkList.tsx';
import './toolbox.css';

/** The toolbox pages in menu order, by their name's key in `toolbox:nav.*`. */
const PAGES = {
  overview: '/tool-class',
  probe: '/tool-class/probe-design',
  reaction: '/tool-class/reaction-system',
  product: '/tool-class/product-molecules',
  capping: '/tool-class/capping-result',
} as const;

/** Links between the toolbox pages; the current one is marked for screen readers too. */
export function ToolboxNav() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav aria-label={t('toolbox:nav.label')} className="toolbox-nav">
      <LinkList links={Object.entries(PAGES).map(([key, href]) => ({ href, label: t(`toolbox:nav.${key}`) }))} current={path} />
    </nav>
  );
}
