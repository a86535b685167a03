import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../site/site-context.tsx';
import type { RecruitmentData } from './content.loaders.ts';

const LISTS = ['welfare', 'content', 'requirements'] as const;

/** /recruitment: hot posts first; each with salary, welfare, content and requirements; Join Us opens the recruitment site. */
export default function RecruitmentPage() {
  const { t } = useTranslation();
  const { config, posts } = useRouteData<RecruitmentData>();
  const ordered = [...posts.list].sort((a, b) => Number(b.isHot) - Number(a.isHot));
  const join = config.recruitmentUrl ? (
    <a href={config.recruitmentUrl} target="_blank" rel="noopener noreferrer" role="button" data-testid="join-us">
      {t('content:recruitment.joinUs')}
    </a>
  ) : null;
  return (
    <div className="recruitment">
      <h1>{t('content:recruitment.heading')}</h1>
      <p className="recruitment-lead">
        {t('content:recruitment.hotCount', { count: config.hotCount })} {join}
      </p>
      {ordered.map((p) => (
        <article key={p.id} className="post" data-testid="post">
          <h2>
            {p.title} {p.isHot ? <span className="badge-label badge-warning">{t('content:recruitment.hot')}</span> : null}
          </h2>
          <p>
            {t('content:recruitment.department')}: {p.department} · {t('content:recruitment.location')}: {p.location} · {t('content:recruitment.salary')}: {p.salary}
          </p>
          {LISTS.map((k) => (
            <section key={k}>
              <h3>{t(`content:recruitment.${k}`)}</h3>
              <ul>
                {p[k].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
          {config.recruitmentUrl ? (
            <a href={config.recruitmentUrl} target="_blank" rel="noopener noreferrer">
              {t('content:recruitment.apply')}
            </a>
          ) : null}
        </article>
      ))}
    </div>
  );
}
