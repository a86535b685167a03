import './catalogue.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import type { ServiceData } from './service.loader.ts';
import { ServiceEnquiry } from './ServiceEnquiry.tsx';
import { SideMenu } from './SideMenu.tsx';

/** The text of an HTML body, to see whether it already begins with the summary (no second copy then). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Services: the service menu and the services of the chosen node (bodies are server-sanitized HTML), each
 * with its summary once and an enquiry button opening the enquiry dialog with the service filled in.
 */
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
            {full && s.summary && textOf(s.body).startsWith(s.summary.trim()) ? null : <p>{s.summary}</p>}
            {full ? <div className="rich" dangerouslySetInnerHTML={{ __html: s.body }} /> : null}
            <p className="service-actions">
              <ServiceEnquiry title={s.title} />
              {full ? null : <Link href={`/service?menuId=${s.menuId}`}>{t('catalogue:service.more')}</Link>}
            </p>
          </article>
        ))}
      </section>
    </div>
  );
}
