import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import { Pager } from '../../components/Pager.tsx';
import type { ArticleListData } from './content.loaders.ts';

/** /information?activeIndex=0|1: news and events. */
export default function ArticleListPage() {
  const { t } = useTranslation();
  const { activeIndex, kind, articles } = useRouteData<ArticleListData>();
  const detail = (id: number) => (kind === 'event' ? `/meeting-detail?id=${id}` : `/article?id=${id}`);
  return (
    <div className="article-list">
      <h1>{t('content:information.tabs')}</h1>
      <nav className="tabs" aria-label={t('content:information.tabs')}>
        {[0, 1].map((i) => (
          <Link key={i} href={`/information?activeIndex=${i}`} aria-current={activeIndex === i ? 'page' : undefined} data-testid={`info-tab-${i}`}>
            {t(`content:information.tab${i}`)}
          </Link>
        ))}
      </nav>
      <ul className="articles" data-testid="article-list">
        {articles.list.map((a) => (
          <li key={a.id}>
            <h2>
              <Link href={detail(a.id)}>{a.title}</Link>
            </h2>
            <p>
              <time dateTime={a.publishedAt}>{a.publishedAt}</time>
              {a.location ? ` · ${a.location}` : ''}
            </p>
            <p>{a.summary}</p>
          </li>
        ))}
      </ul>
      <Pager page={articles.page} size={articles.size} total={articles.total} />
    </div>
  );
}
