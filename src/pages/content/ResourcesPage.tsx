import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../app/site-context.tsx';
import { Pager } from '../catalogue/Pager.tsx';
import { RESOURCE_KINDS, type ResourcesData } from './content.loaders.ts';

/** /resources?activeIndex=: downloads by kind (manuals, brochures, protocols, MSDS, posters). */
export default function ResourcesPage() {
  const { t } = useTranslation();
  const { activeIndex, resources } = useRouteData<ResourcesData>();
  return (
    <div className="resources">
      <h1>{t('content:resources.heading')}</h1>
      <nav className="tabs" aria-label={t('content:resources.kinds')}>
        {RESOURCE_KINDS.map((k, i) => (
          <Link key={k} href={`/resources?activeIndex=${i}`} aria-current={i === activeIndex ? 'page' : undefined}>
            {t(`content:resources.kind.${k}`)}
          </Link>
        ))}
      </nav>
      <table data-testid="resource-list">
        <thead>
          <tr>
            <th scope="col">{t('content:resources.title')}</th>
            <th scope="col">{t('content:resources.file')}</th>
            <th scope="col">{t('content:resources.size')}</th>
            <th scope="col">{t('content:search.col.date')}</th>
          </tr>
        </thead>
        <tbody>
          {resources.list.map((r) => (
            <tr key={r.id}>
              <td>{r.title}</td>
              <td>{r.fileName}</td>
              <td>{t('content:resources.kb', { kb: Math.max(1, Math.round(r.sizeBytes / 1024)) })}</td>
              <td>
                <time dateTime={r.publishedAt}>{r.publishedAt}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={resources.page} size={resources.size} total={resources.total} />
    </div>
  );
}
