import './catalogue.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import type { ServiceData } from './service.loader.ts';
import { SideMenu } from './SideMenu.tsx';

/** Services: the service menu and the services of the chosen node (bodies are server-sanitized HTML). */
export default function ServicePage() {
  const { t } = useTranslation();
  const { menu, current, services, full } = useRouteData<ServiceData>();
  return (
    <div className="catalogue-layout">
      <SideMenu key={current?.id ?? 0} tree={menu} currentId={current?.id ?? null} />
      <section className="catalogue-main" aria-labelledby="service-heading">
        <h1 id="service-heading">{current?.name ?? t('catalogue:service.heading')}</h1>
        {services.length === 0 ? <p>{t('catalogue:service.empty')}</p> : null}
        {services.map((s) => (
          <article key={s.id} className="service-item" data-testid="service-item">
            <h2>{s.title}</h2>
            <p>{s.summary}</p>
            {full ? (
              <div className="rich" dangerouslySetInnerHTML={{ __html: s.body }} />
            ) : (
              <Link href={`/service?menuId=${s.menuId}`}>{t('catalogue:service.more')}</Link>
            )}
          </article>
        ))}
      </section>
    </div>
  );
}
