import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ToolboxNav } from './ToolboxNav.tsx';

const CONVENTIONS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;
const MODULES = [
  { href: '/tool-class/probe-design', title: 'pages:probeDesign.title', desc: 'toolbox:overview.probeDesc' },
  { href: '/tool-class/reaction-system', title: 'pages:reactionSystem.title', desc: 'toolbox:overview.reactionDesc' },
  { href: '/tool-class/product-molecules', title: 'pages:productMolecules.title', desc: 'toolbox:overview.productDesc' },
  { href: '/tool-class/capping-result', title: 'pages:cappingResult.title', desc: 'toolbox:overview.cappingDesc' },
] as const;

/** /tool-class: what the toolbox does, its three modules, and the conventions every module follows. */
export default function ToolboxOverviewPage() {
  const { t } = useTranslation();
  return (
    <article className="toolbox">
      <ToolboxNav />
      <h1>{t('pages:toolClass.title')}</h1>
      <p>{t('toolbox:overview.intro')}</p>
      <section aria-labelledby="tb-modules">
        <h2 id="tb-modules">{t('toolbox:overview.modulesTitle')}</h2>
        <div className="grid">
          {MODULES.map((m) => (
            <article key={m.href}>
              <h3>
                <Link href={m.href}>{t(m.title)}</Link>
              </h3>
              <p>{t(m.desc)}</p>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="tb-conventions" data-testid="toolbox-conventions">
        <h2 id="tb-conventions">{t('toolbox:overview.conventionsTitle')}</h2>
        <ul>
          {CONVENTIONS.map((c) => (
            <li key={c}>{t(`toolbox:overview.${c}`)}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
