import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import type { ArticleData } from './content.loaders.ts';

const LIST_OF = { news: '/information?activeIndex=0', event: '/information?activeIndex=1', investor: '/investors' } as const;

/** /article?id= and /meeting-detail?id=: one article; its body is HTML sanitized by the server. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { article } = useRouteData<ArticleData>();
  return (
    <article className="article-detail">
      <h1 data-testid="article-title">{article.title}</h1>
      <p>
        {t('content:article.published', { date: article.publishedAt })}
        {article.location ? ` · ${t('content:article.location', { location: article.location })}` : ''}
      </p>
      <div className="rich" dangerouslySetInnerHTML={{ __html: article.body }} />
      <p>
        <Link href={LIST_OF[article.kind]}>{t('content:article.back')}</Link>
      </p>
    </article>
  );
}
